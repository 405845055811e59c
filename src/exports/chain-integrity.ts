import { ChainVerdict, GENESIS_HASH, HASH_ALGORITHM, verifyChain } from '../program-events/event-hash';
import { ChainIntegrity } from './dto/audit-bundle.dto';
import { ProgramSnapshot } from './program-snapshot';

/** Re-walks the program's chain from genesis, recomputing every hash (never trusts the stored ones). */
export function verdictOf(snapshot: ProgramSnapshot): ChainVerdict {
  const reference = snapshot.registration.reference;
  return verifyChain(snapshot.events.map((event) => ({ ...event, reference })));
}

export function integrityOf(snapshot: ProgramSnapshot, verdict = verdictOf(snapshot)): ChainIntegrity {
  return {
    algorithm: HASH_ALGORITHM,
    head_hash: snapshot.events.length === 0 ? GENESIS_HASH : verdict.headHash,
    chain_valid: verdict.valid,
    event_count: snapshot.events.length,
    broken_at_seq: verdict.brokenAtSeq,
  };
}
