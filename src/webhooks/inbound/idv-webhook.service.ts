import { providerActor } from '../../common/auth/actor';
import { EventOrigin } from '../../program-events/event-origin';
import { Injectable } from '@nestjs/common';
import { IDENTITY_VERIFICATION_ITEM } from '../../catalogs/program-templates.catalog';
import { ChecklistService } from '../../checklist/checklist.service';
import { ProgramEventsService } from '../../program-events/program-events.service';
import { ProgramLookupService } from '../../registrations/program-lookup.service';
import { RegistrationAdminService } from '../../registrations/registration-admin.service';
import { IdvWebhookResult } from './dto/inbound-outcome.dto';
import { IdvWebhookBody } from './dto/idv-webhook.dto';
import { InboundEventsService } from './inbound-events.service';

const SOURCE = 'idv-provider';
const ORIGIN: EventOrigin = { source: SOURCE, actor: providerActor(SOURCE, 'Identity verification provider') };

/**
 * Identity-verification results: always recorded as `identity.verification_updated`; `approved` also marks
 * the identity-verification checklist item done and moves `kyc_pending` → `reviewing` (through the
 * registration state machine). No other status change is made here: declines are an operator's decision.
 */
@Injectable()
export class IdvWebhookService {
  constructor(
    private readonly inbound: InboundEventsService,
    private readonly programs: ProgramLookupService,
    private readonly events: ProgramEventsService,
    private readonly checklist: ChecklistService,
    private readonly admin: RegistrationAdminService,
  ) {}

  handle(body: IdvWebhookBody): Promise<IdvWebhookResult> {
    return this.inbound.once(SOURCE, body.event_id, 'processed', async (manager) => {
      const program = await this.programs.lock(manager, body.reference);
      const event = await this.events.append(manager, program, {
        eventType: 'identity.verification_updated',
        ...ORIGIN,
        payload: { status: body.status, provider_event_id: body.event_id },
      });
      let registrationStatus = program.status;
      if (body.status === 'approved') {
        await this.checklist.setItem(manager, program, IDENTITY_VERIFICATION_ITEM, true, ORIGIN, event.eventType);
        if (program.status === 'kyc_pending') {
          const updated = await this.admin.applyUpdate(
            manager,
            program,
            { status: 'reviewing', settlement_path: null, status_note: null },
            ORIGIN,
          );
          registrationStatus = updated.status;
        }
      }
      return {
        status: 'processed',
        reference: program.reference,
        verification_status: body.status,
        registration_status: registrationStatus,
        event_id: event.id,
      };
    });
  }
}
