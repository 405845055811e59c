import { loadConfig } from '../../../src/config/app-config';
import { BREAKER } from '../../../src/webhooks/outbound/breaker-rules';

describe('breaker and fairness settings', () => {
  it('should default to the breaker constants and half the concurrency per endpoint', () => {
    expect(loadConfig({}).webhook).toMatchObject({
      breakerOpenMs: BREAKER.openMs,
      breakerWindowMs: BREAKER.windowMs,
      concurrency: 8,
      endpointConcurrency: 4,
    });
    expect(loadConfig({ WEBHOOK_CONCURRENCY: '1' }).webhook.endpointConcurrency).toBe(1);
    expect(loadConfig({ WEBHOOK_CONCURRENCY: '5' }).webhook.endpointConcurrency).toBe(2);
  });

  it('should take overrides and refuse values below 1', () => {
    const env = {
      WEBHOOK_BREAKER_OPEN_MS: '1000',
      WEBHOOK_BREAKER_WINDOW_MS: '2000',
      WEBHOOK_ENDPOINT_CONCURRENCY: '3',
    };
    expect(loadConfig(env).webhook).toMatchObject({
      breakerOpenMs: 1000,
      breakerWindowMs: 2000,
      endpointConcurrency: 3,
    });
    for (const name of ['WEBHOOK_BREAKER_OPEN_MS', 'WEBHOOK_BREAKER_WINDOW_MS', 'WEBHOOK_ENDPOINT_CONCURRENCY']) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(name);
    }
  });
});
