import { LocPart, pydanticError, PydanticError, RequestValidationError } from '../common/validation/pydantic-error';
import { firstTooDeep, MAX_PAYLOAD_BYTES, MAX_PAYLOAD_DEPTH, serialisedSize } from './payload-limits';
import { findPaymentCredentials } from './payment-boundary';

const PAYLOAD_LOC: LocPart[] = ['body', 'payload'];
/** Offending values are never echoed back: they may be the very credentials being refused. */
const REDACTED = '[redacted]';

/**
 * Applies the handoff payload rules in an order that keeps the checks cheap and safe: depth first
 * (bounded recursion), then size, then the payment boundary. Throws the 422 body of decisions §2.
 */
export function assertAcceptablePayload(payload: Record<string, unknown>): void {
  const deep = firstTooDeep(payload);
  if (deep) {
    throw new RequestValidationError([
      pydanticError(
        {
          type: 'payload_too_deep',
          msg: `Payload should be nested at most ${MAX_PAYLOAD_DEPTH} levels deep`,
          input: REDACTED,
          ctx: { max_depth: MAX_PAYLOAD_DEPTH },
        },
        [...PAYLOAD_LOC, ...deep],
      ),
    ]);
  }
  const size = serialisedSize(payload);
  if (size > MAX_PAYLOAD_BYTES) {
    throw new RequestValidationError([
      pydanticError(
        {
          type: 'payload_too_large',
          msg: `Payload should be at most ${MAX_PAYLOAD_BYTES} bytes as JSON, got ${size}`,
          input: REDACTED,
          ctx: { max_bytes: MAX_PAYLOAD_BYTES, size },
        },
        PAYLOAD_LOC,
      ),
    ]);
  }
  const findings = findPaymentCredentials(payload);
  if (findings.length > 0) {
    throw new RequestValidationError(
      findings.map((finding): PydanticError => {
        const msg =
          finding.reason === 'card_number'
            ? 'Payment credentials are not accepted: the value looks like a card number (13–19 digits passing the Luhn check)'
            : `Payment credentials are not accepted: "${String(finding.path[finding.path.length - 1])}" names a payment credential (${finding.matched})`;
        return pydanticError(
          { type: 'payment_credentials_forbidden', msg, input: REDACTED, ctx: { reason: finding.reason } },
          [...PAYLOAD_LOC, ...finding.path],
        );
      }),
    );
  }
}
