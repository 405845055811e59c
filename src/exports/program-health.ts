import { IDENTITY_VERIFICATION_ITEM } from '../catalogs/program-templates.catalog';
import { ApplicationStatus } from '../registrations/registration.enums';
import { HealthGrade, ProgramHealthComponent, ProgramHealthReport } from './dto/program-health.dto';
import { ProgramFrame } from './program-snapshot';
import { Reconciliation } from './reconciliation';

/** The console reads the report under this name. */
export type ProgramHealth = ProgramHealthReport;

/** How far review has come; declined programs score nothing. Documented in docs/program-health.md. */
export const STATUS_PROGRESS: Record<ApplicationStatus, number> = {
  pending: 20,
  kyc_pending: 40,
  rpaa_review: 60,
  reviewing: 70,
  approved: 100,
  declined: 0,
};

export const HEALTH_WEIGHTS = {
  required_checklist: 30,
  documents: 15,
  identity_verification: 15,
  status_progress: 15,
  handoff_health: 10,
  reconciliation: 15,
} as const;

const BREAK_PENALTY = 25;

export function gradeOf(score: number): HealthGrade {
  if (score >= 90) {
    return 'A';
  }
  if (score >= 75) {
    return 'B';
  }
  if (score >= 60) {
    return 'C';
  }
  return score >= 40 ? 'D' : 'F';
}

/**
 * The readiness index of docs/program-health.md: six components scored 0–100 (integers, rounded down),
 * health_score = round(Σ weight × score / 100). Deterministic: the same records always give the same score.
 */
export function programHealth(snapshot: ProgramFrame, reconciliation: Reconciliation): ProgramHealthReport {
  const required = snapshot.checklist.filter((item) => item.required);
  const requiredDone = required.filter((item) => item.done).length;
  const identityDone = snapshot.checklist.some((item) => item.itemId === IDENTITY_VERIFICATION_ITEM && item.done);
  const handoffs = snapshot.instructions.length;
  const failed = snapshot.instructions.filter((instruction) => instruction.status === 'failed').length;
  const breaks = reconciliation.breaks.length;
  const chainBroken = reconciliation.breaks.some((entry) => entry.kind === 'hash_chain_broken');
  const status = snapshot.registration.status;

  const components: ProgramHealthComponent[] = [
    {
      name: 'required_checklist',
      weight: HEALTH_WEIGHTS.required_checklist,
      score: required.length === 0 ? 100 : Math.floor((requiredDone * 100) / required.length),
      detail: `${requiredDone} of ${required.length} required checklist items done`,
    },
    {
      name: 'documents',
      weight: HEALTH_WEIGHTS.documents,
      score: snapshot.documents.length > 0 ? 100 : 0,
      detail: `${snapshot.documents.length} supporting document(s) uploaded`,
    },
    {
      name: 'identity_verification',
      weight: HEALTH_WEIGHTS.identity_verification,
      score: identityDone ? 100 : 0,
      detail: identityDone ? 'Identity verification completed' : 'Identity verification not completed',
    },
    {
      name: 'status_progress',
      weight: HEALTH_WEIGHTS.status_progress,
      score: STATUS_PROGRESS[status],
      detail: `Review status is ${status}`,
    },
    {
      name: 'handoff_health',
      weight: HEALTH_WEIGHTS.handoff_health,
      score: handoffs === 0 ? 100 : Math.floor(((handoffs - failed) * 100) / handoffs),
      detail: `${failed} of ${handoffs} handoff record(s) failed`,
    },
    {
      name: 'reconciliation',
      weight: HEALTH_WEIGHTS.reconciliation,
      score: chainBroken ? 0 : Math.max(0, 100 - BREAK_PENALTY * breaks),
      detail:
        breaks === 0
          ? 'Records and event ledger aligned'
          : `${breaks} reconciliation break(s)${chainBroken ? ', hash chain broken' : ''}`,
    },
  ];
  const healthScore = Math.round(components.reduce((sum, part) => sum + part.weight * part.score, 0) / 100);
  const grade = gradeOf(healthScore);
  const weakest = components.filter((part) => part.score < 100).map((part) => part.detail.toLowerCase());
  return {
    reference: snapshot.registration.reference,
    health_score: healthScore,
    grade,
    summary:
      `Readiness ${healthScore}/100 (grade ${grade}). ` +
      (weakest.length === 0 ? 'Every component is complete.' : `Open: ${weakest.join('; ')}.`) +
      ' A readiness index, not a credit score.',
    components,
  };
}
