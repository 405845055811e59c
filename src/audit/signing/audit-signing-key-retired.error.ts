import { ServiceUnavailableError } from '../../common/errors/domain-errors';
import { CheckpointErrorCode } from '../checkpoints/checkpoint-error-codes';

/** This process holds a key another process retired, and cannot load the current one: it must not sign. */
export class AuditSigningKeyRetiredError extends ServiceUnavailableError {
  constructor(
    readonly heldKid: string,
    readonly currentKid: string | null,
  ) {
    super(
      'The audit signing key of this process was retired; restart it with the current key',
      CheckpointErrorCode.SigningKeyRetired,
    );
  }
}
