import { Injectable } from '@nestjs/common';
import { Caller } from '../common/auth/caller';
import { UnitOfWork } from '../database/unit-of-work';
import { instructionNotFound } from './instruction-access';
import { Instruction } from './instruction.entity';
import { InstructionsRepository, RecordWithProgram } from './instructions.repository';

/** Largest id a PostgreSQL `integer` column holds; beyond it nothing can match, so answer 404 without asking. */
const MAX_ID = 2_147_483_647;

export type ScopedInstruction = RecordWithProgram;

/** Loads handoff records with their program, scoped to the caller in the query (another partner's record: 404). */
@Injectable()
export class InstructionLoader {
  constructor(private readonly instructions: InstructionsRepository) {}

  /**
   * With `lock`, the program row is locked first and the record read after it, so writers of one
   * program's records are serialised in the same order as every other program write.
   */
  async load(unit: UnitOfWork, id: number, caller: Caller, lock = false): Promise<ScopedInstruction> {
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw instructionNotFound();
    }
    const partnerSlug = caller.kind === 'partner' ? caller.partnerSlug : undefined;
    const scoped = await this.instructions.findWithProgram(unit, id, { partnerSlug, lock });
    if (!scoped) {
      throw instructionNotFound();
    }
    return scoped;
  }

  /** Erasure: empties the payloads of the program's records in the caller's unit; answers how many held one. */
  erasePayloadsOf(unit: UnitOfWork, registrationId: number): Promise<number> {
    return this.instructions.erasePayloadsOf(unit, registrationId);
  }

  /** A record by its `INS-######` reference (case-insensitive), for callers outside HTTP (inbound webhooks). */
  findIdByRef(unit: UnitOfWork, instructionRef: string): Promise<number | undefined> {
    return this.instructions.idByRef(unit, instructionRef.trim().toUpperCase());
  }

  /** Ids of the records carrying the partner's `externalId`: at most two, enough to tell one from several. */
  findIdsByExternalId(unit: UnitOfWork, externalId: string): Promise<number[]> {
    return this.instructions.idsByExternalId(unit, externalId, 2);
  }

  /** A program's handoff records for display (console, exports), ascending id. */
  listForProgram(unit: UnitOfWork, programId: number): Promise<Instruction[]> {
    return this.instructions.listForProgram(unit, programId);
  }
}
