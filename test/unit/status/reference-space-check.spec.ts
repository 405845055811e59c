import { ReferenceSpace } from '../../../src/registrations/reference';
import { referenceSpaceCheck } from '../../../src/status/reference-space-check';

const program = new ReferenceSpace('PRG', 6);
const instruction = new ReferenceSpace('INS', 6);
const exact = (taken: number, positions: number) => ({ taken, positions, exact: true });

describe('referenceSpaceCheck', () => {
  it('should pass up to a quarter of the space taken, saying how much and naming REFERENCE_DIGITS', () => {
    const check = referenceSpaceCheck(
      [
        { space: program, usage: exact(250_000, 1_000_000) },
        { space: instruction, usage: exact(1_234, 1_000_000) },
      ],
      6,
    );
    expect(check).toEqual({
      name: 'reference_space',
      ok: true,
      detail:
        'New references have 6 digits (REFERENCE_DIGITS=6); share of that space taken: PRG- 25.0 %, INS- 0.1 %; reported above 25 %.',
    });
  });

  it('should fail past a quarter, telling to raise REFERENCE_DIGITS and that issued references keep working', () => {
    const check = referenceSpaceCheck(
      [
        { space: program, usage: { taken: 16_400, positions: 65_536, exact: false } },
        { space: instruction, usage: exact(10, 1_000_000) },
      ],
      6,
    );
    expect(check.ok).toBe(false);
    expect(check.detail).toBe(
      'More than 25 % of the 6-digit PRG- references are taken (PRG- about 25.0 % (65,536 references counted), INS- 0.0 %): ' +
        'raise REFERENCE_DIGITS (now 6, at most 12) so that new references are drawn from a space ten times larger per digit; issued references keep working.',
    );
  });

  it('should name every crowded prefix', () => {
    const check = referenceSpaceCheck(
      [
        { space: program, usage: exact(300, 1000) },
        { space: instruction, usage: exact(900, 1000) },
      ],
      6,
    );
    expect(check.ok).toBe(false);
    expect(check.detail).toMatch(
      /^More than 25 % of the 6-digit PRG- and INS- references are taken \(PRG- 30\.0 %, INS- 90\.0 %\)/,
    );
  });

  it('should say when the space cannot grow further', () => {
    const twelve = new ReferenceSpace('PRG', 12);
    const check = referenceSpaceCheck([{ space: twelve, usage: exact(3, 10) }], 12);
    expect(check.ok).toBe(false);
    expect(check.detail).toContain('REFERENCE_DIGITS is already 12, the most there is.');
  });

  it('should fail, saying so, when the database could not be asked', () => {
    expect(referenceSpaceCheck(null, 6)).toEqual({
      name: 'reference_space',
      ok: false,
      detail: 'How full the reference spaces are could not be checked: the database did not answer.',
    });
  });
});
