import { nodesReadBy, PerfectNodeReader } from '../merkle';
import { AuditTreeNode } from './audit-tree-node.entity';

/**
 * Runs `work` over the stored tree: first finds which perfect subtrees it reads (the RFC algorithms choose them
 * from sizes alone), then fetches them in one query, then runs it on the real hashes.
 */
export async function overStoredTree<T>(
  fetch: (keys: Array<{ level: number; index: number }>) => Promise<AuditTreeNode[]>,
  work: (read: PerfectNodeReader) => T,
): Promise<T> {
  const rows = await fetch(nodesReadBy(work));
  const byKey = new Map(rows.map((row) => [`${row.level}:${row.index}`, Buffer.from(row.hash, 'hex')]));
  return work((level, index) => {
    const hash = byKey.get(`${level}:${index}`);
    if (!hash) {
      throw new Error(`audit_tree_nodes lacks node ${level}:${index}`);
    }
    return hash;
  });
}
