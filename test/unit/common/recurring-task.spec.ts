import type { Logger } from 'pino';
import { RecurringTask } from '../../../src/common/recurring-task';

function recordingLogger(): { logger: Logger; errors: string[] } {
  const errors: string[] = [];
  const logger = { error: (_fields: unknown, message: string) => errors.push(message) } as unknown as Logger;
  return { logger, errors };
}

/** A promise with its resolver outside, so a test waits for an event rather than for a guessed number of ms. */
function signal(): { fired: Promise<void>; fire: () => void } {
  let fire: () => void = () => undefined;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fired, fire };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each test waits for what the task did (a run started, a failure logged), never for a fixed delay before acting:
// on a loaded CI machine a 5 ms timer can fire after a 1 ms one has not yet run.
describe('RecurringTask', () => {
  it('should run once at a time, skipping ticks while a run is still going', async () => {
    let runs = 0;
    const started = signal();
    const release = signal();
    const { logger } = recordingLogger();
    const task = new RecurringTask(
      () => {
        runs++;
        started.fire();
        return release.fired;
      },
      logger,
      'failed',
    );
    task.start(5, 0);
    await started.fired;
    await pause(40); // at least several 5 ms ticks pass while the first run is held
    expect(runs).toBe(1);
    release.fire();
    await task.stop();
  });

  it('should log a failed run and run again at the next tick', async () => {
    let runs = 0;
    const secondFailureLogged = signal();
    const errors: string[] = [];
    const logger = {
      error: (_fields: unknown, message: string) => {
        errors.push(message);
        if (errors.length === 2) {
          secondFailureLogged.fire();
        }
      },
    } as unknown as Logger;
    const task = new RecurringTask(
      () => {
        runs++;
        return Promise.reject(new Error('boom'));
      },
      logger,
      'the job failed',
    );
    task.start(5);
    await secondFailureLogged.fired;
    await task.stop();
    expect(runs).toBeGreaterThan(1);
    expect(errors.length).toBe(runs);
    expect(new Set(errors)).toEqual(new Set(['the job failed']));
  });

  it('should wait for a run in progress when stopped, and run no more', async () => {
    let finished = false;
    let runs = 0;
    const started = signal();
    const { logger } = recordingLogger();
    const task = new RecurringTask(
      async () => {
        runs++;
        started.fire();
        await pause(30);
        finished = true;
      },
      logger,
      'failed',
    );
    task.start(5, 0);
    await started.fired;
    await task.stop();
    expect(finished).toBe(true);
    await pause(30); // six intervals' worth: a timer left behind would have run again
    expect(runs).toBe(1);
  });
});
