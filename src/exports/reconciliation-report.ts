import { ProgramTemplate } from '../catalogs/program-templates.catalog';
import { ProgramSnapshot } from './program-snapshot';
import { reconcile, ReconciliationBreak, ReconciliationCounts } from './reconciliation';

export interface ReconciliationReport {
  reference: string;
  aligned: boolean;
  break_count: number;
  breaks: ReconciliationBreak[];
  checked_at: string;
  counts: ReconciliationCounts;
}

export function reconciliationReport(
  snapshot: ProgramSnapshot,
  template: ProgramTemplate | undefined,
): ReconciliationReport {
  const { breaks, counts } = reconcile(snapshot, template);
  return {
    reference: snapshot.registration.reference,
    aligned: breaks.length === 0,
    break_count: breaks.length,
    breaks,
    checked_at: snapshot.loadedAt.toISOString(),
    counts,
  };
}
