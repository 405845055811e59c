import { AuditSigner } from '../audit/signing/audit-key-material';
import { AuditCheckpointOut } from '../audit/checkpoints/dto/audit-checkpoint.dto';
import { canonicalJson } from '../program-events/event-hash';
import { loggedHeadMismatches } from '../audit/checkpoints/logged-heads';
import { chainLinksOf } from './chain-integrity';
import { ChainIntegrity } from './dto/audit-bundle.dto';
import { AuditHeadSignature, AuditInclusionProof, SignedBundleHead } from './dto/audit-evidence.dto';
import { ProgramFrame, ProgramSnapshot } from './program-snapshot';

export interface AuditEvidence {
  checkpoint: AuditCheckpointOut | null;
  inclusion_proof: AuditInclusionProof | null;
  head_signature: AuditHeadSignature;
}

/**
 * Whether every head the checkpoints logged for the program is still reached by its record re-walked from genesis
 * (hashed form): false once the record was rewritten after a checkpoint, even with every hash recomputed.
 */
export function loggedHeadsValid(snapshot: ProgramSnapshot): boolean {
  return loggedHeadMismatches(chainLinksOf(snapshot), snapshot.loggedHeads).length === 0;
}

/**
 * What lets an auditor check the bundle without trusting us: the checkpoint, the head's proof in it, our signature
 * over the head (`headSeq`: the seq of the bundle's last event, 0 for none).
 */
export function auditEvidenceOf(
  frame: ProgramFrame,
  headSeq: number,
  integrity: Pick<ChainIntegrity, 'head_hash' | 'chain_valid'>,
  signer: AuditSigner,
): AuditEvidence {
  const reference = frame.registration.reference;
  const proof = frame.headProof;
  const signed: SignedBundleHead = {
    reference,
    head_seq: headSeq,
    head_hash: integrity.head_hash,
    chain_valid: integrity.chain_valid,
    generated_at: frame.loadedAt.toISOString(),
  };
  return {
    checkpoint: proof?.checkpoint ?? null,
    inclusion_proof: proof
      ? {
          leaf_index: proof.leafIndex,
          tree_size: proof.checkpoint.tree_size,
          head: { reference, seq: proof.seq, head_hash: proof.headHash },
          hashes: proof.hashes,
        }
      : null,
    head_signature: {
      kid: signer.kid,
      alg: 'Ed25519',
      signed,
      signature: signer.sign(Buffer.from(canonicalJson(signed), 'utf8')),
    },
  };
}
