import type { AuditNote } from '../exports/dto/audit-bundle.dto';
import type { ProgramNote } from './program-note.entity';

export function toAuditNote(note: ProgramNote): AuditNote {
  return {
    note_id: note.id,
    text: note.text,
    salt: note.salt,
    commitment: note.commitment,
    erased_at: note.erasedAt?.toISOString() ?? null,
  };
}
