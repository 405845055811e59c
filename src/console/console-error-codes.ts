/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const ConsoleErrorCode = {
  FormContentTypeRequired: 'form_content_type_required',
  CsrfSessionRequired: 'csrf_session_required',
  CsrfInvalid: 'csrf_invalid',
  CrossSiteRequest: 'cross_site_request',
  ChecklistItemUnchanged: 'checklist_item_unchanged',
} as const;
export type ConsoleErrorCode = (typeof ConsoleErrorCode)[keyof typeof ConsoleErrorCode];
