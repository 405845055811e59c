/** The verb after any leading comments (LeanSql's PLANNED_FOR_ITS_VALUES marker is one). */
const VERB = /^\s*(?:\/\*[^*]*\*\/\s*)*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;
const FIRST_TABLE = /\b(?:FROM|INTO|UPDATE)\s+"(\w+)"/i;

/**
 * A bounded, readable name for one of the service's own statements (never client text): its verb and first table,
 * e.g. `select program_events`. The set is as small as the hot paths' statements.
 */
export function statementLabel(sql: string): string {
  const verb = VERB.exec(sql)?.[1]?.toLowerCase() ?? 'other';
  const table = FIRST_TABLE.exec(sql)?.[1] ?? 'unknown';
  return `${verb} ${table}`;
}
