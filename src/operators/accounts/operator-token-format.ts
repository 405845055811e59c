/**
 * Operators' personal tokens: `pwo_<token id>_<secret>` (see prefixed-secret.ts). The prefix tells the caller
 * resolver a personal token from the bootstrap `ADMIN_TOKEN` and lets secret scanners recognise a leaked one.
 */
export const OPERATOR_TOKEN_PREFIX = 'pwo_';
