import { SsrfGuard } from '../../../src/webhooks/outbound/ssrf-guard';
import { ipv6Bytes } from '../../../src/common/net/ipv6-bytes';
import { embeddedIpv4 } from '../../../src/webhooks/outbound/embedded-ipv4';

/** [range, addresses inside it (edges and middle), addresses just outside it that are public]. */
const IPV4_RANGES: Array<[string, string[], string[]]> = [
  ['0.0.0.0/8', ['0.0.0.0', '0.1.2.3', '0.255.255.255'], ['1.0.0.0']],
  ['10.0.0.0/8', ['10.0.0.0', '10.20.30.40', '10.255.255.255'], ['9.255.255.255', '11.0.0.0']],
  ['100.64.0.0/10', ['100.64.0.0', '100.100.100.100', '100.127.255.255'], ['100.63.255.255', '100.128.0.0']],
  ['127.0.0.0/8', ['127.0.0.0', '127.0.0.1', '127.255.255.255'], ['126.255.255.255', '128.0.0.0']],
  ['169.254.0.0/16', ['169.254.0.0', '169.254.169.254', '169.254.255.255'], ['169.253.255.255', '169.255.0.0']],
  ['172.16.0.0/12', ['172.16.0.0', '172.20.1.1', '172.31.255.255'], ['172.15.255.255', '172.32.0.0']],
  ['192.0.0.0/24', ['192.0.0.0', '192.0.0.8', '192.0.0.255'], ['191.255.255.255', '192.0.1.0']],
  ['192.0.2.0/24', ['192.0.2.0', '192.0.2.45', '192.0.2.255'], ['192.0.1.255', '192.0.3.0']],
  ['192.88.99.0/24', ['192.88.99.0', '192.88.99.1', '192.88.99.255'], ['192.88.98.255', '192.88.100.0']],
  ['192.168.0.0/16', ['192.168.0.0', '192.168.1.1', '192.168.255.255'], ['192.167.255.255', '192.169.0.0']],
  ['198.18.0.0/15', ['198.18.0.0', '198.19.0.1', '198.19.255.255'], ['198.17.255.255', '198.20.0.0']],
  ['198.51.100.0/24', ['198.51.100.0', '198.51.100.7', '198.51.100.255'], ['198.51.99.255', '198.51.101.0']],
  ['203.0.113.0/24', ['203.0.113.0', '203.0.113.9', '203.0.113.255'], ['203.0.112.255', '203.0.114.0']],
  ['224.0.0.0/4', ['224.0.0.0', '224.0.0.1', '239.255.255.255'], ['223.255.255.255']],
  ['240.0.0.0/4', ['240.0.0.0', '250.1.2.3', '255.255.255.254', '255.255.255.255'], []],
];

