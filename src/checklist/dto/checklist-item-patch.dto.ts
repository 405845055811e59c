import { Field } from '../../common/validation/field.decorator';

export const CHECKLIST_ITEM_STATUSES = ['complete', 'pending'] as const;

export class ChecklistItemPatch {
  @Field({
    kind: 'boolean',
    required: true,
    requiredUnless: 'status',
    description: 'Whether the item is done. Clients of the published recipe may send `status` instead.',
  })
  done?: boolean;

  @Field({
    kind: 'enum',
    values: CHECKLIST_ITEM_STATUSES,
    enumName: 'ChecklistItemStatus',
    description: 'Alternative form: `complete` means done, `pending` means not done. Ignored when `done` is sent.',
  })
  status?: (typeof CHECKLIST_ITEM_STATUSES)[number];
}

export function requestedDone(patch: ChecklistItemPatch): boolean {
  return patch.done ?? patch.status === 'complete';
}
