import type { WebhookEventType } from '../../../../src/webhooks/catalog/webhook-event-catalog';

const OPERATOR = { type: 'operator', id: '7', display: 'Olga Operator' };
const NOTE = { note_id: 'b8f2c1d0-0000-4000-8000-000000000001', commitment: 'a'.repeat(64) };

/**
 * Stored payloads, shaped as each append site writes them (internal view: notes, requesters): the catalog's `data`
 * must accept each one after `partnerVisiblePayload`. Several per type where the sites differ.
 */
export const STORED_PAYLOADS: Record<WebhookEventType, Array<Record<string, unknown>>> = {
  'program.created': [
    { template: 'program_individual', registration_type: 'program', client_role: 'individual', partner_slug: null },
    { template: 'partner_program', registration_type: 'program', client_role: 'partner', partner_slug: 'acme' },
  ],
  'program.status_changed': [
    { from: 'pending', to: 'reviewing', note: null },
    { from: 'pending', to: 'reviewing', note: NOTE },
    { from: 'pending', to: 'reviewing', note: 'a legacy inline note' },
    {
      from: 'reviewing',
      to: 'declined',
      note: NOTE,
      lifecycle: { from: 'created', to: 'closed' },
      approval: { id: 4, requested_by: OPERATOR },
    },
  ],
  'program.approval_requested': [
    { approval_id: 3, from: 'reviewing', to: 'approved' },
    { approval_id: 3, action: 'erasure', from: 'declined', to: 'declined' },
  ],
  'program.approval_rejected': [{ approval_id: 3, action: 'erasure', from: 'declined', to: 'declined', reason: NOTE }],
  'program.updated': [
    { changes: { settlement_path: { from: 'fiat', to: 'stablecoin' } } },
    { changes: { status_note: { changed: true } } },
    { changes: { settlement_path: { from: 'fiat', to: 'stablecoin' }, status_note: { changed: true } } },
  ],
  'portal.verify.completed': [{ lifecycle: { from: 'created', to: 'verified' } }],
  'portal.fund.completed': [{ lifecycle: { from: 'verified', to: 'funded' } }],
  'checklist.item_updated': [
    { item_id: 'kyc_documents', done: true },
    { item_id: 'identity_verification', done: true, cause: 'identity.verification_updated' },
  ],
  'document.uploaded': [{ document_id: '0b7a1c2e-3d4f-4a5b-8c6d-7e8f9a0b1c2d', sha256: 'f'.repeat(64), size: 1024 }],
  'handoff.prepared': [{ instruction_ref: 'INS-000123', provider: 'bank-partner', action: 'submit_order' }],
  'handoff_record.created': [
    { instruction_ref: 'INS-000123', provider: 'bank-partner', action: 'submit_order', status: 'draft' },
  ],
  'handoff_record.updated': [
    { instruction_ref: 'INS-000123', from: 'draft', to: 'submitted', external_id: null },
    { instruction_ref: 'INS-000123', from: 'submitted', to: 'venue_ack', external_id: 'ext-9' },
  ],
  'identity.verification_updated': [{ status: 'approved', provider_event_id: 'idv-evt-1' }],
  'payment_provider.status_reported': [
    {
      instruction_ref: 'INS-000123',
      from: 'draft',
      to: 'filled',
      external_id: null,
      provider_event_id: 'pay-evt-1',
      accepted: false,
    },
  ],
  'webhook.endpoint_disabled': [
    { endpoint_id: 5, delivery_id: 17, reason: 'gone', status_code: 410 },
    { endpoint_id: 5, delivery_id: 17, reason: 'circuit breaker', status_code: null, breaker_trips: 10 },
  ],
  'program.personal_data_erased': [
    { fields: ['full_name', 'email'], documents: 1, notes: 2, handoff_records: 0, legacy_events: [] },
    {
      fields: [],
      documents: 0,
      notes: 0,
      handoff_records: 1,
      legacy_events: [{ seq: 2, note_id: NOTE.note_id, digest: 'c'.repeat(64) }],
      approval: { id: 9, requested_by: OPERATOR },
    },
  ],
  'webhook.test': [{ endpoint_id: 5, message: 'A test delivery' }],
  'audit.checkpoint.published': [
    {
      id: 1,
      tree_size: 3,
      root_hash: 'd'.repeat(64),
      issued_at: '2026-11-26T17:00:00.000Z',
      kid: '0123456789abcdef',
      signature: 'c2lnbmF0dXJl',
    },
  ],
};
