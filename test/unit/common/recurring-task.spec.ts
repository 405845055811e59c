import type { Logger } from 'pino';
import { RecurringTask } from '../../../src/common/recurring-task';

function recordingLogger(): { logger: Logger; errors: string[] } {
  const errors: string[] = [];
  const logger = { error: (_fields: unknown, message: string) => errors.push(message) } as unknown as Logger;
  return { logger, errors };
}

describe('RecurringTask', () => {
  it('should run once at a time, skipping ticks while a run is still going', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const { logger } = recordingLogger();
    const task = new RecurringTask(
      () => {
        runs++;
        return new Promise<void>((resolve) => (release = resolve));
      },
      logger,
      'failed',
    );
    task.start(5, 0);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs).toBe(1);
    release();
    await task.stop();
  });

  it('should log a failed run and run again at the next tick', async () => {
    let runs = 0;
    const { logger, errors } = recordingLogger();
    const task = new RecurringTask(
      () => {
        runs++;
        return Promise.reject(new Error('boom'));
      },
      logger,
      'the job failed',
    );
    task.start(5);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await task.stop();
    expect(runs).toBeGreaterThan(1);
    expect(errors.length).toBe(runs);
    expect(new Set(errors)).toEqual(new Set(['the job failed']));
  });

  it('should wait for a run in progress when stopped, and run no more', async () => {
    let finished = false;
    let runs = 0;
    const { logger } = recordingLogger();
    const task = new RecurringTask(
      async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 30));
        finished = true;
      },
      logger,
      'failed',
    );
    task.start(1000, 0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await task.stop();
    expect(finished).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(1);
  });
});
