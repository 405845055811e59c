import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Caller, sourceOf } from '../common/auth/caller';
import { isUniqueViolation } from '../common/errors/database-errors';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TransactionRunner } from '../database/transaction-runner';
import { CallerIdempotencyKey } from '../idempotency/caller-idempotency-key';
import { IdempotencyService, IdempotentResult } from '../idempotency/idempotency.service';
import { ProgramEventsService } from '../program-events/program-events.service';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { InstructionCreate } from './dto/instruction-create.dto';
import { InstructionResponse, InstructionsList } from './dto/instruction-response.dto';
import { assertCredentialed, seesPayload } from './instruction-access';
import { assertAcceptablePayload } from './instruction-payload';
import { freeInstructionRef } from './instruction-reference';
import { Instruction } from './instruction.entity';
import { toInstructionResponse, toInstructionsList } from './instruction.mapper';
import { InstructionLoader } from './instruction.loader';

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
        return await this.idempotency.run('instruction', scopedKey, request, (manager) =>
          this.insert(manager, request, caller),
        );
      } catch (error) {
        // Two creations drew the same free INS reference at once: the loser draws again.
        const collided = isUniqueViolation(error, 'uq_instructions_instruction_ref', ['instructions.instruction_ref']);
        if (!collided || attempt >= COLLISION_RETRIES) {
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
    return this.db.read(async (manager) => {
      const { instruction, program } = await this.loader.load(manager, id, caller);
      return toInstructionResponse(instruction, program.reference, seesPayload(caller, program));
    });
  }

  listForProgram(reference: string, caller: Caller): Promise<InstructionsList> {
    return this.db.read(async (manager) => {
      const program = await this.programs.find(manager, reference, caller);
      const instructions = await manager.find(Instruction, {
        where: { registrationId: program.id },
        order: { id: 'ASC' },
      });
      return toInstructionsList(program.reference, instructions, seesPayload(caller, program));
    });
  }

  private async insert(
    manager: EntityManager,
    input: InstructionCreate & { payload: Record<string, unknown> },
    caller: Caller,
  ): Promise<InstructionResponse> {
    const program = await this.programs.lock(manager, input.reference, caller);
    const now = new Date();
    const instruction = manager.create(Instruction, {
      instructionRef: await freeInstructionRef(manager),
      registrationId: program.id,
      provider: input.provider,
      action: input.action,
      externalId: null,
      status: 'draft',
      payload: input.payload,
      createdAt: now,
      updatedAt: now,
    });
    const inserted = await manager.insert(Instruction, instruction as QueryDeepPartialEntity<Instruction>);
    instruction.id = inserted.identifiers[0].id as number;
    await this.events.append(manager, program, {
      eventType: 'handoff_record.created',
      source: sourceOf(caller),
      instructionId: instruction.id,
      payload: {
        instruction_ref: instruction.instructionRef,
        provider: instruction.provider,
        action: instruction.action,
        status: instruction.status,
      },
    });
    return toInstructionResponse(instruction, program.reference, true);
  }
}
