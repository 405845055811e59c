export { createProgramWorkflowClient } from './client';
export type { ProgramWorkflowClient, ProgramWorkflowClientOptions } from './client';
export { ADMIN_TOKEN_HEADER, PARTNER_TOKEN_HEADER, credentialsMiddleware } from './credentials';
export type { Credentials } from './credentials';
export { ProgramWorkflowError, unwrap } from './errors';
export type { FetchResult, ProgramWorkflowErrorInit, ValidationIssue } from './errors';
export { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey, wasReplayed, withIdempotencyKey } from './idempotency';
export { DEFAULT_EVENTS_PAGE_SIZE, MAX_EVENTS_PAGE_SIZE, iterateEvents } from './paging';
export type { IterateEventsOptions } from './paging';
export type { components, operations, paths } from './schema';
export type { JsonResponse, ProgramEvent, ProgramEventsPage } from './types';
export { WebhookVerificationError, verifyWebhook } from './verify-webhook';
export type {
  VerifiedWebhook,
  VerifyWebhookOptions,
  WebhookHeaders,
  WebhookVerificationReason,
} from './verify-webhook';
