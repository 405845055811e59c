import { BlockList } from 'node:net';
import { ipv6Bytes } from '../../common/net/ipv6-bytes';

/**
 * IPv6 forms that carry an IPv4 address. Each one is unwrapped so the IPv4 it carries meets the IPv4
 * refusal rules: a translator or tunnel could otherwise carry a delivery to a private IPv4 address.
 */
export interface Ipv4Embedding {
  name: string;
  cidr: string;
  /** The IPv4 addresses the form can lead to (Teredo names two; local-use NAT64 has four possible layouts). */
  carried: (bytes: Uint8Array) => string[];
}

const ipv4At = (bytes: Uint8Array, ...indexes: number[]): string => indexes.map((index) => bytes[index]).join('.');

const lastFour = (bytes: Uint8Array): string[] => [ipv4At(bytes, 12, 13, 14, 15)];

/** RFC 6052 §2.2 layouts inside a /48 local-use prefix: /48, /56, /64 and /96 (byte 8 is always skipped). */
const rfc6052Layouts = (bytes: Uint8Array): string[] => [
  ipv4At(bytes, 6, 7, 9, 10),
  ipv4At(bytes, 7, 9, 10, 11),
  ipv4At(bytes, 9, 10, 11, 12),
  ipv4At(bytes, 12, 13, 14, 15),
];

export const IPV4_EMBEDDINGS: readonly Ipv4Embedding[] = [
  { name: 'IPv4-compatible (::/96)', cidr: '::/96', carried: lastFour },
  { name: 'IPv4-translated (::ffff:0:0:0/96)', cidr: '::ffff:0:0:0/96', carried: lastFour },
  { name: 'NAT64 (64:ff9b::/96)', cidr: '64:ff9b::/96', carried: lastFour },
  { name: 'local-use NAT64 (64:ff9b:1::/48)', cidr: '64:ff9b:1::/48', carried: rfc6052Layouts },
  { name: '6to4 (2002::/16)', cidr: '2002::/16', carried: (bytes) => [ipv4At(bytes, 2, 3, 4, 5)] },
  {
    name: 'Teredo (2001::/32)',
    cidr: '2001::/32',
    // Server in bits 32-63; the client's address is stored inverted in the last 32 bits (RFC 4380 §4).
    carried: (bytes) => [
      ipv4At(bytes, 4, 5, 6, 7),
      [12, 13, 14, 15].map((index) => (bytes[index] ^ 0xff).toString()).join('.'),
    ],
  },
];

const embeddingLists = IPV4_EMBEDDINGS.map((embedding) => {
  const list = new BlockList();
  const [address, prefix] = embedding.cidr.split('/');
  list.addSubnet(address, Number(prefix), 'ipv6');
  return { embedding, list };
});

/** The embeddings `address` (a valid IPv6 address without zone) belongs to, with the IPv4 addresses it carries. */
export function embeddedIpv4(address: string): Array<{ embedding: Ipv4Embedding; ipv4: string[] }> {
  const matching = embeddingLists.filter(({ list }) => list.check(address, 'ipv6'));
  if (matching.length === 0) {
    return [];
  }
  const bytes = ipv6Bytes(address);
  return matching.map(({ embedding }) => ({ embedding, ipv4: embedding.carried(bytes) }));
}
