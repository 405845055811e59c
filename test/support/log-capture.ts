import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';

/** Every test app's log lines also land here, for the secret scan that runs after the whole suite. */
export const LOG_FOLDER = join(__dirname, '..', '..', 'test-output', 'logs');

/** Collects every log line the app writes, so tests can assert what is (and is not) logged. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  private readonly file = join(LOG_FOLDER, `worker-${process.pid}.log`);

  constructor() {
    super();
    mkdirSync(LOG_FOLDER, { recursive: true });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    const text = chunk.toString('utf8');
    this.lines.push(...text.split('\n').filter((line) => line.length > 0));
    this.persist(text);
    callback();
  }

  /** Best effort: a missing folder (another run cleared it) must never fail the app's logging. */
  private persist(text: string): void {
    try {
      appendFileSync(this.file, text);
    } catch {
      try {
        mkdirSync(LOG_FOLDER, { recursive: true });
        appendFileSync(this.file, text);
      } catch {
        // The in-memory lines still hold everything the test asserts on.
      }
    }
  }

  text(): string {
    return this.lines.join('\n');
  }
}
