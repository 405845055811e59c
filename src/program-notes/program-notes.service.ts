import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work';
import { newNoteSalt, noteCommitment } from './note-commitment';
import { NoteTexts, textsById } from './note-payload';
import { ProgramNote } from './program-note.entity';
import { ProgramNotesRepository } from './program-notes.repository';

/** What an event's payload holds in place of a note's text. */
export interface RecordedNote {
  note_id: string;
  commitment: string;
}

/**
 * Operators' free text, kept beside the event record rather than in it: an event refers to its note by id and a
 * salted commitment, so the text can be erased while every hash still verifies.
 */
@Injectable()
export class ProgramNotesService {
  constructor(private readonly notes: ProgramNotesRepository) {}

  /** Stores `text` as a note of the program, in the caller's unit; answers what the event payload holds instead. */
  async record(unit: UnitOfWork, registrationId: number, text: string, at: Date): Promise<RecordedNote> {
    const salt = newNoteSalt();
    const note = Object.assign(new ProgramNote(), {
      id: randomUUID(),
      registrationId,
      salt,
      text,
      commitment: noteCommitment(salt, text),
      createdAt: at,
      erasedAt: null,
    });
    await this.notes.insert(unit, note);
    return { note_id: note.id, commitment: note.commitment };
  }

  /** As `record`; no note (null) stays null. */
  recordUnlessNull(
    unit: UnitOfWork,
    registrationId: number,
    text: string | null,
    at: Date,
  ): Promise<RecordedNote | null> {
    return text === null ? Promise.resolve(null) : this.record(unit, registrationId, text, at);
  }

  /** The texts of the program's notes by id (null once erased), for the views that join them back. */
  async textsOf(unit: UnitOfWork, registrationId: number): Promise<NoteTexts> {
    return textsById(await this.notes.allOf(unit, registrationId));
  }

  /** The texts of the program's notes with these ids (null once erased); ids of no note of the program are absent. */
  async textsByIds(unit: UnitOfWork, registrationId: number, ids: string[]): Promise<NoteTexts> {
    return textsById(await this.notes.byIds(unit, registrationId, [...new Set(ids)]));
  }

  /** Every note of the program, oldest first (the audit bundle's `notes`). */
  notesOf(unit: UnitOfWork, registrationId: number): Promise<ProgramNote[]> {
    return this.notes.allOf(unit, registrationId);
  }

  /** Erases every note of the program (text and salt blanked, erased_at set); answers how many were erased. */
  eraseAllOf(unit: UnitOfWork, registrationId: number, at: Date): Promise<number> {
    return this.notes.eraseAllOf(unit, registrationId, at);
  }
}
