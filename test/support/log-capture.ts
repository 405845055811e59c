import { Writable } from 'node:stream';

/** Collects every log line the app writes, so tests can assert what is (and is not) logged. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.length > 0),
    );
    callback();
  }

  text(): string {
    return this.lines.join('\n');
  }
}
