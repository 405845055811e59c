import { appendedNodes, leafHash, PerfectNodeReader } from '../../../../src/audit/merkle';

/** A log held in a map of perfect subtree nodes, filled the way the issuer fills its table. */
export class InMemoryLog {
  private readonly nodes = new Map<string, Buffer>();
  size = 0;

  readonly read: PerfectNodeReader = (level, index) => {
    const hash = this.nodes.get(`${level}:${index}`);
    if (!hash) {
      throw new Error(`node ${level}:${index} was never stored`);
    }
    return hash;
  };

  append(inputs: Buffer[]): void {
    for (const node of appendedNodes(this.read, this.size, inputs.map(leafHash))) {
      this.nodes.set(`${node.level}:${node.index}`, node.hash);
    }
    this.size += inputs.length;
  }
}
