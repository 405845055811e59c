import { canonicalJson } from '../../program-events/event-hash';

export interface SignedCheckpointFields {
  issued_at: string;
  kid: string;
  root_hash: string;
  tree_size: number;
}

/** The bytes a checkpoint's signature covers: UTF-8 of JCS({issued_at, kid, root_hash, tree_size}). */
export function checkpointMessage(fields: SignedCheckpointFields): Buffer {
  return Buffer.from(
    canonicalJson({
      issued_at: fields.issued_at,
      kid: fields.kid,
      root_hash: fields.root_hash,
      tree_size: fields.tree_size,
    }),
    'utf8',
  );
}
