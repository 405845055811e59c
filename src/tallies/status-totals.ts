/**
 * Counts per status as the stats answer them: every known status appears, zero when absent, so dashboards need no
 * special cases; a status the code no longer knows counts in the total only.
 */
export function statusTotals<S extends string>(
  counts: ReadonlyMap<string, number> | undefined,
  statuses: readonly S[],
): { total: number; by_status: Record<S, number> } {
  const byStatus = Object.fromEntries(statuses.map((status) => [status, counts?.get(status) ?? 0])) as Record<
    S,
    number
  >;
  let total = 0;
  for (const count of counts?.values() ?? []) {
    total += count;
  }
  return { total, by_status: byStatus };
}
