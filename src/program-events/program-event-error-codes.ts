/** Codes the event record answers. */
export const ProgramEventErrorCode = {
  /** A stored event no longer matches its hash: nothing that depends on the record being intact may proceed. */
  ChainBroken: 'chain_broken',
} as const;
export type ProgramEventErrorCode = (typeof ProgramEventErrorCode)[keyof typeof ProgramEventErrorCode];
