import { Field } from '../../common/validation/field.decorator';
import { MAX_STORED_ID } from '../../common/validation/field-spec';

export const MAX_EVENTS_PAGE = 500;

export class EventsQuery {
  @Field({ kind: 'integer', ge: 1, le: MAX_EVENTS_PAGE, default: 50, description: 'Page size, 1 to 500.' })
  limit!: number;

  @Field({
    kind: 'integer',
    nullable: true,
    ge: 0,
    le: MAX_STORED_ID,
    description: 'Only events with an id greater than this (exclusive). An empty page means up to date.',
  })
  since_id!: number | null;
}
