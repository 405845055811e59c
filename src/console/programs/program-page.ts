import type { OperatorRole } from '../../operators/accounts/operator-role';
import { roleIncludes } from '../../operators/accounts/operator-role';
import { DOCUMENT_TYPE_MAX } from '../../documents/dto/document.dto';
import type { DocumentRecord } from '../../documents/document-record';
import type { ProgramHealth } from '../../exports/program-health';
import type { ReconciliationReport } from '../../exports/reconciliation-report';
import { allowedNextInstructionStatuses } from '../../instructions/instruction-status';
import { actorLabel, csvHref, listHref } from '../console-pages';
import type { ChecklistChange, ProgramPageData, ProgramRecordView, TimelineView } from '../console-view-models';
import { Flash, Frame, renderPage } from '../views/console-renderer';
import {
  CHECKLIST_COMMENT_MAX,
  KeptForm,
  ChecklistField,
  HandoffCreateField,
  HandoffUpdateField,
  PAYLOAD_TEXT_MAX,
} from './program-forms';
import { VIEWABLE_TYPES } from './document-page';
import { isFiltered, timelineFilterOptions, timelineHref } from './timeline-view';

/** The role the page's work forms need: what the API's checklist, upload and handoff-record routes need. */
export const WORK_ROLE: OperatorRole = 'reviewer';

/** Panels computed by the exports module (its formulas, not a copy of them). */
export interface ProgramInsights {
  health?: ProgramHealth;
  reconciliation?: ReconciliationReport;
}

/** Which part of the page a notice belongs to: it is shown at the top of that section. */
export type ProgramSection = 'checklist' | 'documents' | 'handoff';

/** What a refused form shows again: the operator's input, and the errors beside the fields. */
export interface ProgramForms {
  checklist?: { itemId: string; kept: KeptForm<ChecklistField> };
  upload?: { documentType: string; error: string };
  handoffCreate?: KeptForm<HandoffCreateField>;
  handoffUpdate?: { recordId: number; kept: KeptForm<HandoffUpdateField> };
}

export interface ProgramPageOptions {
  csrfToken: string;
  partnerFilter: string;
  viewerRole: OperatorRole;
  timeline: TimelineView;
  maxUploadBytes: number;
  /** The layout's notice (the status form's). */
  flash?: Flash;
  /** A notice shown at the top of one section (a work form's outcome). */
  notice?: { section: ProgramSection; flash: Flash };
  forms?: ProgramForms;
  /** The chain's verdict and the checklist's last changes, read on the one walk of the record. */
  record: ProgramRecordView;
  insights?: ProgramInsights;
}

