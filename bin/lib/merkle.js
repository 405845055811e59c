'use strict';

const { createHash } = require('node:crypto');
const { canonicalBytes } = require('./canonical-json');

const HASH_PATTERN = /^[0-9a-f]{64}$/;

function sha256(...parts) {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(part);
  }
  return hash.digest();
}

/** RFC 6962 §2.1: leaf hash = SHA-256(0x00 || leaf input). */
function leafHash(leafInput) {
  return sha256(Buffer.from([0x00]), leafInput);
}

/** RFC 6962 §2.1: interior node = SHA-256(0x01 || left || right). */
function nodeHash(left, right) {
  return sha256(Buffer.from([0x01]), left, right);
}

/** The leaf input for a program head: utf8(JCS({head_hash, reference, seq})). */
function headLeafInput(head) {
  return canonicalBytes({ head_hash: head.head_hash, reference: head.reference, seq: head.seq });
}

/**
 * RFC 9162 §2.1.3.2: the root an inclusion path leads to, or null when the path cannot belong to a tree of
 * `treeSize` leaves (index out of range, too many or too few hashes).
 */
function rootFromInclusionProof(leafIndex, treeSize, leaf, path) {
  if (!Number.isSafeInteger(leafIndex) || !Number.isSafeInteger(treeSize) || leafIndex < 0 || leafIndex >= treeSize) {
    return null;
  }
  let fn = leafIndex;
  let sn = treeSize - 1;
  let r = leaf;
  for (const p of path) {
    if (sn === 0) {
      return null;
    }
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 ? r : null;
}

function isHash(value) {
  return typeof value === 'string' && HASH_PATTERN.test(value);
}

module.exports = { sha256, leafHash, nodeHash, headLeafInput, rootFromInclusionProof, isHash };
