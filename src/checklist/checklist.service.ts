import { Injectable } from '@nestjs/common';
import { Caller, originOf } from '../common/auth/caller';
import { NotFoundError } from '../common/errors/domain-errors';
import { ChecklistErrorCode } from './checklist-error-codes';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { ServiceMetrics } from '../observability/metrics/service-metrics';
import { EventOrigin } from '../program-events/event-origin';
import { ProgramEventsService, ProgramRef } from '../program-events/program-events.service';
import { ProgramTemplate, PrefillField } from '../catalogs/program-templates.catalog';
import { ProgramNotesService } from '../program-notes/program-notes.service';
import { assertNotErased } from '../registrations/erasure/erased-program';
import { ProgramCounters } from '../registrations/program-counters.service';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { ChecklistItem, NewChecklistItem } from './checklist-item.entity';
import { ChecklistView, toChecklistView } from './checklist.mapper';
import { ChecklistRepository } from './checklist.repository';

export type PrefillFacts = Record<PrefillField, unknown>;
export type { NewChecklistItem } from './checklist-item.entity';

@Injectable()
export class ChecklistService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly events: ProgramEventsService,
    private readonly checklist: ChecklistRepository,
    private readonly counters: ProgramCounters,
    private readonly notes: ProgramNotesService,
    private readonly metrics: ServiceMetrics,
  ) {}

  /** The checklist of a new program; items whose facts intake already holds start done. */
  openingItems(template: ProgramTemplate, facts: PrefillFacts, at: Date): NewChecklistItem[] {
    return template.items.map((item, position) => {
      const prefilled = item.prefilledWhen !== null && isPresent(facts[item.prefilledWhen]);
      return {
        itemId: item.id,
        label: item.label,
        category: item.category,
        required: item.required,
        done: prefilled,
        doneAt: prefilled ? at : null,
        doneBy: prefilled ? 'intake' : null,
        position,
      };
    });
  }

  async view(reference: string, caller: Caller): Promise<ChecklistView> {
    return this.db.read(async (unit) => {
      const program = await this.programs.find(unit, reference, caller);
      return toChecklistView(program, await this.items(unit, program.id));
    });
  }

  /** The caller's change to one item of the program's checklist; answers the checklist after it. */
  async update(reference: string, itemId: string, done: boolean, caller: Caller): Promise<ChecklistView> {
    return (await this.mark(reference, itemId, done, caller, null)).checklist;
  }

  /**
   * As `update`, with an optional comment (the console's checklist form) and whether the item changed. The comment
   * is free text an operator may later need erased: it is kept as a program note, the event holding only its
   * reference and salted commitment (never the text), and it is recorded only with a change. A program whose
   * personal data was erased takes no new comment (409 `program_erased`).
   */
  async mark(
    reference: string,
    itemId: string,
    done: boolean,
    caller: Caller,
    comment: string | null,
  ): Promise<{ changed: boolean; checklist: ChecklistView }> {
    return this.db.write(async (unit) => {
      const program = await this.programs.lock(unit, reference, caller);
      if (comment !== null) {
        assertNotErased(program, 'a checklist comment');
      }
      const changed = await this.setItem(unit, program, itemId, done, originOf(caller), undefined, comment);
      if (changed === undefined) {
        throw new NotFoundError(`Checklist item "${itemId}" not found`, ChecklistErrorCode.ChecklistItemNotFound);
      }
      return { changed, checklist: toChecklistView(program, await this.items(unit, program.id)) };
    });
  }

  /**
   * Sets one item inside the caller's transaction and records `checklist.item_updated` when the value
   * changes (with `comment` as a note the event refers to). Returns undefined when the program's checklist has no
   * such item.
   */
  async setItem(
    unit: UnitOfWork,
    program: ProgramRef,
    itemId: string,
    done: boolean,
    origin: EventOrigin,
    cause?: string,
    comment: string | null = null,
  ): Promise<boolean | undefined> {
    const item = await this.checklist.findItem(unit, program.id, itemId);
    if (!item) {
      return undefined;
    }
    const at = new Date();
    if (item.done === done || !(await this.checklist.mark(unit, item.id, done, origin.source, at))) {
      return false;
    }
    await this.counters.checklistItemMarked(unit, program.id, done);
    const note = comment === null ? null : await this.notes.record(unit, program.id, comment, at);
    await this.events.append(unit, program, {
      eventType: 'checklist.item_updated',
      ...origin,
      payload: {
        item_id: itemId,
        done,
        ...(cause ? { cause } : {}),
        ...(note ? { comment: note } : {}),
      },
    });
    this.db.afterCommit(unit, () => this.metrics.checklistUpdates.inc({ done: String(done) }));
    return true;
  }

  /** The program's items in checklist order. */
  items(unit: UnitOfWork, programId: number): Promise<ChecklistItem[]> {
    return this.checklist.listOf(unit, programId);
  }
}

function isPresent(value: unknown): boolean {
  if (typeof value === 'string') {
    return value.trim().length > 0;
  }
  return value === true;
}
