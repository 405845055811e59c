import { Injectable } from '@nestjs/common';
import { Caller, FULL_VIEW, originOf } from '../common/auth/caller';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { ServiceMetrics } from '../observability/metrics/service-metrics';
import { EventOrigin } from '../program-events/event-origin';
import { ProgramEventsService } from '../program-events/program-events.service';
import { InstructionPatch } from './dto/instruction-patch.dto';
import { InstructionResponse } from './dto/instruction-response.dto';
import { assertCredentialed } from './instruction-access';
import { assertInstructionTransition, InstructionStatus } from './instruction-status';
import { Instruction } from './instruction.entity';
import { InstructionLoader, ScopedInstruction } from './instruction.loader';
import { toInstructionResponse } from './instruction.mapper';
import { InstructionsRepository } from './instructions.repository';

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
    private readonly instructions: InstructionsRepository,
    private readonly events: ProgramEventsService,
    private readonly metrics: ServiceMetrics,
  ) {}

  patch(id: number, patch: InstructionPatch, caller: Caller): Promise<InstructionResponse> {
    assertCredentialed(caller);
    return this.db.write(async (unit) => {
      const scoped = await this.loader.load(unit, id, caller, true);
      const updated = await this.apply(
        unit,
        scoped,
        { status: patch.status, externalId: patch.external_id },
        originOf(caller),
      );
      return toInstructionResponse(updated, scoped.program.reference, true);
    });
  }

  /**
   * Applies a reported status inside the caller's transaction (also used by the payment-provider webhook):
   * 409 on a forbidden move; the same status with the same external id changes nothing and records nothing.
   */
  async applyReport(unit: UnitOfWork, id: number, report: StatusReport, origin: EventOrigin): Promise<Instruction> {
    return this.apply(unit, await this.loader.load(unit, id, FULL_VIEW, true), report, origin);
  }

  private async apply(
    unit: UnitOfWork,
    { instruction, program }: ScopedInstruction,
    report: StatusReport,
    origin: EventOrigin,
  ): Promise<Instruction> {
    const from = instruction.status;
    const to = report.status;
    assertInstructionTransition(from, to);
    const externalId = report.externalId ?? instruction.externalId;
    if (from === to && externalId === instruction.externalId) {
      return instruction;
    }
    const updatedAt = new Date();
    await this.instructions.changeStatus(unit, instruction.id, { status: to, externalId, updatedAt });
    await this.events.append(unit, program, {
      eventType: 'handoff_record.updated',
      ...origin,
      instructionId: instruction.id,
      payload: { instruction_ref: instruction.instructionRef, from, to, external_id: externalId },
    });
    // A new external id alone is no move.
    if (to !== from) {
      this.db.afterCommit(unit, () => this.metrics.handoffRecords.inc({ status: to }));
    }
    // Only drafts move into submitted, so this is the record's first (and only) move into it.
    if (to === 'submitted' && from !== 'submitted') {
      await this.events.append(unit, program, {
        eventType: 'handoff.prepared',
        ...origin,
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
