import { ProgramTemplate } from '../catalogs/program-templates.catalog';
import { ProgramSnapshot } from './program-snapshot';
import { ReconciliationReport } from './dto/reconciliation.dto';
import { reconcile } from './reconciliation';

export { ReconciliationReport } from './dto/reconciliation.dto';

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
