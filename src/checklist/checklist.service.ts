import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Caller, sourceOf } from '../common/auth/caller';
import { NotFoundError } from '../common/errors/domain-errors';
import { ChecklistErrorCode } from './checklist-error-codes';
import { TransactionRunner } from '../database/transaction-runner';
import { EventSource } from '../program-events/event-types';
import { ProgramEventsService, ProgramRef } from '../program-events/program-events.service';
import { ProgramTemplate, PrefillField } from '../catalogs/program-templates.catalog';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { ChecklistItem } from './checklist-item.entity';
import { ChecklistView, toChecklistView } from './checklist.mapper';

export type PrefillFacts = Record<PrefillField, unknown>;
export type NewChecklistItem = Omit<ChecklistItem, 'id' | 'registrationId'>;

@Injectable()
export class ChecklistService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly events: ProgramEventsService,
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
    return this.db.read(async (manager) => {
      const program = await this.programs.find(manager, reference, caller);
      return toChecklistView(program, await this.items(manager, program.id));
    });
  }

  async setItem(reference: string, itemId: string, done: boolean, caller: Caller): Promise<ChecklistView> {
    return this.db.write(async (manager) => {
      const program = await this.programs.lock(manager, reference, caller);
      const changed = await this.setItemWith(manager, program, itemId, done, sourceOf(caller));
      if (changed === undefined) {
        throw new NotFoundError(`Checklist item "${itemId}" not found`, ChecklistErrorCode.ChecklistItemNotFound);
      }
      return toChecklistView(program, await this.items(manager, program.id));
    });
  }

  /**
   * Sets one item inside the caller's transaction and records `checklist.item_updated` when the value
   * changes. Returns undefined when the program's checklist has no such item.
   */
  async setItemWith(
    manager: EntityManager,
    program: ProgramRef,
    itemId: string,
    done: boolean,
    source: EventSource,
    cause?: string,
  ): Promise<boolean | undefined> {
    const item = await manager.findOne(ChecklistItem, { where: { registrationId: program.id, itemId } });
    if (!item) {
      return undefined;
    }
    if (item.done === done) {
      return false;
    }
    const now = new Date();
    await manager.update(
      ChecklistItem,
      { id: item.id },
      { done, doneAt: done ? now : null, doneBy: done ? source : null },
    );
    await this.events.append(manager, program, {
      eventType: 'checklist.item_updated',
      source,
      payload: cause ? { item_id: itemId, done, cause } : { item_id: itemId, done },
    });
    return true;
  }

  items(manager: EntityManager, programId: number): Promise<ChecklistItem[]> {
    return manager.find(ChecklistItem, { where: { registrationId: programId }, order: { position: 'ASC' } });
  }
}

function isPresent(value: unknown): boolean {
  if (typeof value === 'string') {
    return value.trim().length > 0;
  }
  return value === true;
}
