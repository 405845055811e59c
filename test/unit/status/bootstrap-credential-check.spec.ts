import { bootstrapCredentialCheck } from '../../../src/status/readiness-checks';

const USED_AT = new Date('2026-11-26T09:30:00.000Z');

describe(bootstrapCredentialCheck.name, () => {
  it('should add no check when the service is not in production', () => {
    expect(bootstrapCredentialCheck({ production: false, lastUse: USED_AT, activeOperators: 3 })).toBeUndefined();
  });

  it('should pass when ADMIN_TOKEN has not been used since the instance started', () => {
    expect(bootstrapCredentialCheck({ production: true, lastUse: null, activeOperators: null })).toEqual({
      name: 'bootstrap_credential',
      ok: true,
      detail: 'ADMIN_TOKEN has not been used on this instance since it started.',
    });
  });

  it('should pass when ADMIN_TOKEN was used while no operator account is active (bootstrap)', () => {
    expect(bootstrapCredentialCheck({ production: true, lastUse: USED_AT, activeOperators: 0 })).toEqual({
      name: 'bootstrap_credential',
      ok: true,
      detail: 'ADMIN_TOKEN was last used at 2026-11-26T09:30:00.000Z; no operator account is active yet (bootstrap).',
    });
  });

  it('should warn with the time and the count when ADMIN_TOKEN was used although operators exist', () => {
    expect(bootstrapCredentialCheck({ production: true, lastUse: USED_AT, activeOperators: 2 })).toEqual({
      name: 'bootstrap_credential',
      ok: false,
      detail:
        'ADMIN_TOKEN was used at 2026-11-26T09:30:00.000Z although 2 operator accounts exist: sign in with a ' +
        'personal token or single sign-on and keep ADMIN_TOKEN for break-glass.',
    });
    expect(bootstrapCredentialCheck({ production: true, lastUse: USED_AT, activeOperators: 1 })?.detail).toContain(
      'although 1 operator account exists:',
    );
  });

  it('should warn when the operator accounts could not be counted', () => {
    expect(bootstrapCredentialCheck({ production: true, lastUse: USED_AT, activeOperators: null })).toEqual({
      name: 'bootstrap_credential',
      ok: false,
      detail: 'ADMIN_TOKEN was used at 2026-11-26T09:30:00.000Z; whether operator accounts exist could not be checked.',
    });
  });
});
