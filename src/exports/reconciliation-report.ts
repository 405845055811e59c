import { ProgramTemplate } from '../catalogs/program-templates.catalog';
import { ProgramFrame, ProgramSnapshot } from './program-snapshot';
import { ReconciliationReport } from './dto/reconciliation.dto';
import { reconcile, Reconciliation } from './reconciliation';

export { ReconciliationReport } from './dto/reconciliation.dto';

export function reconciliationReport(
  snapshot: ProgramSnapshot,
  template: ProgramTemplate | undefined,
): ReconciliationReport {
  return reconciliationReportOf(snapshot, reconcile(snapshot, template));
}

/** The report of a reconciliation of the program (whole or walked in pages: see ReconciliationWalk). */
export function reconciliationReportOf(
  frame: Pick<ProgramFrame, 'registration' | 'loadedAt'>,
  { breaks, counts }: Reconciliation,
): ReconciliationReport {
  return {
    reference: frame.registration.reference,
    aligned: breaks.length === 0,
    break_count: breaks.length,
    breaks,
    checked_at: frame.loadedAt.toISOString(),
    counts,
  };
}
