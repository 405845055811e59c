import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work';
import { RegistrationsRepository } from './registrations.repository';

/**
 * Keeps the figure columns of a registration (`document_count`, `checklist_done`) that the lists filter and show,
 * so that no list counts documents or checklist items per row. Called inside the transaction of the write that
 * changes the figure, so the column and what it counts commit together; intake sets both with the new row.
 */
@Injectable()
export class ProgramCounters {
  constructor(private readonly registrations: RegistrationsRepository) {}

  /** A document row was added to the program (an erasure empties a document but keeps its row: no change). */
  documentAdded(unit: UnitOfWork, programId: number): Promise<void> {
    return this.registrations.addToFigures(unit, programId, { documents: 1 });
  }

  /** One checklist item of the program changed from not done to done (`done`) or back. */
  checklistItemMarked(unit: UnitOfWork, programId: number, done: boolean): Promise<void> {
    return this.registrations.addToFigures(unit, programId, { checklistDone: done ? 1 : -1 });
  }
}
