import { clientKey, UNKNOWN_CLIENT } from '../../src/common/rate-limit/client-key';

describe(clientKey.name, () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:aa:bb::1', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:ffff:1:2:3', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
  ])('should count %s under %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it.each([undefined, '', 'not-an-address', 'x'.repeat(16_000), '198.51.100.7, 10.0.0.1'])(
    'should count a value that is not an address (%#) under one shared key',
    (value) => {
      expect(clientKey(value)).toBe(UNKNOWN_CLIENT);
    },
  );
});
