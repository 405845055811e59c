import { Injectable } from '@nestjs/common';
import { In, IsNull } from 'typeorm';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { ProgramNote } from './program-note.entity';

/** The `program_notes` table. */
@Injectable()
export class ProgramNotesRepository {
  async insert(unit: UnitOfWork, note: ProgramNote): Promise<void> {
    await managerOf(unit).insert(ProgramNote, note);
  }

  /** Every note of the program, oldest first. */
  allOf(unit: UnitOfWork, registrationId: number): Promise<ProgramNote[]> {
    return managerOf(unit).find(ProgramNote, { where: { registrationId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The program's notes with these ids (ids of no note of the program are absent). */
  async byIds(unit: UnitOfWork, registrationId: number, ids: string[]): Promise<ProgramNote[]> {
    if (ids.length === 0) {
      return [];
    }
    return managerOf(unit).find(ProgramNote, { where: { registrationId, id: In(ids) } });
  }

  /** Blanks the text and salt of every note of the program not yet erased; answers how many there were. */
  async eraseAllOf(unit: UnitOfWork, registrationId: number, at: Date): Promise<number> {
    const result = await managerOf(unit).update(
      ProgramNote,
      { registrationId, erasedAt: IsNull() },
      { text: null, salt: null, erasedAt: at },
    );
    return result.affected ?? 0;
  }
}
