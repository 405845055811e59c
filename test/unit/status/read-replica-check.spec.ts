import { readReplicaCheck } from '../../../src/status/readiness-checks';

describe('readReplicaCheck', () => {
  const facts = { reachable: true, standby: true, lagSeconds: 0.4, maxLagSeconds: 30 };

  it('should pass while the standby answers within the allowed lag, saying how far behind it is', () => {
    expect(readReplicaCheck(facts)).toEqual({
      name: 'read_replica',
      ok: true,
      detail:
        'The read replica answers, 0.4 s behind the primary (at most 30 s allowed): lists, stats and exports are read from it.',
    });
    expect(readReplicaCheck({ ...facts, lagSeconds: 30 }).ok).toBe(true);
  });

  it('should fail when it lags more than DATABASE_READ_MAX_LAG_S, naming the variable', () => {
    const check = readReplicaCheck({ ...facts, lagSeconds: 31.25 });
    expect(check.ok).toBe(false);
    expect(check.detail).toBe(
      'The read replica is 31.3 s behind the primary, more than DATABASE_READ_MAX_LAG_S=30: lists, stats and exports are read from the primary until it catches up.',
    );
  });

  it('should fail when it does not answer', () => {
    expect(readReplicaCheck({ ...facts, reachable: false, standby: null, lagSeconds: null })).toEqual({
      name: 'read_replica',
      ok: false,
      detail: 'DATABASE_READ_URL does not answer: lists, stats and exports are read from the primary until it does.',
    });
  });

  it('should pass a writable copy (not a standby) but say that its lag is unknown', () => {
    const check = readReplicaCheck({ ...facts, standby: false, lagSeconds: null });
    expect(check.ok).toBe(true);
    expect(check.detail).toMatch(/not a standby .*unknown/);
  });
});
