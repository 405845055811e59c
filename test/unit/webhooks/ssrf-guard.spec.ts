import { normaliseAddress, SsrfGuard, SsrfRefusal } from '../../../src/webhooks/outbound/ssrf-guard';

describe(SsrfGuard.name, () => {
  const strict = new SsrfGuard([]);

  it.each([
    '127.0.0.1',
    '127.10.20.30',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:a00:1',
    '64:ff9b::7f00:1',
  ])('should refuse %s', (address) => {
    expect(strict.refusalOf(address)).not.toBeNull();
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('should allow public %s', (address) => {
    expect(strict.refusalOf(address)).toBeNull();
  });

  it('should allow a refused range listed in the allow-list, IPv4-mapped forms included', () => {
    const guard = new SsrfGuard(['127.0.0.0/8', '::1/128']);
    expect(guard.refusalOf('127.0.0.1')).toBeNull();
    expect(guard.refusalOf('::ffff:127.0.0.1')).toBeNull();
    expect(guard.refusalOf('::1')).toBeNull();
    expect(guard.refusalOf('10.0.0.1')).not.toBeNull();
  });

  it('should normalise IPv4-mapped IPv6 to the IPv4 address', () => {
    expect(normaliseAddress('::ffff:7f00:1')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(normaliseAddress('::FFFF:10.1.2.3')).toEqual({ address: '10.1.2.3', family: 4 });
    expect(normaliseAddress('example.com')).toBeNull();
  });

  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '127.0.0.1'],
  ])('should read %s as the address it means (%s) and refuse it', async (url, meant) => {
    const hostname = new URL(url).hostname;
    await expect(strict.resolve(hostname)).rejects.toThrow(meant);
  });

  it('should refuse a name when any of its addresses is refused (resolved once, dialled as checked)', async () => {
    const guard = new SsrfGuard([], () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.8', family: 4 },
      ]),
    );
    await expect(guard.resolve('mixed.example')).rejects.toBeInstanceOf(SsrfRefusal);
    const clean = new SsrfGuard([], () => Promise.resolve([{ address: '93.184.216.34', family: 4 }]));
    await expect(clean.resolve('clean.example')).resolves.toEqual({ address: '93.184.216.34', family: 4 });
  });

  it('should report a name that does not resolve as unresolvable, not as forbidden', async () => {
    const guard = new SsrfGuard([], () => Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' })));
    await expect(guard.resolve('nowhere.invalid')).rejects.toMatchObject({ kind: 'unresolvable' });
  });
});
