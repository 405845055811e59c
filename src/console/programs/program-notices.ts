import type { ProgramPageData } from '../console-view-models';
import type { Flash } from '../views/console-renderer';
import type { ProgramSection } from './program-page';
import { rowIdOf } from './program-forms';

/** What a work form did, as its redirect names it (`?done=…`): the page after the redirect says so. */
export type ProgramOutcome =
  'item_done' | 'item_reopened' | 'document_uploaded' | 'handoff_created' | 'handoff_updated';

/** The redirect after a form's work (POST-redirect-GET): the program page, its notice, at the section worked on. */
export function outcomeHref(
  reference: string,
  outcome: ProgramOutcome,
  subject: { item?: string; document?: string; record?: number },
): string {
  const params = new URLSearchParams({ done: outcome });
  if (subject.item !== undefined) {
    params.set('item', subject.item);
  }
  if (subject.document !== undefined) {
    params.set('document', subject.document);
  }
  if (subject.record !== undefined) {
    params.set('record', String(subject.record));
  }
  return `/admin/programs/${encodeURIComponent(reference)}?${params.toString()}#${SECTION_ANCHORS[sectionOf(outcome)]}`;
}

const SECTION_ANCHORS: Record<ProgramSection, string> = {
  checklist: 'checklist-heading',
  documents: 'documents-heading',
  handoff: 'handoff-heading',
};

function sectionOf(outcome: ProgramOutcome): ProgramSection {
  if (outcome === 'item_done' || outcome === 'item_reopened') {
    return 'checklist';
  }
  return outcome === 'document_uploaded' ? 'documents' : 'handoff';
}

/**
 * The notice of a redirect's query, told from the page's own data: the query only names what was done and to which
 * item, document or record; nothing it carries is shown unless the program has such an item, document or record.
 */
export function noticeFromQuery(
  query: Record<string, unknown>,
  data: ProgramPageData,
): { section: ProgramSection; flash: Flash } | undefined {
  const outcome = query.done;
  const text = (name: string): string => {
    const value = query[name];
    return typeof value === 'string' ? value : '';
  };
  const success = (section: ProgramSection, message: string) => ({
    section,
    flash: { kind: 'success' as const, text: message },
  });
  switch (outcome) {
    case 'item_done':
    case 'item_reopened': {
      const item = data.checklist.items.find((candidate) => candidate.id === text('item'));
      if (!item) {
        return undefined;
      }
      return success('checklist', `“${item.label}” ${outcome === 'item_done' ? 'marked done' : 'reopened'}.`);
    }
    case 'document_uploaded': {
      const document = data.documents.find((candidate) => candidate.id === text('document'));
      if (!document) {
        return undefined;
      }
      return success(
        'documents',
        `Uploaded ${document.filename}: stored as ${document.contentType}, ${document.size} bytes, SHA-256 ${document.sha256}.`,
      );
    }
    case 'handoff_created':
    case 'handoff_updated': {
      const id = rowIdOf(text('record'));
      const record = data.instructions.find((candidate) => candidate.id === id);
      if (!record) {
        return undefined;
      }
      const external = record.externalId ? `, external id ${record.externalId}` : '';
      return success(
        'handoff',
        outcome === 'handoff_created'
          ? `Handoff record ${record.instructionRef} created (${record.status}).`
          : `Handoff record ${record.instructionRef} saved: ${record.status}${external}.`,
      );
    }
    default:
      return undefined;
  }
}
