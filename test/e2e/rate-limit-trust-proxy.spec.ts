import { startTestApp, TestApp } from '../support/test-app';

/**
 * TRUST_PROXY (decisions §12 rev 2) decides which address is the client, and so whose budget a request uses:
 * unset → the socket address; a hop count → that many proxies in front; CIDRs → every trusted hop is skipped.
 * Observed through a read budget of 2 per client.
 */
describe('TRUST_PROXY and the client address the limits count', () => {
  let app: TestApp;

  async function start(trustProxy: string | undefined): Promise<void> {
    app = await startTestApp({
      env: {
        RATE_LIMIT_ENABLED: 'true',
        RATE_LIMIT_READ_PER_MINUTE: '2',
        ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
      },
    });
  }

  afterEach(async () => {
    await app.close();
  });

  function read(forwardedFor: string): Promise<number> {
    return app.http
      .get('/api/corridors')
      .set('X-Forwarded-For', forwardedFor)
      .then((response) => response.status);
  }

  it('should ignore X-Forwarded-For when TRUST_PROXY is unset', async () => {
    await start(undefined);
    expect(await read('203.0.113.1')).toBe(200);
    expect(await read('203.0.113.2')).toBe(200);
    expect(await read('203.0.113.3')).toBe(429);
  });

  it('should take the entry one hop in when TRUST_PROXY is a hop count of 1, whatever a client prepends', async () => {
    await start('1');
    expect(await read('203.0.113.1')).toBe(200);
    expect(await read('203.0.113.1')).toBe(200);
    expect(await read('203.0.113.1')).toBe(429);
    // Another client behind the same proxy has a budget of its own.
    expect(await read('203.0.113.2')).toBe(200);
    // A forged leftmost entry does not give the same client a new budget.
    expect(await read('198.51.100.77, 203.0.113.1')).toBe(429);
  });

  it('should take the entry two hops in when TRUST_PROXY is 2', async () => {
    await start('2');
    expect(await read('203.0.113.1, 10.0.0.1')).toBe(200);
    expect(await read('203.0.113.1, 10.0.0.2')).toBe(200);
    expect(await read('203.0.113.1, 10.0.0.3')).toBe(429);
    expect(await read('203.0.113.2, 10.0.0.1')).toBe(200);
  });

  it('should skip only trusted proxies when TRUST_PROXY lists CIDRs', async () => {
    await start('127.0.0.0/8,::1/128,10.0.0.0/8');
    // The load balancer (10.x) is trusted: the client is the entry before it.
    expect(await read('203.0.113.1, 10.1.2.3')).toBe(200);
    expect(await read('203.0.113.1, 10.9.9.9')).toBe(200);
    expect(await read('203.0.113.1')).toBe(429);
    // An untrusted hop is itself the client: what it claims to forward for is not believed.
    expect(await read('203.0.113.1, 198.51.100.9')).toBe(200);
    expect(await read('203.0.113.2, 198.51.100.9')).toBe(200);
    expect(await read('203.0.113.3, 198.51.100.9')).toBe(429);
  });
});
