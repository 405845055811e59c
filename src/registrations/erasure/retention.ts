/** The day a program's retention ends: `years` calendar years (UTC) after its last activity. */
export function retentionEnd(lastActivity: Date, years: number): Date {
  const end = new Date(lastActivity.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
}

/** The ISO date (YYYY-MM-DD) of `at`, in UTC. */
export function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}
