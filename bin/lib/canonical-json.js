'use strict';

/**
 * Canonical JSON as the service hashes and signs it: RFC 8785 (JCS) for values read with JSON.parse.
 * Object members sorted by their names' UTF-16 code units at every depth, no whitespace, strings and numbers
 * written as ECMAScript's JSON.stringify writes them (RFC 8785 §3.2.2 adopts exactly that serialisation).
 * Written here again, not imported from the service: an auditor's check must not share the service's mistakes.
 */
function canonicalJson(value) {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    return JSON.stringify(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new TypeError('canonical JSON has no form for a non-finite number');
    }
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    return '[' + value.map(canonicalJson).join(',') + ']';
  }
  if (typeof value === 'object') {
    const names = Object.keys(value).filter((name) => value[name] !== undefined);
    names.sort(compareCodeUnits);
    return '{' + names.map((name) => JSON.stringify(name) + ':' + canonicalJson(value[name])).join(',') + '}';
  }
  throw new TypeError(`canonical JSON has no form for a ${typeof value}`);
}

/** Compares two strings by UTF-16 code units, as RFC 8785 §3.2.3 sorts member names. */
function compareCodeUnits(left, right) {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const difference = left.charCodeAt(index) - right.charCodeAt(index);
    if (difference !== 0) {
      return difference;
    }
  }
  return left.length - right.length;
}

/** The bytes a hash or signature covers: the UTF-8 encoding of the canonical JSON. */
function canonicalBytes(value) {
  return Buffer.from(canonicalJson(value), 'utf8');
}

module.exports = { canonicalJson, canonicalBytes, compareCodeUnits };
