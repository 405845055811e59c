/** What the tallies count; the triggers of migration AddTallies write these names. */
export const TALLY_MEASURES = ['registrations', 'instructions', 'events'] as const;
export type TallyMeasure = (typeof TALLY_MEASURES)[number];
