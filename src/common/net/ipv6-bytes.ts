// One IPv6 parser for the SSRF guard and the rate limits' client keys.

/** True for `::ffff:a.b.c.d` in any spelling: the same host as `a.b.c.d`, not a translation of it. */
export function isIpv4Mapped(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
}

/** The 16 bytes of a valid IPv6 address (as accepted by `net.isIP`, zone removed), a trailing dotted quad included. */
export function ipv6Bytes(address: string): Uint8Array {
  const gap = address.indexOf('::');
  const head = groupsOf(gap === -1 ? address : address.slice(0, gap));
  const tail = gap === -1 ? [] : groupsOf(address.slice(gap + 2));
  const groups = gap === -1 ? head : [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

function groupsOf(part: string): number[] {
  if (part === '') {
    return [];
  }
  return part.split(':').flatMap((group) => {
    if (!group.includes('.')) {
      return [parseInt(group, 16)];
    }
    const [a, b, c, d] = group.split('.').map(Number);
    return [(a << 8) | b, (c << 8) | d];
  });
}
