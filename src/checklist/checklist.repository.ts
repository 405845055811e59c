import { Injectable } from '@nestjs/common';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { ChecklistItem } from './checklist-item.entity';

/** The `checklist_items` table: one row per (program, item id), unique. A new program's rows come with it. */
@Injectable()
export class ChecklistRepository {
  /** The program's items in checklist order. */
  listOf(unit: UnitOfWork, registrationId: number): Promise<ChecklistItem[]> {
    return managerOf(unit).find(ChecklistItem, { where: { registrationId }, order: { position: 'ASC' } });
  }

  findItem(unit: UnitOfWork, registrationId: number, itemId: string): Promise<ChecklistItem | null> {
    return managerOf(unit).findOne(ChecklistItem, { where: { registrationId, itemId } });
  }

  /**
   * Marks the item done (by `by`, at `at`) or not done (clearing both); false when it already was. The condition
   * is part of the UPDATE: of two writers racing to the same value only one changes the row (the other waits
   * for its row lock, then finds nothing to change), so the program's `checklist_done` is moved once.
   */
  async mark(unit: UnitOfWork, id: number, done: boolean, by: string, at: Date): Promise<boolean> {
    const result = await managerOf(unit).update(
      ChecklistItem,
      { id, done: !done },
      { done, doneAt: done ? at : null, doneBy: done ? by : null },
    );
    return result.affected === 1;
  }
}
