/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const DocumentErrorCode = {
  DocumentNotFound: 'document_not_found',
  DocumentErased: 'document_erased',
  DocumentQuotaExceeded: 'document_quota_exceeded',
  MultipartRequired: 'multipart_required',
  BadMultipart: 'bad_multipart',
  UnexpectedFile: 'unexpected_file',
  UploadTooLarge: 'upload_too_large',
  FormFieldTooLarge: 'form_field_too_large',
} as const;
export type DocumentErrorCode = (typeof DocumentErrorCode)[keyof typeof DocumentErrorCode];
