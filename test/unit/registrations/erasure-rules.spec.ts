import { ConflictError } from '../../../src/common/errors/domain-errors';
import { assertNotErased } from '../../../src/registrations/erasure/erased-program';
import { erasedFieldsOf, ERASED_MARK, PERSONAL_FIELDS } from '../../../src/registrations/erasure/personal-fields';
import { isoDate, retentionEnd } from '../../../src/registrations/erasure/retention';
import { Registration } from '../../../src/registrations/registration.entity';

function registration(overrides: Partial<Registration> = {}): Registration {
  return Object.assign(new Registration(), {
    fullName: 'Jane Doe',
    email: 'jane@example.com',
    phone: null,
    company: 'Maple Remit',
    legalEntityName: null,
    businessNumber: null,
    incidentContactEmail: null,
    notes: null,
    statusNote: 'called her',
    messagingUserId: 42,
    messagingUsername: null,
    ...overrides,
  });
}

describe(retentionEnd.name, () => {
  it('should end the given number of calendar years after the last activity, in UTC', () => {
    expect(retentionEnd(new Date('2026-03-15T10:20:30.000Z'), 5).toISOString()).toBe('2031-03-15T10:20:30.000Z');
  });

  it('should end at the last activity itself when the retention is zero years', () => {
    const last = new Date('2026-03-15T10:20:30.000Z');
    expect(retentionEnd(last, 0).getTime()).toBe(last.getTime());
  });

  it('should roll a 29 February to 1 March in a year without one', () => {
    expect(isoDate(retentionEnd(new Date('2028-02-29T12:00:00.000Z'), 1))).toBe('2029-03-01');
  });
});

describe(erasedFieldsOf.name, () => {
  it('should name only the personal fields that held a value, in declared order', () => {
    expect(erasedFieldsOf(registration()).names).toEqual([
      'full_name',
      'email',
      'company',
      'status_note',
      'messaging_user_id',
    ]);
  });

  it('should leave the mark in the NOT NULL texts and null in every other personal field', () => {
    const { changes } = erasedFieldsOf(registration());
    expect(changes).toEqual({
      fullName: ERASED_MARK,
      email: ERASED_MARK,
      phone: null,
      company: null,
      legalEntityName: null,
      businessNumber: null,
      incidentContactEmail: null,
      notes: null,
      statusNote: null,
      messagingUserId: null,
      messagingUsername: null,
    });
    expect(Object.keys(changes)).toHaveLength(PERSONAL_FIELDS.length);
  });
});

describe(assertNotErased.name, () => {
  it('should let a write through while the program has not been erased', () => {
    expect(() => assertNotErased({ reference: 'PRG-123456', erasedAt: null }, 'a document upload')).not.toThrow();
  });

  it('should refuse with 409 program_erased, naming the program and the erasure date, once it was erased', () => {
    let refusal: unknown;
    try {
      assertNotErased({ reference: 'PRG-123456', erasedAt: new Date('2031-01-02T03:04:05.000Z') }, 'a document upload');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal).toMatchObject({ code: 'program_erased' });
    expect((refusal as Error).message).toContain('PRG-123456');
    expect((refusal as Error).message).toContain('2031-01-02');
  });
});
