import { spawnSync } from 'node:child_process';
import { loadConfig } from '../../../src/config/app-config';

const setFlagsFromString = jest.fn();
jest.mock('node:v8', () => ({ ...jest.requireActual<object>('node:v8'), setFlagsFromString }));

// Below the mock function: the mocked module is built when heap-growth.ts loads node:v8, which must find it defined.
import { applyHeapGrowth } from '../../../src/bootstrap/heap-growth';

/** HEAP_GROWING_PERCENT: V8's own heap growth by default, a bounded one when an operator sets it. */
describe('HEAP_GROWING_PERCENT', () => {
  beforeEach(() => setFlagsFromString.mockClear());

  it("should leave V8's own heap growth by default", () => {
    expect(loadConfig({}).heapGrowingPercent).toBe(0);
    applyHeapGrowth(loadConfig({}).heapGrowingPercent);
    expect(setFlagsFromString).not.toHaveBeenCalled();
  });

  it('should bound the old generation’s growth to the percentage set', () => {
    applyHeapGrowth(loadConfig({ HEAP_GROWING_PERCENT: '40' }).heapGrowingPercent);
    expect(setFlagsFromString.mock.calls).toEqual([['--heap-growing-percent=40']]);
  });

  it('should name a flag this Node.js’s V8 knows (an unknown one is only warned about, and ignored)', () => {
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    applyHeapGrowth(40);
    const [flag] = (setFlagsFromString.mock.calls[0] as [string])[0].split('=');
    expect(options).toContain(`  ${flag} (`);
  });

  it.each(['-1', '301', '1.5', 'lots'])('should refuse %j', (value) => {
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: value })).toThrow(/HEAP_GROWING_PERCENT/);
  });
});
