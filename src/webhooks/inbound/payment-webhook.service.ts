import { Injectable } from '@nestjs/common';
import { FULL_VIEW } from '../../common/auth/caller';
import { providerActor } from '../../common/auth/actor';
import { EventOrigin } from '../../program-events/event-origin';
import { ConflictError } from '../../common/errors/domain-errors';
import { UnitOfWork } from '../../database/unit-of-work';
import { InboundWebhookErrorCode } from './inbound-webhook-error-codes';
import { InstructionErrorCode } from '../../instructions/instruction-error-codes';
import { pydanticError, RequestValidationError } from '../../common/validation/pydantic-error';
import { instructionNotFound } from '../../instructions/instruction-access';
import { InstructionLoader } from '../../instructions/instruction.loader';
import { InstructionTransitions } from '../../instructions/instruction-transitions.service';
import { ProgramEventsService } from '../../program-events/program-events.service';
import { PaymentWebhookResult } from './dto/inbound-outcome.dto';
import { PaymentWebhookBody } from './dto/payment-webhook.dto';
import { DUPLICATE, DuplicateAnswer, InboundEventsService } from './inbound-events.service';

const SOURCE = 'payment-provider';
const ORIGIN: EventOrigin = { source: SOURCE, actor: providerActor(SOURCE, 'Payment provider') };

/**
 * Payment-provider status reports, applied through the handoff-record state machine with the same events
 * as a PATCH. A move the machine forbids is answered 409 and still recorded, in a transaction of its own,
 * as `payment_provider.status_reported` (the report is a fact even when it is refused).
 */
@Injectable()
export class PaymentWebhookService {
  constructor(
    private readonly inbound: InboundEventsService,
    private readonly loader: InstructionLoader,
    private readonly transitions: InstructionTransitions,
    private readonly events: ProgramEventsService,
  ) {}

  async handle(body: PaymentWebhookBody): Promise<PaymentWebhookResult> {
    assertLocator(body);
    try {
      return await this.inbound.once(SOURCE, body.event_id, 'processed', async (unit) => {
        const id = await this.locate(unit, body);
        const updated = await this.transitions.applyReport(
          unit,
          id,
          { status: body.status, externalId: body.external_id },
          ORIGIN,
        );
        return {
          status: 'processed',
          instruction_ref: updated.instructionRef,
          instruction_status: updated.status,
          external_id: updated.externalId,
        };
      });
    } catch (error) {
      if (error instanceof ConflictError && error.code === InstructionErrorCode.InvalidInstructionTransition) {
        const recorded = await this.recordRefused(body);
        if (recorded === DUPLICATE) {
          return DUPLICATE;
        }
      }
      throw error;
    }
  }

  /** Records a refused report; a concurrent replay that recorded it first makes this one a duplicate. */
  private recordRefused(body: PaymentWebhookBody): Promise<true | DuplicateAnswer> {
    return this.inbound.once(SOURCE, body.event_id, 'rejected', async (unit) => {
      const id = await this.locate(unit, body);
      const { instruction, program } = await this.loader.load(unit, id, FULL_VIEW, true);
      await this.events.append(unit, program, {
        eventType: 'payment_provider.status_reported',
        ...ORIGIN,
        instructionId: instruction.id,
        payload: {
          instruction_ref: instruction.instructionRef,
          from: instruction.status,
          to: body.status,
          external_id: body.external_id,
          provider_event_id: body.event_id,
          accepted: false,
        },
      });
      return true as const;
    });
  }

  /** By `instruction_ref` when given, else by `external_id` (which must name exactly one record). */
  private async locate(unit: UnitOfWork, body: PaymentWebhookBody): Promise<number> {
    if (body.instruction_ref !== null) {
      const id = await this.loader.findIdByRef(unit, body.instruction_ref);
      if (id === undefined) {
        throw instructionNotFound();
      }
      return id;
    }
    const matches = await this.loader.findIdsByExternalId(unit, body.external_id as string);
    if (matches.length === 0) {
      throw instructionNotFound();
    }
    if (matches.length > 1) {
      throw new ConflictError(
        'Several handoff records carry this external_id; report by instruction_ref',
        InboundWebhookErrorCode.AmbiguousExternalId,
      );
    }
    return matches[0];
  }
}

function assertLocator(body: PaymentWebhookBody): void {
  if (body.instruction_ref === null && body.external_id === null) {
    throw new RequestValidationError([
      pydanticError({ type: 'missing', msg: 'Field required', input: body }, ['body', 'instruction_ref']),
    ]);
  }
}
