import { isIP } from 'node:net';

/** Every request whose address is not an IP (a misconfigured TRUST_PROXY hop) shares one bucket. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The key a client's budgets are counted under. An IPv6 client usually holds a whole /64 and can rotate through
 * it at will, so IPv6 addresses are counted by their /64; IPv4 (and IPv4-mapped IPv6) by the address. Anything
 * that is not an address maps to one shared key, so a forged value cannot open a fresh budget per request.
 */
export function clientKey(address: string | undefined): string {
  if (address === undefined) {
    return UNKNOWN_CLIENT;
  }
  const family = isIP(address);
  if (family === 4) {
    return address;
  }
  if (family !== 6) {
    return UNKNOWN_CLIENT;
  }
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : undefined;
  if (mapped !== undefined && isIP(mapped) === 4) {
    return mapped;
  }
  return `${ipv6Prefix64(address)}::/64`;
}

/** The first four hextets of a valid IPv6 address, expanded (`2001:db8::1` → `2001:db8:0:0`). */
function ipv6Prefix64(address: string): string {
  const withoutZone = address.split('%')[0];
  const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, undefined];
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail counts as two hextets; only the first four hextets matter here.
  const tailWidth = tailParts.reduce((width, part) => width + (part.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - headParts.length - tailWidth).fill('0');
  const hextets = [...headParts, ...zeros, ...tailParts];
  return hextets
    .slice(0, 4)
    .map((part) => (part.includes('.') ? '0' : part.replace(/^0+(?=.)/, '')))
    .join(':');
}
