/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const CatalogErrorCode = {
  PartnerNotFound: 'partner_not_found',
} as const;
export type CatalogErrorCode = (typeof CatalogErrorCode)[keyof typeof CatalogErrorCode];
