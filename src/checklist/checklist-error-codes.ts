/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const ChecklistErrorCode = {
  ChecklistItemNotFound: 'checklist_item_not_found',
} as const;
export type ChecklistErrorCode = (typeof ChecklistErrorCode)[keyof typeof ChecklistErrorCode];