/** A program's console page: its facts, the work forms (reviewer and above), and one page of its timeline. */
export function programPage(
  frame: Omit<Frame, 'title' | 'flash'>,
  data: ProgramPageData,
  options: ProgramPageOptions,
): string {
  const r = data.registration;
  const ref = encodeURIComponent(r.reference);
  const mayWork = roleIncludes(options.viewerRole, WORK_ROLE);
  const forms = options.forms ?? {};
  const notice = (section: ProgramSection) => (options.notice?.section === section ? options.notice.flash : undefined);
  const view = options.timeline;
  return renderPage(
    'program',
    { ...frame, title: r.reference, flash: options.flash },
    {
      r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      erasedAt: r.erasedAt?.toISOString() ?? null,
      allowedNext: data.allowedNext,
      csrfToken: options.csrfToken,
      partnerFilter: options.partnerFilter,
      backHref: listHref({ partner: options.partnerFilter || undefined }),
      mayWork,
      viewerRole: options.viewerRole,
      workRole: WORK_ROLE,
      checklist: data.checklist,
      checklistNotice: notice('checklist'),
      checklistRows: data.checklist.items.map((item) => {
        const kept = forms.checklist?.itemId === item.id ? forms.checklist.kept : undefined;
        return {
          ...item,
          key: item.id.replace(/[^A-Za-z0-9_-]/g, '_'),
          change: changeOf(options.record.checklistChanges.get(item.id), item),
          formAction: `/admin/programs/${ref}/checklist/${encodeURIComponent(item.id)}`,
          nextDone: item.done ? 'false' : 'true',
          verb: item.done ? 'Reopen' : 'Mark done',
          comment: kept?.values.comment ?? '',
          error: kept?.errors.comment,
          csrfToken: options.csrfToken,
          mayWork,
        };
      }),
      commentMax: CHECKLIST_COMMENT_MAX,
      documentsNotice: notice('documents'),
      documents: data.documents.map((document: DocumentRecord) => ({
        ...document,
        uploadedAt: document.uploadedAt.toISOString(),
        erased: document.erasedAt !== null,
        href: `/api/documents/${ref}/${encodeURIComponent(document.id)}/content`,
        viewHref:
          document.erasedAt === null && VIEWABLE_TYPES.has(document.contentType)
            ? `/admin/programs/${ref}/documents/${encodeURIComponent(document.id)}`
            : undefined,
      })),
      upload: {
        action: `/admin/programs/${ref}/documents`,
        documentType: forms.upload?.documentType ?? '',
        error: forms.upload?.error,
        documentTypeMax: DOCUMENT_TYPE_MAX,
        limit: byteSize(options.maxUploadBytes),
      },
      handoffNotice: notice('handoff'),
      instructions: data.instructions.map((instruction) => {
        const kept = forms.handoffUpdate?.recordId === instruction.id ? forms.handoffUpdate.kept : undefined;
        const next = allowedNextInstructionStatuses(instruction.status);
        const chosen = kept?.values.status ?? instruction.status;
        return {
          ...instruction,
          createdAt: instruction.createdAt.toISOString(),
          updatedAt: instruction.updatedAt.toISOString(),
          formAction: `/admin/programs/${ref}/handoff-records/${instruction.id}`,
          final: next.length === 0,
          statusOptions: [
            { value: instruction.status, label: `stay ${instruction.status}`, selected: chosen === instruction.status },
            ...next.map((value) => ({ value, label: value, selected: chosen === value })),
          ],
          externalIdValue: kept?.values.external_id ?? '',
          statusError: kept?.errors.status,
          externalIdError: kept?.errors.external_id,
          csrfToken: options.csrfToken,
          mayWork,
        };
      }),
      handoffCreate: {
        action: `/admin/programs/${ref}/handoff-records`,
        values: forms.handoffCreate?.values ?? { provider: '', action: '', payload: '' },
        errors: forms.handoffCreate?.errors ?? {},
        payloadMax: PAYLOAD_TEXT_MAX,
      },
      pendingApproval: data.pendingApproval && approvalRowOf(data.pendingApproval),
      events: data.timeline.events.map((event) => ({
        seq: event.seq,
        createdAt: event.createdAt.toISOString(),
        eventType: event.eventType,
        source: event.source,
        actor: actorLabel(event.actor, event.source),
        payload: Object.keys(event.payload ?? {}).length > 0 ? JSON.stringify(event.payload) : '',
        hash: event.hash,
      })),
      chain: options.record.chain,
      eventCount: options.record.eventCount,
      timelineFilter: {
        action: `/admin/programs/${ref}#events-heading`,
        filtered: isFiltered(view),
        ...timelineFilterOptions(view),
        clearHref: timelineHref(r.reference, options.partnerFilter, {}),
      },
      newerHref: timelineHref(r.reference, options.partnerFilter, view, { after: data.timeline.newerThan }),
      olderHref: timelineHref(r.reference, options.partnerFilter, view, { before: data.timeline.olderThan }),
      health: options.insights?.health,
      reconciliation: options.insights?.reconciliation,
      links: {
        audit: `/api/admin/registrations/${ref}/audit.json`,
        compliance: `/api/register/${ref}/compliance-report.html`,
        checklist: `/api/checklist/${ref}/export.html`,
        csv: csvHref(r.partnerSlug ?? undefined),
        health: `/api/register/${ref}/program-health.json`,
        reconciliation: `/api/register/${ref}/reconciliation.json`,
        lineage: `/api/register/${ref}/entity-lineage.json`,
      },
    },
  );
}

/** Who last ticked or reopened the item and when, from its last event; a tick of intake has only its time. */
function changeOf(
  change: ChecklistChange | undefined,
  item: { done: boolean; done_at: string | null; done_by: string | null },
) {
  if (change) {
    return {
      what: change.done ? 'Ticked' : 'Reopened',
      by: actorLabel(change.actor, change.source),
      at: change.at.toISOString(),
      comment: change.comment,
    };
  }
  if (item.done && item.done_at) {
    return { what: 'Done', by: item.done_by ?? 'intake', at: item.done_at, comment: null };
  }
  return undefined;
}

function approvalRowOf(approval: NonNullable<ProgramPageData['pendingApproval']>) {
  return {
    from: approval.from,
    to: approval.action === 'erasure' ? 'personal data erased' : approval.to,
    requestedBy: actorLabel(approval.requested_by, 'admin'),
    requestedAt: approval.requested_at,
    note: approval.note ?? '',
  };
}

function byteSize(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return mib >= 1 && Number.isInteger(mib * 10) ? `${mib} MiB` : `${bytes} bytes`;
}
