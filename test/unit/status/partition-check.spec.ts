import { partitionCheck } from '../../../src/status/partition-check';

const NOW = new Date('2026-11-27T12:00:00Z');
const coverage = (events: string, attempts: string) =>
  new Map([
    ['program_events', new Date(events)],
    ['webhook_attempts', new Date(attempts)],
  ] as const);

describe(partitionCheck.name, () => {
  it('should pass while every table reaches at least 14 days ahead, saying how far', () => {
    expect(partitionCheck(coverage('2027-03-01T00:00:00Z', '2026-12-11T12:00:00Z'), 3, NOW)).toEqual({
      name: 'event_partitions',
      ok: true,
      detail:
        'Partitions (a year each) reach program_events until 2027-03-01, webhook_attempts until 2026-12-11; they ' +
        'are attached hourly to reach 3 month(s) ahead (PARTITION_MONTHS_AHEAD=3).',
    });
  });

  it('should fail, naming the short table and what to do, when one reaches less than 14 days ahead', () => {
    const check = partitionCheck(coverage('2026-12-11T11:59:59Z', '2027-03-01T00:00:00Z'), 3, NOW);
    expect(check.ok).toBe(false);
    expect(check.detail).toMatch(/^The partitions of program_events end within 14 days \(/);
    expect(check.detail).toContain("SELECT pws_extend_partitions('<table>', 3)");
  });

  it('should fail when the database did not answer', () => {
    expect(partitionCheck(null, 3, NOW)).toEqual({
      name: 'event_partitions',
      ok: false,
      detail: 'How far the event partitions reach could not be read: the database did not answer.',
    });
  });
});
