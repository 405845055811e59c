import { isIP } from 'node:net';
import { ipv6Bytes, isIpv4Mapped } from '../net/ipv6-bytes';

/** Every request whose address is not an IP (a misconfigured TRUST_PROXY hop) shares one bucket. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The key a client's budgets are counted under. An IPv6 client usually holds a whole /64 and can rotate through
 * it at will, so IPv6 addresses are counted by their /64; IPv4 (and IPv4-mapped IPv6) by the address. Anything
 * that is not an address maps to one shared key, so a forged value cannot open a fresh budget per request.
 */
export function clientKey(address: string | undefined): string {
  const family = address === undefined ? 0 : isIP(address);
  if (family === 4) {
    return address as string;
  }
  if (family !== 6) {
    return UNKNOWN_CLIENT;
  }
  const bytes = ipv6Bytes((address as string).split('%')[0]);
  if (isIpv4Mapped(bytes)) {
    return bytes.subarray(12).join('.');
  }
  const hextets = [0, 2, 4, 6].map((index) => ((bytes[index] << 8) | bytes[index + 1]).toString(16));
  return `${hextets.join(':')}::/64`;
}
