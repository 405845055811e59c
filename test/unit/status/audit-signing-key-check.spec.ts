import { auditSigningKeyCheck } from '../../../src/status/readiness-checks';

describe(auditSigningKeyCheck.name, () => {
  it('should pass naming the key while this process can sign', () => {
    expect(auditSigningKeyCheck({ canSign: true, kid: '0123456789abcdef' })).toEqual({
      name: 'audit_signing_key',
      ok: true,
      detail: 'The audit signing key 0123456789abcdef of this process is current: it signs checkpoints and bundles.',
    });
  });

  it('should fail naming the held and the current key once the held key was retired', () => {
    expect(
      auditSigningKeyCheck({ canSign: false, heldKid: 'aaaaaaaaaaaaaaaa', currentKid: 'bbbbbbbbbbbbbbbb' }),
    ).toEqual({
      name: 'audit_signing_key',
      ok: false,
      detail:
        'The audit signing key aaaaaaaaaaaaaaaa of this process was retired (the current key is bbbbbbbbbbbbbbbb): checkpoints and audit exports are refused until it restarts with the current key.',
    });
    expect(auditSigningKeyCheck({ canSign: false, heldKid: 'aaaaaaaaaaaaaaaa', currentKid: null }).detail).toContain(
      '(none is current)',
    );
  });

  it('should fail when the database did not answer', () => {
    expect(auditSigningKeyCheck(null)).toMatchObject({ name: 'audit_signing_key', ok: false });
  });
});
