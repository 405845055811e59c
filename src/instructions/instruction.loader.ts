import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Caller } from '../common/auth/caller';
import { TransactionRunner } from '../database/transaction-runner';
import { Registration } from '../registrations/registration.entity';
import { instructionNotFound } from './instruction-access';
import { Instruction } from './instruction.entity';

/** Largest id a PostgreSQL `integer` column holds; beyond it nothing can match, so answer 404 without asking. */
const MAX_ID = 2_147_483_647;

export interface ScopedInstruction {
  instruction: Instruction;
  program: Pick<Registration, 'id' | 'reference' | 'partnerSlug'>;
}

/** Loads a handoff record with its program, scoped to the caller in the query (another partner's record: 404). */
@Injectable()
export class InstructionLoader {
  constructor(private readonly db: TransactionRunner) {}

  /**
   * With `lock`, the program row is locked first and the record read after it (PostgreSQL), so writers of
   * one program's records are serialised in the same order as every other program write.
   */
  async load(manager: EntityManager, id: number, caller: Caller, lock = false): Promise<ScopedInstruction> {
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw instructionNotFound();
    }
    const located = await manager.findOne(Instruction, { select: { id: true, registrationId: true }, where: { id } });
    if (!located) {
      throw instructionNotFound();
    }
    const query = manager
      .createQueryBuilder(Registration, 'program')
      .select(['program.id', 'program.reference', 'program.partnerSlug'])
      .where('program.id = :id', { id: located.registrationId });
    if (caller.kind === 'partner') {
      query.andWhere('program.partnerSlug = :slug', { slug: caller.partnerSlug });
    }
    if (lock && this.db.dialect === 'postgres') {
      query.setLock('pessimistic_write');
    }
    const program = await query.getOne();
    const instruction = program ? await manager.findOne(Instruction, { where: { id } }) : null;
    if (!program || !instruction) {
      throw instructionNotFound();
    }
    return { instruction, program };
  }

  /** A record by its `INS-######` reference (case-insensitive), for callers outside HTTP (inbound webhooks). */
  async findIdByRef(manager: EntityManager, instructionRef: string): Promise<number | undefined> {
    const normalised = instructionRef.trim().toUpperCase();
    const row = await manager.findOne(Instruction, { select: { id: true }, where: { instructionRef: normalised } });
    return row?.id;
  }
}
