export const EVENT_TYPES = [
  'program.created',
  'program.status_changed',
  'program.approval_requested',
  'program.approval_rejected',
  'program.updated',
  'portal.verify.completed',
  'portal.fund.completed',
  'checklist.item_updated',
  'document.uploaded',
  'handoff.prepared',
  'handoff_record.created',
  'handoff_record.updated',
  'identity.verification_updated',
  'payment_provider.status_reported',
  'webhook.endpoint_disabled',
  'program.personal_data_erased',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_SOURCES = [
  'intake',
  'portal',
  'admin',
  'partner',
  'idv-provider',
  'payment-provider',
  'messaging',
  'system',
] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];
