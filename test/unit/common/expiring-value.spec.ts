import { ExpiringValue } from '../../../src/common/expiring-value';

describe('ExpiringValue', () => {
  let clock = 0;
  const now = () => clock;

  beforeEach(() => {
    clock = 1_000;
  });

  it('should compute once per period and reuse the value within it', async () => {
    let computed = 0;
    const value = new ExpiringValue(5_000, () => Promise.resolve(++computed), now);
    expect(await value.get()).toBe(1);
    clock += 4_999;
    expect(await value.get()).toBe(1);
    clock += 1;
    expect(await value.get()).toBe(2);
    expect(computed).toBe(2);
  });

  it('should share one running computation among callers who arrive meanwhile', async () => {
    let computed = 0;
    let finish: (n: number) => void = () => undefined;
    const value = new ExpiringValue(
      0,
      () => {
        computed++;
        return new Promise<number>((resolve) => {
          finish = resolve;
        });
      },
      now,
    );
    const callers = [value.get(), value.get(), value.get()];
    finish(7);
    expect(await Promise.all(callers)).toEqual([7, 7, 7]);
    expect(computed).toBe(1);
  });

  it('should keep no failed computation: the next caller computes again', async () => {
    let calls = 0;
    const value = new ExpiringValue(
      60_000,
      () => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(calls)),
      now,
    );
    await expect(value.get()).rejects.toThrow('down');
    expect(await value.get()).toBe(2);
    expect(await value.get()).toBe(2);
  });

  it('should compute on every call when the period is 0', async () => {
    let computed = 0;
    const value = new ExpiringValue(0, () => Promise.resolve(++computed), now);
    await value.get();
    await value.get();
    expect(computed).toBe(2);
  });
});
