import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ADMIN, Caller, sourceOf } from '../common/auth/caller';
import { TransactionRunner } from '../database/transaction-runner';
import { EventSource } from '../program-events/event-types';
import { ProgramEventsService } from '../program-events/program-events.service';
import { InstructionPatch } from './dto/instruction-patch.dto';
import { InstructionResponse } from './dto/instruction-response.dto';
import { assertCredentialed } from './instruction-access';
import { assertInstructionTransition, InstructionStatus } from './instruction-status';
import { Instruction } from './instruction.entity';
import { InstructionLoader, ScopedInstruction } from './instruction.loader';
import { toInstructionResponse } from './instruction.mapper';

export interface StatusReport {
  status: InstructionStatus;
  /** null or undefined keeps the current value. */
  externalId: string | null | undefined;
}

/** Status changes of handoff records, through the state machine, each recorded in the program's events. */
@Injectable()
export class InstructionTransitions {
  constructor(
    private readonly db: TransactionRunner,
    private readonly loader: InstructionLoader,
    private readonly events: ProgramEventsService,
  ) {}

  patch(id: number, patch: InstructionPatch, caller: Caller): Promise<InstructionResponse> {
    assertCredentialed(caller);
    return this.db.write(async (manager) => {
      const scoped = await this.loader.load(manager, id, caller, true);
      const updated = await this.apply(
        manager,
        scoped,
        { status: patch.status, externalId: patch.external_id },
        sourceOf(caller),
      );
      return toInstructionResponse(updated, scoped.program.reference, true);
    });
  }

  /**
   * Applies a reported status inside the caller's transaction (also used by the payment-provider webhook):
   * 409 on a forbidden move; the same status with the same external id changes nothing and records nothing.
   */
  async applyReport(
    manager: EntityManager,
    id: number,
    report: StatusReport,
    source: EventSource,
  ): Promise<Instruction> {
    return this.apply(manager, await this.loader.load(manager, id, ADMIN, true), report, source);
  }

  private async apply(
    manager: EntityManager,
    { instruction, program }: ScopedInstruction,
    report: StatusReport,
    source: EventSource,
  ): Promise<Instruction> {
    const from = instruction.status;
    const to = report.status;
    assertInstructionTransition(from, to);
    const externalId = report.externalId ?? instruction.externalId;
    if (from === to && externalId === instruction.externalId) {
      return instruction;
    }
    const updatedAt = new Date();
    await manager.update(Instruction, { id: instruction.id }, { status: to, externalId, updatedAt });
    await this.events.append(manager, program, {
      eventType: 'handoff_record.updated',
      source,
      instructionId: instruction.id,
      payload: { instruction_ref: instruction.instructionRef, from, to, external_id: externalId },
    });
    // Only drafts move into submitted, so this is the record's first (and only) move into it.
    if (to === 'submitted' && from !== 'submitted') {
      await this.events.append(manager, program, {
        eventType: 'handoff.prepared',
        source,
        instructionId: instruction.id,
        payload: {
          instruction_ref: instruction.instructionRef,
          provider: instruction.provider,
          action: instruction.action,
        },
      });
    }
    return Object.assign(new Instruction(), instruction, { status: to, externalId, updatedAt });
  }
}
