import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { isUniqueViolation } from '../common/errors/database-errors';
import { DatabaseDialect, InjectDialect } from '../database/dialect';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { Registration } from '../registrations/registration.entity';
import { InstructionStatus } from './instruction-status';
import { Instruction } from './instruction.entity';

export type NewInstruction = Omit<Instruction, 'id'>;

export type RecordProgram = Pick<Registration, 'id' | 'reference' | 'partnerSlug'>;

export interface RecordWithProgram {
  instruction: Instruction;
  program: RecordProgram;
}

export interface ProgramScope {
  /** Only a program of this partner matches (a partner caller); undefined: any program. */
  partnerSlug?: string;
  /** Lock the program row until the unit ends, so one program's writers run one after another. */
  lock: boolean;
}

export interface StatusChange {
  status: InstructionStatus;
  externalId: string | null;
  updatedAt: Date;
}

/** The `instructions` table (handoff records), the only code that knows it. */
@Injectable()
export class InstructionsRepository {
  constructor(@InjectDialect() private readonly dialect: DatabaseDialect) {}

  /**
   * The record with its program, or null when either is missing or the program is out of scope. The
   * program row is read (and locked) before the record, so a locking writer sees the record as the
   * previous holder of the lock left it.
   */
  async findWithProgram(unit: UnitOfWork, id: number, scope: ProgramScope): Promise<RecordWithProgram | null> {
    const manager = managerOf(unit);
    const located = await manager.findOne(Instruction, { select: { id: true, registrationId: true }, where: { id } });
    if (!located) {
      return null;
    }
    const query = manager
      .createQueryBuilder(Registration, 'program')
      .select(['program.id', 'program.reference', 'program.partnerSlug'])
      .where('program.id = :id', { id: located.registrationId });
    if (scope.partnerSlug !== undefined) {
      query.andWhere('program.partnerSlug = :slug', { slug: scope.partnerSlug });
    }
    // On SQLite every unit of work runs alone (TransactionRunner serialises them): the lock is implied there.
    if (scope.lock && this.dialect === 'postgres') {
      query.setLock('pessimistic_write');
    }
    const program = await query.getOne();
    const instruction = program ? await manager.findOne(Instruction, { where: { id } }) : null;
    return program && instruction ? { instruction, program } : null;
  }

  async idByRef(unit: UnitOfWork, instructionRef: string): Promise<number | undefined> {
    const row = await managerOf(unit).findOne(Instruction, { select: { id: true }, where: { instructionRef } });
    return row?.id;
  }

  /** Ids of the records carrying `externalId`, at most `limit`, in no particular order. */
  async idsByExternalId(unit: UnitOfWork, externalId: string, limit: number): Promise<number[]> {
    const rows = await managerOf(unit).find(Instruction, { select: { id: true }, where: { externalId }, take: limit });
    return rows.map((row) => row.id);
  }

  /** A program's records, ascending id. */
  listForProgram(unit: UnitOfWork, registrationId: number): Promise<Instruction[]> {
    return managerOf(unit).find(Instruction, { where: { registrationId }, order: { id: 'ASC' } });
  }

  /** Inserts the record and answers it with its new id; a taken reference fails as `isRefConflict` recognises. */
  async insert(unit: UnitOfWork, record: NewInstruction): Promise<Instruction> {
    const manager = managerOf(unit);
    const instruction = manager.create(Instruction, record);
    const inserted = await manager.insert(Instruction, instruction as QueryDeepPartialEntity<Instruction>);
    instruction.id = inserted.identifiers[0].id as number;
    return instruction;
  }

  async changeStatus(unit: UnitOfWork, id: number, change: StatusChange): Promise<void> {
    await managerOf(unit).update(Instruction, { id }, change);
  }

  /**
   * Empties the payload of every record of the program (erasure; the external ids are the partners' and stay);
   * answers how many records had a non-empty one.
   */
  async erasePayloadsOf(unit: UnitOfWork, registrationId: number): Promise<number> {
    const manager = managerOf(unit);
    const records = await manager.find(Instruction, { select: { id: true, payload: true }, where: { registrationId } });
    const held = records.filter((record) => Object.keys(record.payload).length > 0);
    if (held.length > 0) {
      await manager.update(Instruction, { id: In(held.map((record) => record.id)) }, { payload: {} });
    }
    return held.length;
  }

  /** True when `error` is a concurrent insert that drew the same `instruction_ref`. */
  isRefConflict(error: unknown): boolean {
    return isUniqueViolation(error, 'uq_instructions_instruction_ref', ['instructions.instruction_ref']);
  }
}
