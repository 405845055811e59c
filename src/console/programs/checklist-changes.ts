import type { ProgramEvent } from '../../program-events/program-event.entity';
import { NoteTexts, withNoteText } from '../../program-notes/note-payload';
import type { ChecklistChange } from '../console-view-models';

const CHECKLIST_UPDATED = 'checklist.item_updated';

/**
 * Each checklist item's last `checklist.item_updated`, gathered while the record is walked in chain order. The
 * comments are resolved once the walk is done, against the note texts it read ("[erased]" once erased).
 */
export class ChecklistChangesWalk {
  private readonly latest = new Map<string, ProgramEvent>();

  add(events: ProgramEvent[]): void {
    for (const event of events) {
      const itemId = event.eventType === CHECKLIST_UPDATED ? event.payload.item_id : undefined;
      if (typeof itemId === 'string') {
        this.latest.set(itemId, event);
      }
    }
  }

  changes(notes: NoteTexts): Map<string, ChecklistChange> {
    const changes = new Map<string, ChecklistChange>();
    for (const [itemId, event] of this.latest) {
      const comment = withNoteText(event, notes).comment;
      changes.set(itemId, {
        done: event.payload.done === true,
        at: event.createdAt,
        actor: event.actor,
        source: event.source,
        comment: typeof comment === 'string' ? comment : null,
      });
    }
    return changes;
  }
}