const IPV6_RANGES: Array<[string, string[], string[]]> = [
  ['::/128', ['::', '0:0:0:0:0:0:0:0'], []],
  ['::1/128', ['::1', '0:0:0:0:0:0:0:1'], []],
  ['fc00::/7', ['fc00::', 'fd12:3456::1', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], []],
  ['fe80::/10', ['fe80::', 'fe80::1', 'fe80::1%eth0', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], []],
  ['fec0::/10', ['fec0::1', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], []],
  ['ff00::/8', ['ff00::', 'ff02::1', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], []],
  ['100::/64', ['100::', '100::ffff:ffff:ffff:ffff'], []],
  ['2001::/23 (Teredo, benchmarking, ORCHID)', ['2001::', '2001:2::1', '2001:1ff:ffff::'], ['2001:200::1']],
  [
    '2001:db8::/32',
    ['2001:db8::', '2001:db8:1234::5', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['2001:db7:ffff:ffff:ffff:ffff:ffff:ffff', '2001:db9::'],
  ],
  ['2002::/16 (6to4)', ['2002::', '2002:808:808::1', '2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], ['2003::1']],
  ['3fff::/20', ['3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff'], ['3fff:1000::', '3ffe:ffff::1']],
  [
    'outside 2000::/3 (reserved by the IETF)',
    ['1::', '::1:0:0:0', '1fff:ffff::1', '4000::1', '5f00::1', '8000::1', 'e000::1'],
    ['2000::1', '3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ],
];

/** [form, address, the private IPv4 it carries]: each must be refused and the reason must name the IPv4. */
const EMBEDDED_PRIVATE: Array<[string, string, string]> = [
  ['IPv4-compatible', '::7f00:1', '127.0.0.1'],
  ['IPv4-compatible dotted', '::10.0.0.1', '10.0.0.1'],
  ['IPv4-compatible metadata', '::a9fe:a9fe', '169.254.169.254'],
  ['IPv4-translated', '::ffff:0:7f00:1', '127.0.0.1'],
  ['IPv4-translated dotted', '::ffff:0:192.168.1.1', '192.168.1.1'],
  ['IPv4-translated written out', '0:0:0:0:ffff:0:a00:1', '10.0.0.1'],
  ['NAT64', '64:ff9b::7f00:1', '127.0.0.1'],
  ['NAT64 dotted', '64:ff9b::169.254.169.254', '169.254.169.254'],
  ['NAT64 CGNAT', '64:ff9b::6440:1', '100.64.0.1'],
  ['NAT64 reserved', '64:ff9b::ffff:ffff', '255.255.255.255'],
  ['local-use NAT64 /96 layout', '64:ff9b:1::a00:1', '10.0.0.1'],
  ['local-use NAT64 /48 layout', '64:ff9b:1:7f00:0:100::', '127.0.0.1'],
  ['local-use NAT64 /64 layout', '64:ff9b:1:0:c0:a801:100::', '192.168.1.1'],
  ['6to4', '2002:7f00:1::1', '127.0.0.1'],
  ['6to4 metadata', '2002:a9fe:a9fe::', '169.254.169.254'],
  ['6to4 dotted tail still uses bits 16-48', '2002:c0a8:101::8.8.8.8', '192.168.1.1'],
  ['Teredo server', '2001:0:a00:1::1', '10.0.0.1'],
  ['Teredo client (inverted)', '2001:0:808:808:0:0:80ff:fffe', '127.0.0.1'],
  ['Teredo RFC 4380 example client', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '192.0.2.45'],
];

const PUBLIC = ['8.8.8.8', '93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'];

describe(SsrfGuard.name, () => {
  const strict = new SsrfGuard([]);

  describe.each(IPV4_RANGES.concat(IPV6_RANGES))('range %s', (_range, inside, outside) => {
    it.each(inside)('should refuse %s when it lies inside', (address) => {
      expect(strict.refusalOf(address)).toMatch(/private|reserved/);
    });

    if (outside.length > 0) {
      it.each(outside)('should allow %s just outside', (address) => {
        expect(strict.refusalOf(address)).toBeNull();
      });
    }
  });

  it.each(PUBLIC)('should allow public %s', (address) => {
    expect(strict.refusalOf(address)).toBeNull();
  });

  it.each(EMBEDDED_PRIVATE)('should unwrap %s %s and refuse the %s it carries', (_form, address, carried) => {
    const reason = strict.refusalOf(address) ?? '';
    // Local-use NAT64 has four possible layouts: the reason names every private reading.
    const named = reason.split(' carries ')[1]?.split(', which')[0]?.split(' or ');
    expect(named).toContain(carried);
  });

  it.each(['::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:7f00:1', '::FFFF:10.0.0.1', '::ffff:a9fe:a9fe'])(
    'should refuse IPv4-mapped %s as the IPv4 address it is',
    (address) => {
      expect(strict.refusalOf(address)).toMatch(/^address (127\.0\.0\.1|10\.0\.0\.1|169\.254\.169\.254) is private/);
    },
  );

  it.each(['64:ff9b::808:808', '64:ff9b::8.8.8.8', '64:ff9b::5db8:d822', '::ffff:8.8.8.8'])(
    'should allow %s when the IPv4 it carries is public (NAT64 well-known prefix, IPv4-mapped)',
    (address) => {
      expect(strict.refusalOf(address)).toBeNull();
    },
  );

  it.each(['::8.8.8.8', '::ffff:0:8.8.8.8', '64:ff9b:1::808:808', '2002:808:808::1', '2001:0:808:808::f7f7:f7f7'])(
    'should refuse %s whatever it carries (deprecated, translator-internal or local form)',
    (address) => {
      expect(strict.refusalOf(address)).not.toBeNull();
    },
  );

  describe('with an allow-list', () => {
    const guard = new SsrfGuard(['127.0.0.0/8', '10.0.0.0/8', '::1/128', '2002:7f00:1::/48']);

    it.each(['127.0.0.1', '::ffff:127.0.0.1', '::ffff:7f00:2', '0:0:0:0:0:ffff:a00:1', '::1'])(
      'should allow %s: an allow-listed IPv4 range opens its IPv4-mapped spelling (the same address)',
      (address) => {
        expect(guard.refusalOf(address)).toBeNull();
      },
    );

    it.each(['::7f00:1', '::ffff:0:7f00:1', '64:ff9b::7f00:1', '64:ff9b::a00:1', '2002:a00:1::', '2001:0:a00:1::'])(
      'should still refuse %s: a translated or tunnelled IPv4 is another host, opened only by an IPv6 CIDR',
      (address) => {
        expect(guard.refusalOf(address)).toMatch(/carries (127|10)\./);
      },
    );

    it('should allow an IPv4-carrying form that an IPv6 CIDR of the allow-list names', () => {
      expect(guard.refusalOf('2002:7f00:1::5')).toBeNull();
      expect(guard.refusalOf('2002:7f00:2::5')).toContain('carries 127.0.0.2');
    });

    it.each(['192.168.1.1', '::ffff:192.168.1.1', 'fd00::1'])('should refuse %s that it does not list', (address) => {
      expect(guard.refusalOf(address)).not.toBeNull();
    });
  });

  it.each([
    ['::', '0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0'],
    ['::ffff:1.2.3.4', '0.0.0.0.0.0.0.0.0.0.255.255.1.2.3.4'],
    ['2001:db8::8:800:200c:417a', '32.1.13.184.0.0.0.0.0.8.8.0.32.12.65.122'],
    ['1:2:3:4:5:6:7:8', '0.1.0.2.0.3.0.4.0.5.0.6.0.7.0.8'],
    ['fe80::', '254.128.0.0.0.0.0.0.0.0.0.0.0.0.0.0'],
  ])('should read IPv6 %s as its 16 bytes', (address, bytes) => {
    expect(Array.from(ipv6Bytes(address)).join('.')).toBe(bytes);
  });

  it('should report both addresses a Teredo address carries', () => {
    expect(embeddedIpv4('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toEqual([
      expect.objectContaining({ ipv4: ['65.54.227.120', '192.0.2.45'] }),
    ]);
  });
});
