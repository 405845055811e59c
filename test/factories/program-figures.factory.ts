import { uploadDocument } from './document.factory';
import { createInstruction } from './instruction.factory';
import { registerProgram, RegisteredProgram } from './registration.factory';
import type { TestApp } from '../support/test-app';

export interface ProgramShape {
  documents?: number;
  instructions?: number;
  /** Checklist items (by id) to mark done. */
  done?: string[];
  overrides?: Record<string, unknown>;
}

/** What the checklist module itself says of a program: the oracle for its checklist figures. */
export interface ChecklistCounts {
  completed: number;
  total: number;
  required_open: number;
}

/** Registers a program over HTTP and gives it documents, handoff records and done checklist items. */
export async function programWithFigures(app: TestApp, shape: ProgramShape = {}): Promise<RegisteredProgram> {
  const program = await registerProgram(app, shape.overrides ?? {});
  for (let n = 0; n < (shape.documents ?? 0); n++) {
    await uploadDocument(app, program.reference, { filename: `doc-${n}.pdf` });
  }
  for (let n = 0; n < (shape.instructions ?? 0); n++) {
    await createInstruction(app, program.reference);
  }
  for (const item of shape.done ?? []) {
    await app.http.patch(`/api/checklist/${program.reference}/items/${item}`).send({ done: true }).expect(200);
  }
  return program;
}

export async function checklistCounts(app: TestApp, reference: string): Promise<ChecklistCounts> {
  const response = await app.http.get(`/api/checklist/${reference}`).expect(200);
  const { completed, total, required_open } = response.body as ChecklistCounts;
  return { completed, total, required_open };
}
