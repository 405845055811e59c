'use strict';

const { createHash, createPublicKey, verify } = require('node:crypto');
const { canonicalBytes } = require('./canonical-json');

const BASE64_PATTERN = /^[A-Za-z0-9+/]{86}==$/;

/** kid = first 16 lowercase hex characters of SHA-256(SPKI DER of the public key). */
function kidOf(publicKeyPem) {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(0, 16);
}

/** The keys of a `/.well-known/program-audit-keys` document (`{keys:[…]}`; a bare array is accepted too). */
function keysOf(document) {
  const keys = Array.isArray(document) ? document : document && document.keys;
  return Array.isArray(keys) ? keys : null;
}

/**
 * Checks one signature: signature = base64(Ed25519(utf8(JCS(signed)))), by the listed key `kid`, valid at `at`.
 * Returns null when it holds, else what failed.
 */
function signatureProblem(keys, kid, signed, signature, at) {
  const key = keys.find((candidate) => candidate && candidate.kid === kid);
  if (!key) {
    return `key ${kid} is not listed in the keys document`;
  }
  if (key.alg !== 'Ed25519') {
    return `key ${kid} has alg ${JSON.stringify(key.alg)}, not "Ed25519"`;
  }
  const when = Date.parse(at);
  if (Number.isNaN(when)) {
    return `time ${JSON.stringify(at)} is not a date`;
  }
  if (Number.isNaN(Date.parse(key.not_before)) || when < Date.parse(key.not_before)) {
    return `key ${kid} is not valid at ${at} (not_before ${key.not_before})`;
  }
  if (key.not_after !== undefined && key.not_after !== null && !(when <= Date.parse(key.not_after))) {
    return `key ${kid} is not valid at ${at} (not_after ${key.not_after})`;
  }
  if (typeof signature !== 'string' || !BASE64_PATTERN.test(signature)) {
    return 'signature is not 64 bytes of standard padded base64';
  }
  let valid;
  try {
    valid = verify(null, canonicalBytes(signed), key.public_key, Buffer.from(signature, 'base64'));
  } catch (error) {
    return `key ${kid} cannot be read as an Ed25519 public key (${error.message})`;
  }
  if (!valid) {
    return `signature does not verify with key ${kid}`;
  }
  if (kidOf(key.public_key) !== kid) {
    return `key listed as ${kid} has kid ${kidOf(key.public_key)} (kid = SHA-256 of its SPKI DER)`;
  }
  return null;
}

module.exports = { kidOf, keysOf, signatureProblem };
