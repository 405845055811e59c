import { FieldFailure } from './field-rules';

/**
 * The side channel between `@Field`'s class-validator constraint and the validation pipe.
 *
 * Why a side channel: class-validator only carries strings out of a failed constraint (`defaultMessage`), and a
 * pydantic error is structured (type, msg, input, ctx, a location inside the value). Rather than serialising it into
 * the message and parsing it back, the constraint records the `FieldFailure` it computed here, keyed by the instance
 * under validation: the pipe creates one instance per validation run, so the instance is the run's key, and a
 * WeakMap lets an abandoned run's record go with its instance. Nothing is allocated for a run that passes.
 */
const failuresByRun = new WeakMap<object, Map<string, FieldFailure>>();

export function recordFieldFailure(run: object, property: string, failure: FieldFailure): void {
  let failures = failuresByRun.get(run);
  if (!failures) {
    failures = new Map();
    failuresByRun.set(run, failures);
  }
  failures.set(property, failure);
}

/** The failures `@Field` recorded for this run (and forgets them), or undefined when none failed. */
export function takeFieldFailures(run: object): ReadonlyMap<string, FieldFailure> | undefined {
  const failures = failuresByRun.get(run);
  failuresByRun.delete(run);
  return failures;
}
