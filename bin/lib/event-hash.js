'use strict';

const { createHash } = require('node:crypto');
const { canonicalJson } = require('./canonical-json');

const GENESIS_HASH = '0'.repeat(64);

/**
 * The object an event's hash covers, from an event as audit.json lists it (which has no `reference`: it is the
 * bundle's registration's). Version 1 is the original form; version 2 adds "hash_version": 2.
 */
function hashedEventObject(event, reference) {
  const version = event.hash_version === undefined || event.hash_version === null ? 1 : event.hash_version;
  const hashed = {
    reference,
    seq: event.seq,
    event_type: event.event_type,
    source: event.source,
    instruction_id: event.instruction_id,
    payload: event.payload,
    created_at: event.created_at,
  };
  if (event.actor !== null && event.actor !== undefined) {
    hashed.actor = event.actor;
  }
  if (version === 2) {
    hashed.hash_version = 2;
  } else if (version !== 1) {
    throw new RangeError(`unknown hash_version ${JSON.stringify(event.hash_version)}`);
  }
  return hashed;
}

/** hex SHA-256( ascii(prev_hash) || utf8(JCS(hashed object)) ) */
function eventHash(event, reference) {
  return createHash('sha256')
    .update(Buffer.from(String(event.prev_hash), 'ascii'))
    .update(canonicalJson(hashedEventObject(event, reference)), 'utf8')
    .digest('hex');
}

module.exports = { GENESIS_HASH, hashedEventObject, eventHash };
