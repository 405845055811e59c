import { Field } from '../../common/validation/field.decorator';
import { CLIENT_ROLES, ClientRole, REGISTRATION_TYPES, RegistrationType } from '../registration.enums';

export class RegistrationCreate {
  @Field({ kind: 'string', required: true, minLength: 2, maxLength: 200, example: 'Jane Doe' })
  full_name!: string;

  @Field({ kind: 'string', required: true, format: 'email', example: 'jane@example.com' })
  email!: string;

  @Field({ kind: 'string', nullable: true, maxLength: 2048, description: 'Anti-automation challenge token.' })
  challenge_token!: string | null;

  @Field({ kind: 'string', nullable: true, maxLength: 200 })
  company!: string | null;

  @Field({ kind: 'string', nullable: true, maxLength: 50 })
  phone!: string | null;

  @Field({ kind: 'string', nullable: true, maxLength: 200 })
  legal_entity_name!: string | null;

  @Field({ kind: 'string', nullable: true, maxLength: 50 })
  business_number!: string | null;

  @Field({ kind: 'string', nullable: true, maxLength: 50 })
  rpaa_target_date!: string | null;

  @Field({ kind: 'string', nullable: true, format: 'email' })
  incident_contact_email!: string | null;

  @Field({ kind: 'boolean', default: false })
  consent_accepted!: boolean;

  @Field({ kind: 'string', nullable: true, maxLength: 20, example: 'CA-US' })
  corridor!: string | null;

  @Field({ kind: 'string', maxLength: 32, default: 'fiat' })
  settlement_path!: string;

  @Field({ kind: 'enum', values: CLIENT_ROLES, enumName: 'ClientRole', default: 'individual' })
  client_role!: ClientRole;

  @Field({ kind: 'boolean', nullable: true })
  fintrac_msb!: boolean | null;

  @Field({ kind: 'enum', values: REGISTRATION_TYPES, enumName: 'RegistrationType', default: 'program' })
  registration_type!: RegistrationType;

  @Field({ kind: 'string', nullable: true, maxLength: 2000 })
  notes!: string | null;

  @Field({ kind: 'integer', nullable: true })
  messaging_user_id!: number | null;

  @Field({ kind: 'string', nullable: true, maxLength: 100 })
  messaging_username!: string | null;

  @Field({ kind: 'string', nullable: true, maxLength: 64 })
  partner_slug!: string | null;
}
