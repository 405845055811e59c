import { Inject, Injectable } from '@nestjs/common';
import { Caller, originOf } from '../common/auth/caller';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { CallerIdempotencyKey } from '../idempotency/caller-idempotency-key';
import { IdempotencyService, IdempotentResult } from '../idempotency/idempotency.service';
import { ServiceMetrics } from '../observability/metrics/service-metrics';
import { ProgramEventsService } from '../program-events/program-events.service';
import { assertNotErased } from '../registrations/erasure/erased-program';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { ReferenceColumnsRepository } from '../registrations/reference-columns.repository';
import { ReferenceSpaces } from '../registrations/reference-spaces';
import { InstructionCreate } from './dto/instruction-create.dto';
import { InstructionResponse, InstructionsList } from './dto/instruction-response.dto';
import { assertCredentialed, seesPayload } from './instruction-access';
import { assertAcceptablePayload } from './instruction-payload';
import { freeInstructionRef } from './instruction-reference';
import { toInstructionResponse, toInstructionsList } from './instruction.mapper';
import { InstructionLoader } from './instruction.loader';
import { InstructionsRepository } from './instructions.repository';

const COLLISION_RETRIES = 3;

/** Handoff records: creation (with the payment boundary) and reads. Status changes: InstructionTransitions. */
@Injectable()
export class InstructionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
    private readonly idempotency: IdempotencyService,
    private readonly programs: ProgramLookupService,
    private readonly events: ProgramEventsService,
    private readonly loader: InstructionLoader,
    private readonly instructions: InstructionsRepository,
    private readonly metrics: ServiceMetrics,
    private readonly referenceSpaces: ReferenceSpaces,
    private readonly referenceColumns: ReferenceColumnsRepository,
  ) {}

  async create(
    input: InstructionCreate,
    caller: Caller,
    scopedKey: CallerIdempotencyKey | undefined,
  ): Promise<IdempotentResult<InstructionResponse>> {
    if (this.config.isProduction) {
      assertCredentialed(caller);
    }
    const payload = input.payload ?? {};
    assertAcceptablePayload(payload);
    const request = { ...input, payload };
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.idempotency.run('instruction', scopedKey, request, (unit) =>
          this.insert(unit, request, caller),
        );
      } catch (error) {
        // Two creations drew the same free INS reference at once: the loser draws again.
        if (!this.instructions.isRefConflict(error) || attempt >= COLLISION_RETRIES) {
          throw error;
        }
      }
    }
  }

  get(id: number, caller: Caller): Promise<InstructionResponse> {
    // Record ids are sequential: in production an anonymous walk over them would list program references
    // (decisions §8). Outside production the read stays open, payload-free, as the development tools use it.
    if (this.config.isProduction) {
      assertCredentialed(caller);
    }
    return this.db.read(async (unit) => {
      const { instruction, program } = await this.loader.load(unit, id, caller);
      return toInstructionResponse(instruction, program.reference, seesPayload(caller, program));
    });
  }

  listForProgram(reference: string, caller: Caller): Promise<InstructionsList> {
    return this.db.read(async (unit) => {
      const program = await this.programs.find(unit, reference, caller);
      const instructions = await this.instructions.listForProgram(unit, program.id);
      return toInstructionsList(program.reference, instructions, seesPayload(caller, program));
    });
  }

  private async insert(
    unit: UnitOfWork,
    input: InstructionCreate & { payload: Record<string, unknown> },
    caller: Caller,
  ): Promise<InstructionResponse> {
    const program = await this.programs.lock(unit, input.reference, caller);
    // Its payload could never be erased: an erased program takes no new handoff record.
    assertNotErased(program, 'a new handoff record');
    const now = new Date();
    const instruction = await this.instructions.insert(unit, {
      instructionRef: await freeInstructionRef(this.referenceColumns, unit, this.referenceSpaces.instruction),
      registrationId: program.id,
      provider: input.provider,
      action: input.action,
      externalId: null,
      status: 'draft',
      payload: input.payload,
      createdAt: now,
      updatedAt: now,
    });
    await this.events.append(unit, program, {
      eventType: 'handoff_record.created',
      ...originOf(caller),
      instructionId: instruction.id,
      payload: {
        instruction_ref: instruction.instructionRef,
        provider: instruction.provider,
        action: instruction.action,
        status: instruction.status,
      },
    });
    this.db.afterCommit(unit, () => this.metrics.handoffRecords.inc({ status: instruction.status }));
    return toInstructionResponse(instruction, program.reference, true);
  }
}
