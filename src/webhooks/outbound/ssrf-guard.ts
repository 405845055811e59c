import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ipv6Bytes, isIpv4Mapped } from '../../common/net/ipv6-bytes';
import { embeddedIpv4 } from './embedded-ipv4';

/** Ranges a delivery never reaches unless WEBHOOK_ALLOWED_CIDRS lists them (private, local, special use). */
const REFUSED_V4 = [
  '0.0.0.0/8', // "this network", unspecified
  '10.0.0.0/8',
  '100.64.0.0/10', // CGNAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, cloud metadata
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, broadcast
];
const REFUSED_V6 = [
  '::/128',
  '::1/128',
  // Forms that carry an IPv4 address (embedded-ipv4.ts). Their IPv4 is checked first; these forms are
  // refused whatever they carry because nothing legitimate is reached through them (deprecated, host-internal,
  // or a local translator whose layout is unknown). NAT64 64:ff9b::/96 is not here: it is how IPv6-only
  // networks reach public IPv4 receivers, so it passes when the IPv4 it carries is public.
  '::/96', // IPv4-compatible, deprecated (RFC 4291)
  '::ffff:0:0:0/96', // IPv4-translated, internal to a SIIT translator (RFC 2765)
  '64:ff9b:1::/48', // local-use NAT64 (RFC 8215): leads into the operator's own IPv4 network
  '100::/64', // discard-only
  '2001::/23', // IETF protocol assignments, Teredo (2001::/32) included
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4, deprecated (RFC 7526)
  '3fff::/20', // documentation (RFC 9637)
  '5f00::/16', // SRv6 SIDs (RFC 9602)
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'fec0::/10', // site-local, deprecated
  'ff00::/8', // multicast
];

// Everything else is reserved by the IETF (RFC 4291, IANA IPv6 address space): the IPv6 twin of 240.0.0.0/4.
const GLOBAL_UNICAST_V6 = buildList([], ['2000::/3']);
const NAT64_V6 = buildList([], ['64:ff9b::/96']);

export class SsrfRefusal extends Error {
  /** `policy`: the address is forbidden; `unresolvable`: the name has no usable address right now. */
  constructor(
    reason: string,
    readonly kind: 'policy' | 'unresolvable' = 'policy',
  ) {
    super(reason);
    this.name = 'SsrfRefusal';
  }
}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Decides which addresses a delivery may connect to; the address checked is the address dialled. */
export class SsrfGuard {
  private readonly refused = buildList(REFUSED_V4, REFUSED_V6);
  private readonly allowed: BlockList;

  constructor(
    allowedCidrs: string[],
    private readonly resolver: Resolver = systemResolver,
  ) {
    this.allowed = buildList(
      allowedCidrs.filter((cidr) => isIP(cidr.split('/')[0]) === 4),
      allowedCidrs.filter((cidr) => isIP(cidr.split('/')[0]) === 6),
    );
  }

  /**
   * Why `address` may not be reached, or null when it may. An IPv4-mapped address is its IPv4 address, so
   * an allow-listed 127.0.0.0/8 also opens `::ffff:127.0.0.1`. Any other IPv4-carrying form (NAT64, 6to4,
   * Teredo…) leads through a translator or tunnel to another host: only an IPv6 CIDR in the allow-list
   * opens it, and a private IPv4 it carries is refused even when the IPv4 allow-list lists that IPv4.
   */
  refusalOf(address: string): string | null {
    const normalised = normaliseAddress(address);
    if (!normalised) {
      return `"${address}" is not an IP address`;
    }
    if (normalised.family === 4) {
      return this.refusalOfIpv4(normalised.address);
    }
    const unzoned = withoutZone(normalised.address);
    if (this.allowed.check(unzoned, 'ipv6')) {
      return null;
    }
    for (const { embedding, ipv4 } of embeddedIpv4(unzoned)) {
      const refused = [...new Set(ipv4.filter((carried) => this.refused.check(carried, 'ipv4')))];
      if (refused.length > 0) {
        return `address ${normalised.address} is ${embedding.name} and carries ${refused.join(' or ')}, which is private, loopback, link-local or reserved`;
      }
    }
    if (this.refused.check(unzoned, 'ipv6')) {
      return `address ${normalised.address} is private, loopback, link-local or reserved`;
    }
    if (!GLOBAL_UNICAST_V6.check(unzoned, 'ipv6') && !NAT64_V6.check(unzoned, 'ipv6')) {
      return `address ${normalised.address} is reserved (outside IPv6 global unicast 2000::/3)`;
    }
    return null;
  }

  private refusalOfIpv4(address: string): string | null {
    if (this.allowed.check(address, 'ipv4') || !this.refused.check(address, 'ipv4')) {
      return null;
    }
    return `address ${address} is private, loopback, link-local or reserved`;
  }

  /** Resolves `hostname` (a URL hostname, IPv6 in brackets) and returns the one address to dial. */
  async resolve(hostname: string): Promise<ResolvedTarget> {
    const literal = normaliseAddress(stripBrackets(hostname));
    const candidates = literal ? [literal] : await this.lookupAll(hostname);
    if (candidates.length === 0) {
      throw new SsrfRefusal(`host ${hostname} has no address`, 'unresolvable');
    }
    // Every address must pass: a name that also resolves to a private address is refused outright.
    for (const candidate of candidates) {
      const refusal = this.refusalOf(candidate.address);
      if (refusal) {
        throw new SsrfRefusal(refusal);
      }
    }
    return candidates[0];
  }

  private async lookupAll(hostname: string): Promise<ResolvedTarget[]> {
    let answers: Array<{ address: string; family: number }>;
    try {
      answers = await this.resolver(hostname);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new SsrfRefusal(`host ${hostname} does not resolve (${code})`, 'unresolvable');
    }
    return answers.map((answer) => normaliseAddress(answer.address)).filter((x): x is ResolvedTarget => x !== null);
  }
}

/** Canonical form: IPv4-mapped IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`, written out in full) becomes its IPv4. */
export function normaliseAddress(address: string): ResolvedTarget | null {
  const family = isIP(address);
  if (family === 4) {
    return { address, family: 4 };
  }
  if (family !== 6) {
    return null;
  }
  const bytes = ipv6Bytes(withoutZone(address));
  if (isIpv4Mapped(bytes)) {
    return { address: Array.from(bytes.subarray(12)).join('.'), family: 4 };
  }
  return { address: address.toLowerCase(), family: 6 };
}

/** A zone (`fe80::1%eth0`) names an interface, not an address: ranges are checked without it. */
function withoutZone(address: string): string {
  const percent = address.indexOf('%');
  return percent === -1 ? address : address.slice(0, percent);
}

function stripBrackets(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function buildList(v4: string[], v6: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of v4) {
    const [address, prefix] = cidr.split('/');
    list.addSubnet(address, Number(prefix), 'ipv4');
  }
  for (const cidr of v6) {
    const [address, prefix] = cidr.split('/');
    list.addSubnet(address, Number(prefix), 'ipv6');
  }
  return list;
}
