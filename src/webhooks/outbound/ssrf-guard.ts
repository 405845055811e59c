import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

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
  '64:ff9b::/96', // NAT64 can reach private IPv4
  '100::/64',
  '2001::/23',
  '2001:db8::/32',
  '2002::/16', // 6to4 embeds any IPv4
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'fec0::/10',
  'ff00::/8', // multicast
];

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

  /** Why `address` may not be reached, or null when it may. */
  refusalOf(address: string): string | null {
    const normalised = normaliseAddress(address);
    if (!normalised) {
      return `"${address}" is not an IP address`;
    }
    const type = normalised.family === 4 ? 'ipv4' : 'ipv6';
    if (this.allowed.check(normalised.address, type)) {
      return null;
    }
    if (this.refused.check(normalised.address, type)) {
      return `address ${normalised.address} is private, loopback, link-local or reserved`;
    }
    return null;
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

/** Canonical form: IPv4-mapped IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`) becomes the IPv4 it carries. */
export function normaliseAddress(address: string): ResolvedTarget | null {
  const family = isIP(address);
  if (family === 4) {
    return { address, family: 4 };
  }
  if (family !== 6) {
    return null;
  }
  const tail = /^::ffff:(.+)$/i.exec(address)?.[1] ?? ipv4MappedTail(address);
  if (tail) {
    if (isIP(tail) === 4) {
      return { address: tail, family: 4 };
    }
    const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
    if (hex) {
      const high = parseInt(hex[1], 16);
      const low = parseInt(hex[2], 16);
      return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 4 };
    }
  }
  return { address: address.toLowerCase(), family: 6 };
}

/** The part after `ffff:` when the address is `0:0:0:0:0:ffff:…` written out in full. */
function ipv4MappedTail(address: string): string | undefined {
  const match = /^0{1,4}:0{1,4}:0{1,4}:0{1,4}:0{1,4}:ffff:(.+)$/i.exec(address);
  return match?.[1];
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
