/** Codes the audit checkpoint and signing routes answer. */
export const CheckpointErrorCode = {
  NoCheckpointYet: 'no_checkpoint_yet',
  SigningKeyRetired: 'signing_key_retired',
} as const;
export type CheckpointErrorCode = (typeof CheckpointErrorCode)[keyof typeof CheckpointErrorCode];
