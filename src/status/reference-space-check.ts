import { REFERENCE_DIGITS_MAX, ReferenceSpace } from '../registrations/reference';
import { SpaceUsage } from '../registrations/reference-columns.repository';
import { ReadinessCheck } from './dto/readiness.dto';

/** Past this share of its space taken, a reference space is reported: time to issue longer references. */
export const REFERENCE_SPACE_WARNING_SHARE = 0.25;

export interface ReferenceSpaceUsage {
  space: ReferenceSpace;
  usage: SpaceUsage;
}

/**
 * Whether the spaces new `PRG-` / `INS-` references are drawn from still have room (null: the database did not
 * answer). Drawing stays cheap however full a space is, so the check is an early warning: a quarter full is still
 * far from the 503 that only a full space answers, and the fuller the space the likelier a guessed reference
 * exists. Like every check, it fails (and `ready` turns false) until something is changed: here REFERENCE_DIGITS.
 */
export function referenceSpaceCheck(spaces: ReferenceSpaceUsage[] | null, digits: number): ReadinessCheck {
  const name = 'reference_space';
  if (spaces === null) {
    return {
      name,
      ok: false,
      detail: 'How full the reference spaces are could not be checked: the database did not answer.',
    };
  }
  const shares = spaces.map(({ space, usage }) => `${space.prefix}- ${describe(usage)}`).join(', ');
  const crowded = spaces.filter(({ usage }) => usage.taken / usage.positions > REFERENCE_SPACE_WARNING_SHARE);
  const limit = `${REFERENCE_SPACE_WARNING_SHARE * 100} %`;
  if (crowded.length === 0) {
    return {
      name,
      ok: true,
      detail: `New references have ${digits} digits (REFERENCE_DIGITS=${digits}); share of that space taken: ${shares}; reported above ${limit}.`,
    };
  }
  const advice =
    digits < REFERENCE_DIGITS_MAX
      ? `raise REFERENCE_DIGITS (now ${digits}, at most ${REFERENCE_DIGITS_MAX}) so that new references are drawn from a space ten times larger per digit; issued references keep working`
      : `REFERENCE_DIGITS is already ${REFERENCE_DIGITS_MAX}, the most there is`;
  const prefixes = crowded.map(({ space }) => `${space.prefix}-`).join(' and ');
  return {
    name,
    ok: false,
    detail: `More than ${limit} of the ${digits}-digit ${prefixes} references are taken (${shares}): ${advice}.`,
  };
}

function describe(usage: SpaceUsage): string {
  const percent = `${((usage.taken / usage.positions) * 100).toFixed(1)} %`;
  return usage.exact ? percent : `about ${percent} (${usage.positions.toLocaleString('en')} references counted)`;
}
