import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ description: 'A program chain head as logged: the leaf input is UTF-8 JCS of these three members.' })
export class LoggedProgramHead {
  @ApiProperty()
  reference!: string;

  @ApiProperty({ type: 'integer' })
  seq!: number;

  @ApiProperty({ description: 'The hash of the event at `seq`, hex.' })
  head_hash!: string;
}

@ApiSchema({
  description:
    'RFC 6962 PATH(leaf_index, D[tree_size]) of the program’s most recently logged head in `checkpoint`; verify per ' +
    'RFC 9162 §2.1.3.2 with leaf hash SHA-256(0x00 || JCS(head)). Events after `head.seq` are covered by `head_signature` only.',
})
export class AuditInclusionProof {
  @ApiProperty({ type: 'integer' })
  leaf_index!: number;

  @ApiProperty({ type: 'integer' })
  tree_size!: number;

  @ApiProperty({ type: () => LoggedProgramHead })
  head!: LoggedProgramHead;

  @ApiProperty({ type: [String], description: 'The path hashes, hex, leaf to root.' })
  hashes!: string[];
}

@ApiSchema({
  description:
    'What the bundle’s head signature covers (UTF-8 JCS of this object: reference, head_seq, head_hash, chain_valid, generated_at).',
})
export class SignedBundleHead {
  @ApiProperty()
  reference!: string;

  @ApiProperty({ type: 'integer', description: 'The last event’s seq (0 when there is none).' })
  head_seq!: number;

  @ApiProperty({ description: 'Equal to `integrity.head_hash`.' })
  head_hash!: string;

  @ApiProperty({ description: 'Equal to `integrity.chain_valid`: the head is signed as broken when the chain is.' })
  chain_valid!: boolean;

  @ApiProperty({ type: 'string', format: 'date-time', description: 'Equal to the bundle’s `generated_at`.' })
  generated_at!: string;
}

@ApiSchema({ description: 'The bundle’s own head, signed by the current audit key when the bundle was generated.' })
export class AuditHeadSignature {
  @ApiProperty({ description: 'Key id in /.well-known/program-audit-keys.' })
  kid!: string;

  @ApiProperty({ enum: ['Ed25519'] })
  alg!: 'Ed25519';

  @ApiProperty({ type: () => SignedBundleHead })
  signed!: SignedBundleHead;

  @ApiProperty({ description: 'base64 (standard, padded) Ed25519 signature over UTF-8 JCS(`signed`).' })
  signature!: string;
}
