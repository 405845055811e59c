import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as 64 lowercase hex: without it a short note could be found from its commitment by guessing. */
export function newNoteSalt(): string {
  return randomBytes(32).toString('hex');
}

/** hex SHA-256(utf8(salt + text)), the commitment an event holds in place of the note's text. */
export function noteCommitment(salt: string, text: string): string {
  return createHash('sha256')
    .update(salt + text, 'utf8')
    .digest('hex');
}
