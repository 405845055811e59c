import { Field } from '../../common/validation/field.decorator';
import { APPLICATION_STATUSES, ApplicationStatus, PORTAL_STEPS, PortalStep } from '../registration.enums';

export class AdminRegistrationUpdate {
  @Field({ kind: 'enum', values: APPLICATION_STATUSES, enumName: 'ApplicationStatus', nullable: true })
  status!: ApplicationStatus | null;

  @Field({ kind: 'string', nullable: true, maxLength: 32 })
  settlement_path!: string | null;

  @Field({ kind: 'string', nullable: true, maxLength: 2000 })
  status_note!: string | null;
}

export class StatusUpdate {
  @Field({ kind: 'enum', values: APPLICATION_STATUSES, enumName: 'ApplicationStatus', required: true })
  status!: ApplicationStatus;
}

export class PortalStepBody {
  @Field({ kind: 'enum', values: PORTAL_STEPS, enumName: 'PortalStep', required: true })
  step!: PortalStep;
}
