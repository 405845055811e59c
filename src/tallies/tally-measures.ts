/**
 * What the tallies count, by the triggers of migrations AddTallies and AddDashboardTallies; each per partner ('' for
 * none) and per "status" as below.
 * - registrations, instructions: rows per status; events: rows ('' status).
 * - intake_days: programs per UTC day of intake ('YYYY-MM-DD').
 * - checklist_done: programs per number of checklist items done ('0', '1', …).
 * - approvals: moves into `approved`; approval_seconds: the seconds from intake each of them took, summed ('' status).
 * - deliveries: webhook deliveries per status (partner always '').
 */
export const TALLY_MEASURES = [
  'registrations',
  'instructions',
  'events',
  'intake_days',
  'checklist_done',
  'approvals',
  'approval_seconds',
  'deliveries',
] as const;
export type TallyMeasure = (typeof TALLY_MEASURES)[number];
