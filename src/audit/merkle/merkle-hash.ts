import { createHash } from 'node:crypto';
import { canonicalJson } from '../../program-events/event-hash';

/** One program's chain head as logged: the leaf input is the JCS form of exactly these three members. */
export interface LoggedHead {
  reference: string;
  seq: number;
  head_hash: string;
}

const LEAF_PREFIX = Buffer.from([0x00]);
const NODE_PREFIX = Buffer.from([0x01]);

/** RFC 6962 §2.1: MTH({}) = SHA-256 of the empty string. */
export const EMPTY_TREE_HASH = createHash('sha256').digest();

export function leafHash(leafInput: Buffer): Buffer {
  return createHash('sha256').update(LEAF_PREFIX).update(leafInput).digest();
}

export function nodeHash(left: Buffer, right: Buffer): Buffer {
  return createHash('sha256').update(NODE_PREFIX).update(left).update(right).digest();
}

export function headLeafInput(head: LoggedHead): Buffer {
  return Buffer.from(canonicalJson({ head_hash: head.head_hash, reference: head.reference, seq: head.seq }), 'utf8');
}

export function headLeafHash(head: LoggedHead): Buffer {
  return leafHash(headLeafInput(head));
}
