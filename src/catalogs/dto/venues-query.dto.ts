import { Field } from '../../common/validation/field.decorator';

export class VenuesQuery {
  @Field({ kind: 'boolean', default: false, description: 'Include each venue slug (and its adapter slug).' })
  include_slug!: boolean;

  @Field({
    kind: 'boolean',
    default: false,
    description: 'The customer portal asks for slugs to name venues in handoffs.',
  })
  for_portal!: boolean;
}
