import { ChainLink, ChainVerdict, GENESIS_HASH, HASH_ALGORITHM, verifyChain } from '../program-events/event-hash';
import { ServiceMetrics } from '../observability/metrics/service-metrics';
import { hashedLinksOf, NoteTexts, textsById } from '../program-notes/note-payload';
import { notesHold } from '../program-notes/note-validity';
import { ChainIntegrity } from './dto/audit-bundle.dto';
import { ProgramSnapshot } from './program-snapshot';

/**
 * Re-walks the program's chain from genesis, recomputing every hash (never trusts the stored ones) over each
 * event's hashed form; an event whose legacy note was erased is checked by its link only when a later erasure event
 * vouches for it (see hashedLinksOf). The notes are checked
 * apart (notes_valid): chain_valid speaks of the hash chain alone.
 */
export function verdictOf(snapshot: ProgramSnapshot): ChainVerdict {
  return verifyChain(chainLinksOf(snapshot));
}

/** The program's events as the chain check reads them (the whole record: see hashedLinksOf). */
export function chainLinksOf(snapshot: ProgramSnapshot): ChainLink[] {
  return hashedLinksOf(snapshot.events, snapshot.registration.reference, noteTextsOf(snapshot));
}

export function noteTextsOf(snapshot: ProgramSnapshot): NoteTexts {
  return textsById(snapshot.notes);
}

/** The record's own checks; the checkpoint evidence (logged_heads_valid) is added beside it (audit-evidence.ts). */
export function integrityOf(
  snapshot: ProgramSnapshot,
  verdict = verdictOf(snapshot),
): Omit<ChainIntegrity, 'logged_heads_valid'> {
  return {
    algorithm: HASH_ALGORITHM,
    head_hash: snapshot.events.length === 0 ? GENESIS_HASH : verdict.headHash,
    chain_valid: verdict.valid,
    notes_valid: notesHold(snapshot.events, snapshot.notes),
    event_count: snapshot.events.length,
    broken_at_seq: verdict.brokenAtSeq,
  };
}

/** Counts one verification of a program's chain, as its verdict was reported (pws_chain_verifications_total). */
export function countChainVerification(metrics: ServiceMetrics, valid: boolean): void {
  metrics.chainVerifications.inc({ result: valid ? 'valid' : 'broken' });
}
