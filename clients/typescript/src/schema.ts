// generated — do not edit; npm run client:generate
// Types of the OpenAPI document served at /openapi.json, by openapi-typescript.

export interface paths {
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Prometheus metrics (text exposition format 0.0.4); bearer METRICS_TOKEN when the deployment sets one
     * @description Absent from this port when METRICS_PORT names a listener of its own. The metrics are described in docs/observability.md; figures read from the database at scrape time keep their last value if it does not answer.
     */
    get: operations['getMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/program-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The five checklist templates and their items */
    get: operations['listProgramTemplates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/corridors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Corridors the operator serves, with their typical rails */
    get: operations['listCorridors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settlement-partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Settlement and execution adapters (integration targets); /api/execution-partners is the same operation */
    get: operations['listSettlementPartners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/execution-partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Settlement and execution adapters (integration targets); /api/execution-partners is the same operation */
    get: operations['listExecutionPartners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/venues': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Customer-safe venue catalog; slugs only when include_slug or for_portal is true */
    get: operations['listVenues'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public branding and intake metadata of a partner (no secrets) */
    get: operations['getPartner'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/program-entity-categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Program entity categories used by entity lineage */
    get: operations['listEntityCategories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Process liveness only (no dependency checks); also the benchmark reference route */
    get: operations['getLiveness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and dependencies: 200 when the database answers, 503 when it does not */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/.well-known/program-audit-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The public keys that sign audit checkpoints and bundle heads, newest first */
    get: operations['listProgramAuditKeys'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/programs/{reference}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Page through a program's event record in ascending id order */
    get: operations['listProgramEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checklist/{reference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a program's readiness checklist */
    get: operations['getChecklist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checklist/{reference}/items/{item_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Mark a checklist item done or open; returns the updated checklist */
    patch: operations['updateChecklistItem'];
    trace?: never;
  };
  '/api/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register a program (intake); /api/programs is the same operation */
    post: operations['registerProgram'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/programs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register a program (intake); /api/programs is the same operation */
    post: operations['createProgram'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register/{reference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a program status; personal data is masked without the admin or partner credential */
    get: operations['getRegistrationStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/programs/{reference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a program status; personal data is masked without the admin or partner credential */
    get: operations['getProgramStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register/{reference}/portal-step': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record customer progress: verify, then fund (a progress marker only; nothing moves money) */
    post: operations['recordPortalStep'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/registrations/{reference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change status (state machine), settlement path or status note */
    patch: operations['updateRegistration'];
    trace?: never;
  };
  '/api/admin/registrations/{reference}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Legacy status change; same rules as the general update */
    patch: operations['updateRegistrationStatus'];
    trace?: never;
  };
  '/api/operator/approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Four-eyes requests in one state (pending by default), newest first
     * @description A status move into one of FOUR_EYES_STATUSES by any operator (the bootstrap credential included) answers 202 and opens a request here instead of moving; it may carry status_note (kept in the request, not in the `program.approval_requested` payload) but no settlement path change (409 `approval_other_changes`). A newer request for the same program makes the open one stale; so does any change of the program's status. A different approver or owner confirms it; any approver or owner, the requester included (withdrawing), rejects it. A simple limit, no paging: the queue is meant to stay short.
     */
    get: operations['listApprovals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/approvals/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm another operator's request: the status moves (program.status_changed names both) */
    post: operations['confirmApproval'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/approvals/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a request (program.approval_rejected); the requester rejecting their own withdraws it */
    post: operations['rejectApproval'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/instructions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a payload-free handoff record (draft); payment credentials are refused with 422
     * @description In production the admin credential or the partner token of the program is required.
     */
    post: operations['createHandoffRecord'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/instructions/{instruction_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a handoff record (payload only for the admin or the program partner)
     * @description In production the admin credential or the partner token of the program is required.
     */
    get: operations['getHandoffRecord'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Report a handoff record status (state machine; 409 on a forbidden move) */
    patch: operations['updateHandoffRecord'];
    trace?: never;
  };
  '/api/programs/{reference}/instructions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a program's handoff records in ascending id order */
    get: operations['listHandoffRecords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List API keys (no secrets) with created, rotated and last-used times */
    get: operations['listApiKeys'];
    put?: never;
    /** Create (or with rotate: true, rotate) the API key of a partner slug; shown once */
    post: operations['issueApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/api-keys/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke every working key of a slug at once */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/operators': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List operator accounts */
    get: operations['listOperators'];
    put?: never;
    /** Create a named operator account with a role */
    post: operations['createOperator'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/operators/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One operator account */
    get: operations['getOperator'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change an operator's role, or disable (active: false) or enable them */
    patch: operations['updateOperator'];
    trace?: never;
  };
  '/api/operator/operators/{id}/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List an operator's personal tokens (never the secrets) */
    get: operations['listOperatorTokens'];
    put?: never;
    /** Issue a personal token (your own, or as an owner anyone’s); shown once */
    post: operations['issueOperatorToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/operators/{id}/tokens/{token_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a personal token at once */
    delete: operations['revokeOperatorToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The operator security log, newest first (sign-ins, tokens, roles, accounts) */
    get: operations['listOperatorAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Aggregates over the partner's own programs */
    get: operations['getPartnerStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/registrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The partner's registrations, newest first, unmasked */
    get: operations['listPartnerRegistrations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The partner's registrations as CSV (streamed) */
    get: operations['exportPartnerRegistrationsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integrations/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Adapter configuration status from environment presence; never a secret value */
    get: operations['getIntegrationsHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/readiness': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Production readiness of the running configuration (no secret values) */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public aggregates and the catalog figures; no personal data */
    get: operations['getStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Admin status form: applies the registration state machine and answers with the console page
     * @description Form-urlencoded. With the `ops_admin` cookie session it needs the session CSRF token and a same-origin request (403 otherwise, nothing changed); with `X-Admin-Token` it needs neither. A move the state machine (or, four-eyes off, the role) forbids is answered 200 with the page showing why (header `X-Status-Outcome: refused`); a move under the four-eyes rule opens a request (`requested`).
     */
    post: operations['submitConsoleStatusForm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/approvals/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: confirm another operator's four-eyes request (the status moves); answers the queue page
     * @description Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role approver.
     */
    post: operations['submitConsoleApprovalConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/approvals/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: reject (or, as its requester, withdraw) a four-eyes request; answers the queue page
     * @description Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role approver.
     */
    post: operations['submitConsoleApprovalReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/{reference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a program's documents (metadata with sha256) */
    get: operations['listDocuments'];
    put?: never;
    /** Upload a supporting document (PDF, PNG, JPEG, WebP or TIFF; type decided by content) */
    post: operations['uploadDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/{reference}/{document_id}/content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the stored bytes of a document (attachment, sniffed type) */
    get: operations['downloadDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register/{reference}/audit.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Audit bundle: every record of the program, the event chain and its verification */
    get: operations['getAuditBundle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register/{reference}/compliance-report.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Printable compliance report (HTML) */
    get: operations['getComplianceReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register/{reference}/reconciliation.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Checklist versus handoff records versus event ledger, with every break found */
    get: operations['getReconciliation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register/{reference}/program-health.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness index 0–100 with its components (not a credit score) */
    get: operations['getProgramHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register/{reference}/entity-lineage.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Parties attributed to the program, each with provenance */
    get: operations['getEntityLineage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/registrations/{reference}/audit.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Audit bundle (same as /api/register/{reference}/audit.json) */
    get: operations['getAdminAuditBundle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Registrations as CSV (streamed, formula-guarded); optional partner filter */
    get: operations['exportRegistrationsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Registrations as CSV for the operator console; optional partner filter */
    get: operations['exportConsoleRegistrationsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checklist/{reference}/export.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Printable checklist with tick boxes, completion and who/when (HTML) */
    get: operations['exportChecklistHtml'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/registrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Registrations, newest first, unmasked, with counts; filters combine */
    get: operations['listRegistrations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/idv-provider': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Identity-verification result from the IDV provider (secret: IDV_WEBHOOK_SECRET)
     * @description Called by the provider, not by operators: it is authenticated by a signature instead of a credential. The provider signs the raw body bytes with HMAC-SHA256 under the shared secret (a `whsec_` secret is base64-decoded first), in either of two header styles: Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>` over `{webhook-id}.{webhook-timestamp}.{body}`; several space-separated signatures may be sent, one must match), or `X-Signature: sha256=<hex>` over the body, or over `{X-Timestamp}.{body}` when `X-Timestamp` is sent. A signed timestamp must be within 5 minutes of the service's clock. A missing, invalid or stale signature answers 401 before the body is validated. Without a configured secret the webhook is accepted unsigned (and logged) outside production, refused with 503 in production.
     *
     *     Each `event_id` is applied at most once: a replay answers `{"status":"duplicate"}` and changes nothing.
     */
    post: operations['receiveIdentityVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/payment-provider': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Handoff-record status report from the payment provider (secret: PAYMENT_WEBHOOK_SECRET)
     * @description Called by the provider, not by operators: it is authenticated by a signature instead of a credential. The provider signs the raw body bytes with HMAC-SHA256 under the shared secret (a `whsec_` secret is base64-decoded first), in either of two header styles: Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>` over `{webhook-id}.{webhook-timestamp}.{body}`; several space-separated signatures may be sent, one must match), or `X-Signature: sha256=<hex>` over the body, or over `{X-Timestamp}.{body}` when `X-Timestamp` is sent. A signed timestamp must be within 5 minutes of the service's clock. A missing, invalid or stale signature answers 401 before the body is validated. Without a configured secret the webhook is accepted unsigned (and logged) outside production, refused with 503 in production.
     *
     *     Each `event_id` is applied at most once: a replay answers `{"status":"duplicate"}` and changes nothing.
     */
    post: operations['receivePaymentProviderReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messaging/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bot update: /start, /help, /status PRG-###### answered inline as a sendMessage reply
     * @description Called by the bot platform, not by operators: it is authenticated by a shared secret instead of a credential. The platform sends the secret configured as MESSAGING_WEBHOOK_SECRET in the `x-messaging-bot-api-secret-token` header; it is compared in constant time before the body is looked at, and a missing or different one answers 401. Without a configured secret the update is accepted unchecked (and logged) outside production, refused with 503 in production.
     *
     *     Status is revealed only to the messaging user recorded on the registration (by id or username); anyone else gets the same "not found" answer. Updates without a text message, and resent updates already answered, answer `{}`.
     */
    post: operations['receiveMessagingUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/messaging/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the messaging webhook is configured (no secret values) */
    get: operations['getMessagingHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhook-event-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every event type a webhook endpoint can receive, with the JSON Schema of its delivery body
     * @description The catalog behind `event_types` filters (an exact type or `prefix.*`). Each `schema` is the one of the matching entry in the `webhooks` section of this document. See docs/webhook-events.md.
     */
    get: operations['listWebhookEventTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List webhooks (no secrets), optionally of one program */
    get: operations['listWebhooks'];
    put?: never;
    /** Register an outbound webhook for a program's events (signed when a secret is given) */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a webhook: no more deliveries, history kept */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Deliveries of a webhook with every attempt (status code or error, duration), in pages */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/webhook-deliveries/{id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a delivery again now, with the same webhook-id and body */
    post: operations['redeliverWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/endpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every webhook endpoint not deleted (operators' and partners'), without secrets */
    get: operations['listWebhookEndpoints'];
    put?: never;
    /** Register a webhook endpoint for every program, one partner's programs or one program, with filters */
    post: operations['createWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/endpoints/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One webhook endpoint, without its secret */
    get: operations['getWebhookEndpoint'];
    put?: never;
    post?: never;
    /** Remove an endpoint: no more deliveries, history kept */
    delete: operations['deleteWebhookEndpoint'];
    options?: never;
    head?: never;
    /** Change an endpoint: URL, filters, limits, secret, or pause / resume it (`active`) */
    patch: operations['updateWebhookEndpoint'];
    trace?: never;
  };
  '/api/operator/endpoints/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** New signing secret, shown once; the previous one keeps signing for a grace period */
    post: operations['rotateWebhookEndpointSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/endpoints/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a `webhook.test` delivery through the usual path; its attempts are in the log */
    post: operations['sendWebhookEndpointTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/endpoints/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Deliveries of an endpoint with every attempt (status code or error, duration), in pages */
    get: operations['listWebhookEndpointDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/endpoints/{id}/recover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send again every failed or pause-cancelled delivery of the endpoint created since a time (same webhook-id, same body) */
    post: operations['recoverWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/endpoints/{id}/replay-missing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deliver the events since a time that the endpoint's current filters select and it never received */
    post: operations['replayMissingWebhookEndpointEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/endpoints/{id}/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Attempts, successes, failures by reason, p50/p95 latency and breaker state over a window */
    get: operations['getWebhookEndpointStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/endpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The partner's endpoints not deleted, without secrets */
    get: operations['listPartnerWebhookEndpoints'];
    put?: never;
    /** Register a webhook endpoint for the partner's own programs' events */
    post: operations['createPartnerWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/endpoints/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the partner's endpoints */
    get: operations['getPartnerWebhookEndpoint'];
    put?: never;
    post?: never;
    /** Remove an endpoint: no more deliveries, history kept */
    delete: operations['deletePartnerWebhookEndpoint'];
    options?: never;
    head?: never;
    /** Change an endpoint: URL, filters, limits, secret, or pause / resume it (`active`) */
    patch: operations['updatePartnerWebhookEndpoint'];
    trace?: never;
  };
  '/api/partner/endpoints/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** New signing secret, shown once; the previous one keeps signing for a grace period */
    post: operations['rotatePartnerWebhookEndpointSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/endpoints/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a `webhook.test` delivery through the usual path */
    post: operations['sendPartnerWebhookEndpointTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/endpoints/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Deliveries of one of the partner's endpoints with every attempt, in pages */
    get: operations['listPartnerWebhookEndpointDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/endpoints/{id}/deliveries/{delivery_id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send one of the endpoint's deliveries again now, with the same webhook-id and body */
    post: operations['redeliverPartnerWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/endpoints/{id}/recover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send again every failed or pause-cancelled delivery of the endpoint created since a time (same webhook-id, same body) */
    post: operations['recoverPartnerWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/endpoints/{id}/replay-missing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deliver the events of the partner's programs since a time that the endpoint never received */
    post: operations['replayMissingPartnerWebhookEndpointEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partner/endpoints/{id}/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Attempts, successes, failures by reason, p50/p95 latency and breaker state over a window */
    get: operations['getPartnerWebhookEndpointStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/registrations/{reference}/erase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Erase a closed program's personal data once its retention has ended
     * @description Retention is RETENTION_YEARS (default 5) after the last event of the program. Erased: the personal fields of the registration (NOT NULL texts become "[erased]", the others null; exports print "[erased]"), the operators' notes, the documents' bytes and file names (content type, size and sha256 stay; a download answers 410), the handoff records' payloads (their external ids stay) and the stored Idempotency-Key answers about the program. The event record, its hashes and the checkpoints stay and keep verifying; `program.personal_data_erased` is appended in the same transaction. With FOUR_EYES_ERASURE (the default in production) the call answers 202 with a request instead, after the same checks; a different owner confirms it (POST /api/operator/approvals/{id}/confirm) and the event then names both. Its payload lists in `legacy_events` ({seq, note_id, digest}) every event written before notes left payloads (hash version 1) whose inline note it erased, with the SHA-256 of its stored form, so that such an event stays verifiable. Open requests about the program become stale; afterwards the program takes no change of status, settlement path or status note, no document and no handoff record (409 `program_erased`).
     */
    post: operations['erasePersonalData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit/checkpoints/latest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest signed checkpoint of the program-head log (no personal data) */
    get: operations['getLatestAuditCheckpoint'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit/checkpoints/consistency': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** RFC 6962 consistency proof between two tree sizes (422 unless 1 ≤ from ≤ to ≤ latest) */
    get: operations['getAuditConsistencyProof'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit/checkpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Checkpoints issued since an instant (or from the first), oldest first, in pages */
    get: operations['listAuditCheckpoints'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/audit/checkpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issue a checkpoint now (the scheduler does it every AUDIT_CHECKPOINT_INTERVAL_S) */
    post: operations['issueAuditCheckpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/partners/keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: issue a partner's first API key (shown once on the answer)
     * @description Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The service of `POST /api/operator/api-keys` with `rotate: false`: a slug whose key is live is refused (409).
     */
    post: operations['submitConsolePartnerKeyIssue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/partners/keys/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: rotate a partner's API key; the replaced key works for the grace period
     * @description Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The service of `POST /api/operator/api-keys` with `rotate: true` (`API_KEY_ROTATION_GRACE_SECONDS`).
     */
    post: operations['submitConsolePartnerKeyRotate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/partners/keys/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: revoke every working API key of a partner at once; answers a redirect to the partner's page
     * @description Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The service of `DELETE /api/operator/api-keys/{slug}`.
     */
    post: operations['submitConsolePartnerKeyRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/operators/new': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: add an operator account with a role; answers a redirect to its page
     * @description Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The service and rules of `POST /api/operator/operators`.
     */
    post: operations['submitConsoleOperatorCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/operators/{id}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: change an operator's role; answers a redirect to their page
     * @description Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The service of `PATCH /api/operator/operators/{id}` with `role`.
     */
    post: operations['submitConsoleOperatorRole'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/operators/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: deactivate an operator (their sessions end, their tokens stop); answers a redirect to their page
     * @description Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The service of `PATCH /api/operator/operators/{id}` with `active: false`.
     */
    post: operations['submitConsoleOperatorDeactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/operators/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: reactivate a deactivated operator; answers a redirect to their page
     * @description Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The service of `PATCH /api/operator/operators/{id}` with `active: true` (revoked tokens stay revoked).
     */
    post: operations['submitConsoleOperatorReactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/operators/{id}/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: issue a personal token (your own, or as an owner anyone’s), shown once on the answer
     * @description Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form. The service and rules of `POST /api/operator/operators/{id}/tokens`: every operator for themselves, owners for anyone.
     */
    post: operations['submitConsoleOperatorTokenIssue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/operators/{id}/tokens/{token_id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: revoke a personal token at once; answers a redirect to its operator's page
     * @description Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form. The service and rules of `DELETE /api/operator/operators/{id}/tokens/{token_id}`.
     */
    post: operations['submitConsoleOperatorTokenRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/programs/{reference}/checklist/{item_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: tick or reopen a checklist item, with an optional comment; redirects to the program page
     * @description Form-urlencoded; the same service, role and event as `PATCH /api/checklist/{reference}/items/{item_id}`. With the `ops_admin` cookie session it needs the session CSRF token and a same-origin request; with `X-Admin-Token` neither. The comment is kept as an erasable operator note (the event holds its reference and salted commitment, never the text) and is recorded only with a change.
     */
    post: operations['submitConsoleChecklistForm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/programs/{reference}/handoff-records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: create a handoff record (draft) for the program; redirects to the program page
     * @description Form-urlencoded; the same rules, service, role and event as `POST /api/instructions` (the payload is JSON text here; payment credentials in it are refused). Same CSRF and same-origin rules as the other console forms.
     */
    post: operations['submitConsoleHandoffCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/programs/{reference}/handoff-records/{instruction_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: move a handoff record along its state machine and/or set its external id; redirects
     * @description Form-urlencoded; the same state machine, service, role and event as `PATCH /api/instructions/{id}`. The record must be one of the path's program. Same CSRF and same-origin rules as the other console forms.
     */
    post: operations['submitConsoleHandoffUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/programs/{reference}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Console: upload a document to the program; redirects to the program page
     * @description Multipart, like `POST /api/documents/{reference}` and through the same service: the same size limit (MAX_UPLOAD_BYTES), quota, content sniffing (the type is decided by the bytes, never by the name or the declared type), role and event. With the `ops_admin` cookie session the request must be same-origin (checked before the body is read) and carry the session CSRF token in the `csrf_token` field.
     */
    post: operations['submitConsoleDocumentUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  programEvent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Any delivery, to an operator or partner webhook endpoint (the typed entries below narrow it per type)
     * @description Sent through the outbox after the event commits: at least once, in event order per program, retried on the configured schedule (`WEBHOOK_RETRY_SCHEDULE_MS`) until a 2xx or the schedule's end.
     */
    post: operations['receiveProgramEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'program.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `program.created`: A program was registered (intake, a partner or an operator).
     * @description Sent to the endpoints whose `event_types` select `program.created` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveProgramCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'program.status_changed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `program.status_changed`: The program's review status moved, possibly moving its lifecycle too.
     * @description Sent to the endpoints whose `event_types` select `program.status_changed` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveProgramStatusChanged'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'program.approval_requested': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `program.approval_requested`: A status move or an erasure now waits for a second operator to confirm it.
     * @description Sent to the endpoints whose `event_types` select `program.approval_requested` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveProgramApprovalRequested'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'program.approval_rejected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `program.approval_rejected`: A second operator turned down (or the requester withdrew) a four-eyes request.
     * @description Sent to the endpoints whose `event_types` select `program.approval_rejected` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveProgramApprovalRejected'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'program.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `program.updated`: The program's settlement path (or its internal status note) changed.
     * @description Sent to the endpoints whose `event_types` select `program.updated` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveProgramUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'portal.verify.completed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `portal.verify.completed`: The applicant completed the portal verify step; the lifecycle is now verified.
     * @description Sent to the endpoints whose `event_types` select `portal.verify.completed` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receivePortalVerifyCompleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'portal.fund.completed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `portal.fund.completed`: The applicant completed the portal fund step; the lifecycle is now funded.
     * @description Sent to the endpoints whose `event_types` select `portal.fund.completed` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receivePortalFundCompleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'checklist.item_updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `checklist.item_updated`: A readiness checklist item was ticked off or reopened.
     * @description Sent to the endpoints whose `event_types` select `checklist.item_updated` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveChecklistItemUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'document.uploaded': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `document.uploaded`: A document was uploaded to the program (its metadata, never its content).
     * @description Sent to the endpoints whose `event_types` select `document.uploaded` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveDocumentUploaded'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'handoff.prepared': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `handoff.prepared`: A handoff record was submitted and is ready for its provider.
     * @description Sent to the endpoints whose `event_types` select `handoff.prepared` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveHandoffPrepared'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'handoff_record.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `handoff_record.created`: A handoff record was created as a draft.
     * @description Sent to the endpoints whose `event_types` select `handoff_record.created` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveHandoffRecordCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'handoff_record.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `handoff_record.updated`: A handoff record's status (or external id) changed.
     * @description Sent to the endpoints whose `event_types` select `handoff_record.updated` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveHandoffRecordUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'identity.verification_updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `identity.verification_updated`: The identity-verification provider reported a result for the program.
     * @description Sent to the endpoints whose `event_types` select `identity.verification_updated` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveIdentityVerificationUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'payment_provider.status_reported': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `payment_provider.status_reported`: The payment provider reported a status the handoff record could not move to; the record's status is unchanged.
     * @description Sent to the endpoints whose `event_types` select `payment_provider.status_reported` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receivePaymentProviderStatusReported'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'webhook.endpoint_disabled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `webhook.endpoint_disabled`: One of your own webhook endpoints was disabled by the service (it answered 410 Gone, or its breaker kept tripping).
     * @description Sent to the endpoints whose `event_types` select `webhook.endpoint_disabled` (since 1.0.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveWebhookEndpointDisabled'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'program.personal_data_erased': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `program.personal_data_erased`: The program's personal data was erased after its retention ended; its event record stays verifiable.
     * @description Sent to the endpoints whose `event_types` select `program.personal_data_erased` (since 1.1.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveProgramPersonalDataErased'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'webhook.test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `webhook.test`: A test delivery you asked for; it is about no program and needs no action.
     * @description Sent to the endpoints whose `event_types` select `webhook.test` (since 1.1.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveWebhookTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'audit.checkpoint.published': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `audit.checkpoint.published`: A new signed audit checkpoint (Merkle tree head of every program chain) was published.
     * @description Sent to the endpoints whose `event_types` select `audit.checkpoint.published` (since 1.1.0); the same delivery rules, headers and answers as `programEvent`.
     */
    post: operations['receiveAuditCheckpointPublished'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /** @enum {string} */
    ProgramTemplateId: 'msp_waitlist' | 'partner_program' | 'rpaa_psp' | 'program_business' | 'program_individual';
    /**
     * @description The registration field whose value, given at intake, marks the checklist item done.
     * @enum {string}
     */
    PrefillField:
      'legal_entity_name' | 'business_number' | 'fintrac_msb' | 'incident_contact_email' | 'consent_accepted';
    ProgramTemplateItemOut: {
      /**
       * @description The checklist item id of every program on it.
       * @example identity_verification
       */
      id: string;
      /** @example Identity verification of principals completed */
      label: string;
      /** @example verification */
      category: string;
      /** @description False for an item the template lists as optional. */
      required: boolean;
      /** @description The registration field whose value, given at intake, marks the checklist item done. */
      prefilled_when: components['schemas']['PrefillField'] | null;
    };
    ProgramTemplateOut: {
      id: components['schemas']['ProgramTemplateId'];
      /** @example RPAA payment service provider */
      name: string;
      description: string;
      /** @description In checklist order. */
      items: components['schemas']['ProgramTemplateItemOut'][];
    };
    ProgramTemplatesList: {
      /** @example 5 */
      count: number;
      templates: components['schemas']['ProgramTemplateOut'][];
    };
    /** @enum {string} */
    CorridorStatus: 'active' | 'pilot' | 'planned';
    CorridorOut: {
      /**
       * @description The value a registration sends as `corridor`.
       * @example CA-US
       */
      code: string;
      /** @example Canada to United States */
      label: string;
      /**
       * @description ISO 3166 alpha-2 country code.
       * @example CA
       */
      source_country: string;
      /**
       * @description ISO 4217 currency code.
       * @example CAD
       */
      source_currency: string;
      /**
       * @description ISO 3166 alpha-2 code (EU for the euro area).
       * @example US
       */
      destination_country: string;
      /** @example USD */
      destination_currency: string;
      /**
       * @example [
       *       "swift",
       *       "ach",
       *       "rtp"
       *     ]
       */
      rails: string[];
      /** @example same day to T+1 */
      typical_settlement: string;
      status: components['schemas']['CorridorStatus'];
    };
    CorridorsList: {
      count: number;
      corridors: components['schemas']['CorridorOut'][];
    };
    /** @enum {string} */
    AdapterKind:
      'bank_rail' | 'card_network' | 'stablecoin' | 'exchange' | 'otc_desk' | 'remittance_partner' | 'mobile_wallet';
    /**
     * @description Stage of the integration with the partner.
     * @enum {string}
     */
    IntegrationStatus: 'sandbox' | 'certification' | 'planned';
    SettlementPartnerOut: {
      /**
       * @description The value a handoff record names as `provider`.
       * @example swift-correspondent
       */
      slug: string;
      name: string;
      kind: components['schemas']['AdapterKind'];
      /**
       * @example [
       *       "swift"
       *     ]
       */
      rails: string[];
      /**
       * @example [
       *       "CA-US",
       *       "CA-GB"
       *     ]
       */
      corridors: string[];
      /** @description Stage of the integration with the partner. */
      integration_status: components['schemas']['IntegrationStatus'];
    };
    SettlementPartnersList: {
      count: number;
      /** @description Integration targets on partner infrastructure; the service itself never executes payments. */
      partners: components['schemas']['SettlementPartnerOut'][];
    };
    /** @enum {string} */
    VenueKind: 'exchange' | 'otc_desk' | 'stablecoin_network' | 'payout_network' | 'cash_network' | 'wallet_network';
    VenueOut: {
      /** @description Only with include_slug=true or for_portal=true. */
      slug?: string;
      /** @example US bank account payout */
      label: string;
      kind: components['schemas']['VenueKind'];
      /**
       * @example [
       *       "CA-US"
       *     ]
       */
      corridors: string[];
      /**
       * @example [
       *       "USD"
       *     ]
       */
      currencies: string[];
      /** @description A sandbox venue, listed only in demo mode. */
      demo: boolean;
      /** @description Settlement adapter slug reaching this venue; only with include_slug=true or for_portal=true. */
      adapter?: string;
    };
    VenuesList: {
      count: number;
      /** @description True unless the service runs with NODE_ENV=production; demo venues are listed only then. */
      demo_mode: boolean;
      venues: components['schemas']['VenueOut'][];
    };
    /** @enum {string} */
    RegistrationType: 'rpaa' | 'program' | 'msp_waitlist';
    PartnerBranding: {
      /**
       * @description The value a registration sends as `partner_slug`.
       * @example maple-remit
       */
      slug: string;
      /** @example Maple Remit */
      display_name: string;
      tagline: string | null;
      /** @example #C8102E */
      accent_colour: string;
      /** Format: uri */
      logo_url: string | null;
      /**
       * @example [
       *       "CA-US"
       *     ]
       */
      corridors: string[];
      /** @description Whether the branded intake form accepts registrations. */
      intake_enabled: boolean;
      default_registration_type: components['schemas']['RegistrationType'];
      /** Format: uri */
      support_url: string | null;
    };
    EntityCategoryOut: {
      /** @example settlement_partner */
      slug: string;
      /** @example Settlement partner */
      label: string;
      description: string;
    };
    EntityCategoriesList: {
      count: number;
      categories: components['schemas']['EntityCategoryOut'][];
    };
    Liveness: {
      /** @enum {string} */
      status: 'ok';
    };
    HealthChecks: {
      /**
       * @description Whether the database answered a ping just now.
       * @enum {string}
       */
      database: 'ok' | 'unavailable';
      /**
       * @description The webhook delivery queue: ok (Redis connected), in-process (no Redis configured) or unavailable (Redis down; deliveries wait in the database).
       * @enum {string}
       */
      queue: 'ok' | 'in-process' | 'unavailable';
    };
    HealthReport: {
      /**
       * @description degraded when the database or the configured queue is down.
       * @enum {string}
       */
      status: 'ok' | 'degraded';
      checks: components['schemas']['HealthChecks'];
      /**
       * @description The running service version.
       * @example 1.0.0
       */
      version: string;
      /** @description Seconds since the process started. */
      uptime_s: number;
    };
    /** @enum {string} */
    AuditKeyAlgorithm: 'Ed25519';
    PublishedAuditKey: {
      /**
       * @description First 16 hex characters of SHA-256 over the SPKI DER of the public key; signatures name it.
       * @example 3f9a0c1be47d5e28
       */
      kid: string;
      alg: components['schemas']['AuditKeyAlgorithm'];
      /** @description The public key, SPKI PEM. */
      public_key: string;
      /**
       * Format: date-time
       * @description Signatures made from this instant on.
       */
      not_before: string;
      /**
       * Format: date-time
       * @description Retired at this instant; absent while the key is the current one.
       */
      not_after?: string;
    };
    ProgramAuditKeys: {
      /** @description Every key that ever signed, newest first. */
      keys: components['schemas']['PublishedAuditKey'][];
    };
    /** @enum {string} */
    ProgramEventType:
      | 'program.created'
      | 'program.status_changed'
      | 'program.approval_requested'
      | 'program.approval_rejected'
      | 'program.updated'
      | 'portal.verify.completed'
      | 'portal.fund.completed'
      | 'checklist.item_updated'
      | 'document.uploaded'
      | 'handoff.prepared'
      | 'handoff_record.created'
      | 'handoff_record.updated'
      | 'identity.verification_updated'
      | 'payment_provider.status_reported'
      | 'webhook.endpoint_disabled'
      | 'program.personal_data_erased';
    /** @enum {string} */
    ProgramEventSource:
      'intake' | 'portal' | 'admin' | 'partner' | 'idv-provider' | 'payment-provider' | 'messaging' | 'system';
    /** @enum {string} */
    ActorType: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system';
    ActorOut: {
      /** @example operator */
      type: components['schemas']['ActorType'];
      /** @description Operator id, partner slug or provider name; shown to operators only (null for an applicant). */
      id?: string | null;
      /** @description A name a reviewer recognises; shown to operators only. */
      display?: string | null;
    };
    ProgramEventOut: {
      id: number;
      /** @example program.created */
      event_type: components['schemas']['ProgramEventType'];
      /** @example intake */
      source: components['schemas']['ProgramEventSource'];
      /** @description Who caused the event. Operators see who; everyone else sees only the kind of actor. Null on events recorded before actors were. */
      actor: components['schemas']['ActorOut'] | null;
      instruction_id: number | null;
      payload: {
        [key: string]: unknown;
      };
      /** Format: date-time */
      created_at: string;
    };
    ProgramEventsList: {
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      events: components['schemas']['ProgramEventOut'][];
      /** @description Number of events in this page. */
      count: number;
    };
    /** @description One item of a program’s readiness checklist. */
    ChecklistItemView: {
      /**
       * @description Item id, used in the item patch path.
       * @example consent_recorded
       */
      id: string;
      /** @example Applicant consent to data processing recorded */
      label: string;
      /** @example consent */
      category: string;
      /** @description Whether the item counts toward `required_open`. */
      required: boolean;
      done: boolean;
      /**
       * Format: date-time
       * @description When it was marked done.
       */
      done_at: string | null;
      /**
       * @description Who marked it done: intake, portal, admin, partner or a provider (idv-provider …); null while open.
       * @example intake
       */
      done_by: string | null;
    };
    /** @description A program’s readiness checklist with its completion figures. */
    ChecklistView: {
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      /**
       * @description The checklist template chosen at intake.
       * @example program_individual
       */
      template: components['schemas']['ProgramTemplateId'];
      /** @description In template order. */
      items: components['schemas']['ChecklistItemView'][];
      /** @description Items done. */
      completed: number;
      /** @description All items. */
      total: number;
      /** @description Required items not done yet. */
      required_open: number;
      /** @description completed × 100 / total, rounded down. */
      percent_complete: number;
    };
    /**
     * @description Alternative form: `complete` means done, `pending` means not done. Ignored when `done` is sent.
     * @enum {string}
     */
    ChecklistItemStatus: 'complete' | 'pending';
    ChecklistItemPatch: {
      /** @description Whether the item is done. Clients of the published recipe may send `status` instead. */
      done: boolean;
      /** @description Alternative form: `complete` means done, `pending` means not done. Ignored when `done` is sent. */
      status?: components['schemas']['ChecklistItemStatus'];
    };
    /** @enum {string} */
    ClientRole: 'individual' | 'business' | 'partner';
    RegistrationCreate: {
      /** @example Jane Doe */
      full_name: string;
      /**
       * Format: email
       * @example jane@example.com
       */
      email: string;
      /** @description Anti-automation challenge token. */
      challenge_token?: string | null;
      company?: string | null;
      phone?: string | null;
      legal_entity_name?: string | null;
      business_number?: string | null;
      rpaa_target_date?: string | null;
      /** Format: email */
      incident_contact_email?: string | null;
      /** @default false */
      consent_accepted?: boolean;
      /** @example CA-US */
      corridor?: string | null;
      /** @default fiat */
      settlement_path?: string;
      /** @default individual */
      client_role?: components['schemas']['ClientRole'];
      fintrac_msb?: boolean | null;
      /** @default program */
      registration_type?: components['schemas']['RegistrationType'];
      notes?: string | null;
      messaging_user_id?: number | null;
      messaging_username?: string | null;
      partner_slug?: string | null;
    };
    /** @enum {string} */
    ApplicationStatus: 'pending' | 'kyc_pending' | 'rpaa_review' | 'reviewing' | 'approved' | 'declined';
    RegistrationResponse: {
      id: number;
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      /**
       * @description Same value as `reference`, for clients of the published example.
       * @example PRG-123456
       */
      program_id: string;
      full_name: string;
      email: string;
      corridor: string | null;
      status: components['schemas']['ApplicationStatus'];
      registration_type: components['schemas']['RegistrationType'];
      /** @description What happens next, for the applicant. */
      message: string;
    };
    /**
     * @description Where the customer is in the portal: created, verified (verify step done), funded (fund step reported) or closed (declined).
     * @enum {string}
     */
    Lifecycle: 'created' | 'verified' | 'funded' | 'closed';
    RegistrationStatus: {
      id: number;
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      /** @description First name and initial unless the caller holds the admin or partner credential. */
      full_name: string;
      /** @description Masked (j***@example.com) unless the caller holds the admin or partner credential. */
      email: string;
      corridor: string | null;
      settlement_path: string;
      client_role: components['schemas']['ClientRole'];
      status: components['schemas']['ApplicationStatus'];
      /** @description Where the customer is in the portal: created, verified (verify step done), funded (fund step reported) or closed (declined). */
      lifecycle: components['schemas']['Lifecycle'];
      legal_entity_name: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description The 10 newest events, ascending. */
      recent_events: components['schemas']['ProgramEventOut'][];
      instruction_count: number;
    };
    /** @enum {string} */
    PortalStep: 'verify' | 'fund';
    PortalStepBody: {
      step: components['schemas']['PortalStep'];
    };
    /** @description What a portal step recorded: the program’s lifecycle after it, and the event written (none on a repeat). */
    PortalStepResult: {
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      step: components['schemas']['PortalStep'];
      /** @description Where the customer is in the portal: created, verified (verify step done), funded (fund step reported) or closed (declined). */
      lifecycle: components['schemas']['Lifecycle'];
      /** @description The event recorded; null when the program had already reached this step (nothing recorded). */
      event_id: number | null;
    };
    AdminRegistrationUpdate: {
      status?: components['schemas']['ApplicationStatus'] | null;
      settlement_path?: string | null;
      status_note?: string | null;
    };
    /**
     * @description What is asked: status_move (the status moves from `from` to `to`) or erasure (the program's personal data is erased; `from` and `to` both hold the status when asked).
     * @enum {string}
     */
    ApprovalAction: 'status_move' | 'erasure';
    /**
     * @description pending: waiting; confirmed: the status moved; rejected: refused by an approver (or withdrawn by the requester); stale: the program moved on, or a newer request replaced it, before anyone decided.
     * @enum {string}
     */
    ApprovalState: 'pending' | 'confirmed' | 'rejected' | 'stale';
    ApprovalOut: {
      approval_id: number;
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      /** @description What is asked: status_move (the status moves from `from` to `to`) or erasure (the program's personal data is erased; `from` and `to` both hold the status when asked). */
      action: components['schemas']['ApprovalAction'];
      /** @description The status when asked. */
      from: components['schemas']['ApplicationStatus'];
      /** @description The status asked for. */
      to: components['schemas']['ApplicationStatus'];
      /** @description The operator who asked. */
      requested_by: components['schemas']['ActorOut'];
      /** Format: date-time */
      requested_at: string;
      /** @description pending: waiting; confirmed: the status moved; rejected: refused by an approver (or withdrawn by the requester); stale: the program moved on, or a newer request replaced it, before anyone decided. */
      status: components['schemas']['ApprovalState'];
      /** @description The status note the move carries (operators only). */
      note: string | null;
      /** @description Who confirmed or rejected; null while pending or stale. */
      decided_by: components['schemas']['ActorOut'] | null;
      /** Format: date-time */
      decided_at: string | null;
      /** @description A rejection's reason. */
      reason: string | null;
    };
    StatusUpdate: {
      status: components['schemas']['ApplicationStatus'];
    };
    ApprovalList: {
      approvals: components['schemas']['ApprovalOut'][];
      count: number;
    };
    ApprovalReject: {
      /** @example The proof of address is older than three months. */
      reason: string;
    };
    InstructionCreate: {
      /** @example PRG-123456 */
      reference: string;
      /** @example bank-partner */
      provider: string;
      /** @default submit_order */
      action?: string;
      /** @description Operational facts for the partner, at most 16 KiB as JSON and 8 levels deep. Payment credentials (card numbers, CVV, account/routing numbers, IBAN, passwords, PINs …) are refused with 422. */
      payload?: {
        [key: string]: unknown;
      };
    };
    /** @enum {string} */
    InstructionStatus: 'draft' | 'submitted' | 'venue_ack' | 'filled' | 'failed';
    InstructionResponse: {
      id: number;
      /**
       * @description The handoff record reference: `INS-` and 6 to 12 digits.
       * @example INS-123456
       */
      instruction_ref: string;
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      provider: string;
      action: string;
      external_id: string | null;
      status: components['schemas']['InstructionStatus'];
      /** @description Returned to the admin, the program partner and the creator; omitted on anonymous reads. */
      payload?: {
        [key: string]: unknown;
      };
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    InstructionPatch: {
      status: components['schemas']['InstructionStatus'];
      /** @description The partner's id for this record. Omitted or null keeps the current value. */
      external_id?: string | null;
    };
    InstructionsList: {
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      instructions: components['schemas']['InstructionResponse'][];
      count: number;
    };
    OperatorApiKeyCreate: {
      /** @example acme-bank */
      slug: string;
      /**
       * @description Issue a new key even though one is live; the old one keeps working for the grace period.
       * @default false
       */
      rotate?: boolean;
    };
    OperatorApiKeyIssued: {
      slug: string;
      /** @description The key, shown once. Send it as X-Partner-Token. */
      api_key: string;
      /**
       * @description Non-secret part that identifies the key.
       * @example pws_live_0123456789abcdef
       */
      key_prefix: string;
      /** Format: date-time */
      created_at: string;
      /** @description True when this key replaced a live key of the slug. */
      rotated: boolean;
      /**
       * Format: date-time
       * @description Until when the replaced key still works.
       */
      previous_key_expires_at: string | null;
    };
    /**
     * @description active: the live key; grace: rotated out, still works until expires_at; expired or revoked: no longer works.
     * @enum {string}
     */
    ApiKeyState: 'active' | 'grace' | 'expired' | 'revoked';
    OperatorApiKeyView: {
      slug: string;
      /** @example pws_live_0123456789abcdef */
      key_prefix: string;
      /** @description active: the live key; grace: rotated out, still works until expires_at; expired or revoked: no longer works. */
      state: components['schemas']['ApiKeyState'];
      /** Format: date-time */
      created_at: string;
      /**
       * Format: date-time
       * @description When this key replaced the previous one.
       */
      rotated_at: string | null;
      /**
       * Format: date-time
       * @description End of the grace period of a rotated-out key.
       */
      expires_at: string | null;
      /** Format: date-time */
      revoked_at: string | null;
      /**
       * Format: date-time
       * @description Precise to about a minute.
       */
      last_used_at: string | null;
    };
    OperatorApiKeyList: {
      count: number;
      keys: components['schemas']['OperatorApiKeyView'][];
    };
    OperatorApiKeyRevoked: {
      slug: string;
      /** @description Keys that worked until now (the live key and any key in its grace period). */
      revoked_keys: number;
      /** Format: date-time */
      revoked_at: string;
    };
    /**
     * @description viewer: reads and exports; reviewer: also works on programs (status moves other than into approved or declined, notes, checklist, documents, handoff records); approver: also decides approvals; owner: also operators, API keys and webhooks.
     * @enum {string}
     */
    OperatorRole: 'viewer' | 'reviewer' | 'approver' | 'owner';
    OperatorCreate: {
      /**
       * Format: email
       * @example alex@operator.example
       */
      email: string;
      /** @example Alex Morgan */
      display_name: string;
      /** @description viewer: reads and exports; reviewer: also works on programs (status moves other than into approved or declined, notes, checklist, documents, handoff records); approver: also decides approvals; owner: also operators, API keys and webhooks. */
      role: components['schemas']['OperatorRole'];
    };
    OperatorOut: {
      id: number;
      /** @example alex@operator.example */
      email: string;
      /** @example Alex Morgan */
      display_name: string;
      role: components['schemas']['OperatorRole'];
      active: boolean;
      /** Format: date-time */
      created_at: string;
    };
    OperatorList: {
      operators: components['schemas']['OperatorOut'][];
      /** @description Opaque: send as `cursor` for the next page (newer accounts); null when this is the last page. */
      next_cursor: string | null;
    };
    OperatorPatch: {
      /** @description viewer: reads and exports; reviewer: also works on programs (status moves other than into approved or declined, notes, checklist, documents, handoff records); approver: also decides approvals; owner: also operators, API keys and webhooks. */
      role?: components['schemas']['OperatorRole'];
      /** @description false disables the operator: their sessions and tokens stop working at once (tokens for good). */
      active?: boolean;
    };
    OperatorTokenCreate: {
      /** @example nightly export script */
      name: string;
      /**
       * Format: date-time
       * @description When the token stops working (RFC 3339 with a time zone, in the future); null or absent: never.
       * @example 2027-06-30T00:00:00Z
       */
      expires_at?: string | null;
    };
    /** @enum {string} */
    OperatorTokenState: 'active' | 'expired' | 'revoked';
    OperatorTokenIssued: {
      id: number;
      /** @example nightly export script */
      name: string;
      /**
       * @description Non-secret part that identifies the token.
       * @example pwo_0123456789abcdef
       */
      token_prefix: string;
      state: components['schemas']['OperatorTokenState'];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      expires_at: string | null;
      /** Format: date-time */
      revoked_at: string | null;
      /**
       * Format: date-time
       * @description To the minute.
       */
      last_used_at: string | null;
      /**
       * @description The token, shown this once: send it as X-Admin-Token, or paste it to sign in to the console.
       * @example pwo_0123456789abcdef_…
       */
      token: string;
    };
    OperatorTokenView: {
      id: number;
      /** @example nightly export script */
      name: string;
      /**
       * @description Non-secret part that identifies the token.
       * @example pwo_0123456789abcdef
       */
      token_prefix: string;
      state: components['schemas']['OperatorTokenState'];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      expires_at: string | null;
      /** Format: date-time */
      revoked_at: string | null;
      /**
       * Format: date-time
       * @description To the minute.
       */
      last_used_at: string | null;
    };
    OperatorTokenList: {
      tokens: components['schemas']['OperatorTokenView'][];
    };
    /** @enum {string} */
    OperatorAuditAction:
      | 'operator.created'
      | 'operator.role_changed'
      | 'operator.disabled'
      | 'operator.enabled'
      | 'token.created'
      | 'token.revoked'
      | 'sign_in.succeeded'
      | 'sign_in.failed'
      | 'webhook_endpoint.created'
      | 'webhook_endpoint.updated'
      | 'webhook_endpoint.deleted'
      | 'webhook_endpoint.secret_rotated'
      | 'webhook_endpoint.disabled'
      | 'webhook_endpoint.recovered'
      | 'webhook_endpoint.replayed';
    OperatorAuditEntryOut: {
      id: number;
      /** Format: date-time */
      occurred_at: string;
      action: components['schemas']['OperatorAuditAction'];
      /** @description Null for a failed sign-in that identified nobody. */
      actor: components['schemas']['ActorOut'] | null;
      /** @description The operator the action was about. */
      subject_operator_id: number | null;
      /** @description Never a secret. */
      detail: {
        [key: string]: unknown;
      };
    };
    OperatorAuditLogPage: {
      entries: components['schemas']['OperatorAuditEntryOut'][];
      /** @description Send as `before` for the next (older) page; null when this is the last. */
      next_before: number | null;
      /** @description Opaque: send as `cursor`, with the same filters, for the next (older) page; null when this is the last page. */
      next_cursor: string | null;
    };
    RegistrationStatusCounts: {
      pending: number;
      kyc_pending: number;
      rpaa_review: number;
      reviewing: number;
      approved: number;
      declined: number;
    };
    RegistrationTotals: {
      total: number;
      /** @description Every status, zero included. */
      by_status: components['schemas']['RegistrationStatusCounts'];
    };
    InstructionStatusCounts: {
      draft: number;
      submitted: number;
      venue_ack: number;
      filled: number;
      failed: number;
    };
    InstructionTotals: {
      total: number;
      /** @description Every status, zero included. */
      by_status: components['schemas']['InstructionStatusCounts'];
    };
    PartnerStats: {
      partner_slug: string;
      /** @description The partner's programs. */
      registrations: components['schemas']['RegistrationTotals'];
      /** @description Handoff records of the partner programs. */
      instructions: components['schemas']['InstructionTotals'];
      /**
       * Format: date-time
       * @description When the newest program was registered; null before the first.
       */
      latest_registration_at: string | null;
    };
    PartnerRegistration: {
      /** @example PRG-123456 */
      reference: string;
      full_name: string;
      email: string;
      company: string | null;
      legal_entity_name: string | null;
      corridor: string | null;
      settlement_path: string;
      client_role: components['schemas']['ClientRole'];
      registration_type: components['schemas']['RegistrationType'];
      status: components['schemas']['ApplicationStatus'];
      /** @description Where the customer is in the portal: created, verified (verify step done), funded (fund step reported) or closed (declined). */
      lifecycle: components['schemas']['Lifecycle'];
      instruction_count: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    PartnerRegistrationsPage: {
      partner_slug: string;
      /** @description Rows matching the filters, all pages, when there are at most 1000; null when there are more (counting them would cost more than the page: follow `next_cursor` to the end instead). */
      total: number | null;
      limit: number;
      offset: number;
      /** @description Registrations in this page. */
      count: number;
      /** @description Newest first. */
      registrations: components['schemas']['PartnerRegistration'][];
      /** @description Opaque: send as `cursor`, with the same filters, for the next (older) page; null when this is the last page. */
      next_cursor: string | null;
    };
    /**
     * @description sandbox or certification: configured, at that integration stage; unconfigured: a variable is missing; planned: not integrated yet.
     * @enum {string}
     */
    AdapterMode: 'sandbox' | 'certification' | 'unconfigured' | 'planned';
    AdapterHealth: {
      /** @example swift-correspondent */
      slug: string;
      name: string;
      kind: components['schemas']['AdapterKind'];
      /** @description True when every configuration variable of the adapter is set (values are never read out). */
      configured: boolean;
      /** @description sandbox or certification: configured, at that integration stage; unconfigured: a variable is missing; planned: not integrated yet. */
      mode: components['schemas']['AdapterMode'];
    };
    IntegrationsHealth: {
      adapters: components['schemas']['AdapterHealth'][];
      count: number;
      /** @description How many adapters are configured. */
      configured_count: number;
    };
    ReadReplicaReadiness: {
      /** @description The replica answered a probe just now. */
      reachable: boolean;
      /** @description True on a streaming standby (in recovery); false on a writable database fed another way (its lag is unknown); null when unreachable. */
      standby: boolean | null;
      /**
       * @description Replay lag in seconds: 0 when the standby has replayed all it received, else the age of the last transaction it replayed (`pg_last_xact_replay_timestamp()`); null when unknown (unreachable, or not a standby).
       * @example 0
       */
      lag_seconds: number | null;
      /**
       * @description DATABASE_READ_MAX_LAG_S: beyond this lag the primary answers instead.
       * @example 30
       */
      max_lag_seconds: number;
      /** @description Replay is paused on the standby (`pg_wal_replay_pause()`); null when unknown or not a standby. */
      replay_paused: boolean | null;
    };
    /**
     * @description NODE_ENV of the running service.
     * @enum {string}
     */
    RuntimeMode: 'development' | 'test' | 'production';
    ReadinessCheck: {
      /** @example admin_token */
      name: string;
      ok: boolean;
      /** @description What was found and, when not ok, what to change. Never a secret value. */
      detail: string;
    };
    Readiness: {
      /** @description True when every check passes: the configuration is fit for production. */
      ready: boolean;
      /** @description NODE_ENV of the running service. */
      mode: components['schemas']['RuntimeMode'];
      checks: components['schemas']['ReadinessCheck'][];
      /** @description The read replica that lists, stats and exports read from (DATABASE_READ_URL); null when none is configured. */
      read_replica: components['schemas']['ReadReplicaReadiness'] | null;
    };
    CatalogFigures: {
      /** @example 5 */
      program_templates: number;
      /** @example 13 */
      event_types: number;
      /** @example 12 */
      adapters: number;
      /** @example 14 */
      entity_categories: number;
      /**
       * @description REST API, batch audit export, event webhook stream.
       * @example 3
       */
      delivery_modes: number;
    };
    PublicStats: {
      registrations: components['schemas']['RegistrationTotals'];
      instructions_total: number;
      events_total: number;
      catalog: components['schemas']['CatalogFigures'];
    };
    /**
     * @description Document type, decided by the first bytes of the file (never by its name or declared type).
     * @enum {string}
     */
    DocumentContentType: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp' | 'image/tiff';
    DocumentMetadata: {
      /**
       * Format: uuid
       * @description Generated id; the client filename is never used for storage.
       */
      id: string;
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      /** @description Sanitised display name (basename only, no control characters). */
      filename: string;
      /** @description Document type, decided by the first bytes of the file (never by its name or declared type). */
      content_type: components['schemas']['DocumentContentType'];
      size: number;
      /** @description SHA-256 of the stored bytes, hex. */
      sha256: string;
      document_type: string | null;
      /** Format: date-time */
      uploaded_at: string;
    };
    DocumentsList: {
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      documents: components['schemas']['DocumentMetadata'][];
      count: number;
    };
    /** @description A signed head of the Merkle log of program chain heads (RFC 6962). `signature` is base64 Ed25519 over the UTF-8 of JCS({issued_at, kid, root_hash, tree_size}), by the key `kid` of /.well-known/program-audit-keys. */
    AuditCheckpointOut: {
      id: number;
      /** @description Leaves covered: [0, tree_size). */
      tree_size: number;
      /** @description MTH of the first `tree_size` leaves, lowercase hex. */
      root_hash: string;
      /**
       * Format: date-time
       * @description ISO 8601 UTC with milliseconds.
       */
      issued_at: string;
      /** @description The signing key id. */
      kid: string;
      /** @description base64 (standard, padded) of the 64-byte Ed25519 signature. */
      signature: string;
    };
    /** @description A program chain head as logged: the leaf input is UTF-8 JCS of these three members. */
    LoggedProgramHead: {
      reference: string;
      seq: number;
      /** @description The hash of the event at `seq`, hex. */
      head_hash: string;
    };
    /** @description RFC 6962 PATH(leaf_index, D[tree_size]) of the program’s most recently logged head in `checkpoint`; verify per RFC 9162 §2.1.3.2 with leaf hash SHA-256(0x00 || JCS(head)). Events after `head.seq` are covered by `head_signature` only. */
    AuditInclusionProof: {
      leaf_index: number;
      tree_size: number;
      head: components['schemas']['LoggedProgramHead'];
      /** @description The path hashes, hex, leaf to root. */
      hashes: string[];
    };
    RegistrationRecord: {
      id: number;
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      full_name: string;
      email: string;
      company: string | null;
      phone: string | null;
      legal_entity_name: string | null;
      business_number: string | null;
      rpaa_target_date: string | null;
      incident_contact_email: string | null;
      consent_accepted: boolean;
      corridor: string | null;
      settlement_path: string;
      client_role: components['schemas']['ClientRole'];
      fintrac_msb: boolean | null;
      registration_type: components['schemas']['RegistrationType'];
      notes: string | null;
      messaging_user_id: number | null;
      messaging_username: string | null;
      partner_slug: string | null;
      status: components['schemas']['ApplicationStatus'];
      status_note: string | null;
      /** @description Where the customer is in the portal: created, verified (verify step done), funded (fund step reported) or closed (declined). */
      lifecycle: components['schemas']['Lifecycle'];
      lifecycle_before_close: components['schemas']['Lifecycle'] | null;
      /** @description Checklist template id. */
      template: components['schemas']['ProgramTemplateId'];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /** @description A stored program event with its place in the hash chain, payload whole (operator notes included). */
    AuditEvent: {
      id: number;
      /** @description Position in the program’s chain, from 1. */
      seq: number;
      /** @example program.created */
      event_type: components['schemas']['ProgramEventType'];
      /** @example intake */
      source: components['schemas']['ProgramEventSource'];
      /** @description Who caused the event, whole (type, id, display); covered by `hash`. Null on events recorded before actors were. */
      actor: components['schemas']['ActorOut'] | null;
      /** @description The handoff record the event is about. */
      instruction_id: number | null;
      payload: {
        [key: string]: unknown;
      };
      /** Format: date-time */
      created_at: string;
      /** @description Hash of the previous event (64 zeros for the first). */
      prev_hash: string;
      /** @description SHA-256 over this event and `prev_hash`. */
      hash: string;
      /**
       * @description Which object `hash` covers: 2 adds `"hash_version": 2` to it (notes referred to by id and commitment); 1 for events written before (a note they held inline is shown inline again here).
       * @enum {integer}
       */
      hash_version: 1 | 2;
      /** @description Present (true) when a note this hash-version-1 event held inline was erased: its hash can no longer be recomputed, only its link (`seq`, `prev_hash`) checked. */
      content_erased?: boolean;
    };
    /** @description An operator's free text an event refers to by `note_id`, kept out of the hashed event. */
    AuditNote: {
      /** Format: uuid */
      note_id: string;
      /** @description Null once erased. */
      text: string | null;
      /** @description 64 hex characters; null once erased and on legacy notes. */
      salt: string | null;
      /** @description hex SHA-256(utf8(salt + text)), as in the referring event; null on notes moved out of hash-version-1 events. */
      commitment: string | null;
      /** Format: date-time */
      erased_at: string | null;
    };
    OperatorWebhookDetail: {
      id: number;
      /** @example PRG-123456 */
      reference: string;
      url: string;
      /** @description Whether deliveries are signed; the secret itself is never returned. */
      has_secret: boolean;
      active: boolean;
      /** Format: date-time */
      created_at: string;
      /**
       * Format: date-time
       * @description Set when a 410 disabled it.
       */
      disabled_at: string | null;
      disabled_reason: string | null;
      /** Format: date-time */
      deleted_at: string | null;
    };
    /** @description The hash chain re-walked from genesis when the bundle was generated (stored hashes are never trusted). */
    ChainIntegrity: {
      /** @example sha256 */
      algorithm: string;
      /** @description Hash of the last event (64 zeros when there is none). */
      head_hash: string;
      /** @description Whether every recomputed hash matches the stored one. */
      chain_valid: boolean;
      /** @description Whether the program's notes are those its events committed to: each opens its event's commitment (or, moved from an event written before, is referred to by it), unless erased. */
      notes_valid: boolean;
      event_count: number;
      /** @description The first `seq` that does not verify; null when valid. */
      broken_at_seq: number | null;
      /** @description Whether every head of this program logged in the latest checkpoint is still reached by the record re-walked from genesis: false when the record was rewritten after a checkpoint, even with every hash recomputed. */
      logged_heads_valid: boolean;
    };
    /** @description What the bundle’s head signature covers (UTF-8 JCS of this object: reference, head_seq, head_hash, chain_valid, generated_at). */
    SignedBundleHead: {
      reference: string;
      /** @description The last event’s seq (0 when there is none). */
      head_seq: number;
      /** @description Equal to `integrity.head_hash`. */
      head_hash: string;
      /** @description Equal to `integrity.chain_valid`: the head is signed as broken when the chain is. */
      chain_valid: boolean;
      /**
       * Format: date-time
       * @description Equal to the bundle’s `generated_at`.
       */
      generated_at: string;
    };
    /** @description The bundle’s own head, signed by the current audit key when the bundle was generated. */
    AuditHeadSignature: {
      /** @description Key id in /.well-known/program-audit-keys. */
      kid: string;
      /** @enum {string} */
      alg: 'Ed25519';
      signed: components['schemas']['SignedBundleHead'];
      /** @description base64 (standard, padded) Ed25519 signature over UTF-8 JCS(`signed`). */
      signature: string;
    };
    /** @description Everything recorded about one program, unmasked, with its event chain re-verified. */
    AuditBundle: {
      /** Format: date-time */
      generated_at: string;
      registration: components['schemas']['RegistrationRecord'];
      checklist: components['schemas']['ChecklistView'];
      /** @description Metadata only, oldest first. */
      documents: components['schemas']['DocumentMetadata'][];
      /** @description Handoff records with their payloads, ascending id. */
      instructions: components['schemas']['InstructionResponse'][];
      /** @description Every event of the program, in chain order. */
      program_events: components['schemas']['AuditEvent'][];
      /** @description The notes the events refer to, oldest first. */
      notes: components['schemas']['AuditNote'][];
      /** @description The program’s webhook endpoints that are not deleted (disabled ones included). */
      webhooks: components['schemas']['OperatorWebhookDetail'][];
      integrity: components['schemas']['ChainIntegrity'];
      /** @description The latest checkpoint; null while none covers a head of this program. */
      checkpoint: components['schemas']['AuditCheckpointOut'] | null;
      /** @description The program’s most recently logged head proven in `checkpoint`; null with it. */
      inclusion_proof: components['schemas']['AuditInclusionProof'] | null;
      head_signature: components['schemas']['AuditHeadSignature'];
    };
    /** @enum {string} */
    ReconciliationBreakKind:
      | 'instruction_missing_created_event'
      | 'instruction_status_mismatch'
      | 'event_unknown_instruction'
      | 'checklist_item_unbacked'
      | 'checklist_item_event_mismatch'
      | 'document_missing_event'
      | 'hash_chain_broken'
      | 'instruction_count_mismatch';
    /** @description One disagreement between the stored records and the event ledger. */
    ReconciliationBreak: {
      kind: components['schemas']['ReconciliationBreakKind'];
      /** @example Handoff record INS-123456 has no handoff_record.created event */
      detail: string;
      /**
       * @description The handoff record concerned, when there is one.
       * @example INS-123456
       */
      instruction_ref?: string;
      /** @description The event concerned, when there is one. */
      event_id?: number;
      /**
       * @description The checklist item concerned, when there is one.
       * @example consent_recorded
       */
      item_id?: string;
    };
    /** @description What was compared: records on one side, the events that should back them on the other. */
    ReconciliationCounts: {
      events: number;
      /** @description Stored handoff records. */
      instructions: number;
      /** @description Handoff records that have a handoff_record.created event. */
      handoff_records_created: number;
      checklist_items: number;
      checklist_done: number;
      documents: number;
      /** @description document.uploaded events. */
      document_events: number;
    };
    /** @description Checklist versus handoff records versus event ledger, with every break found. */
    ReconciliationReport: {
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      /** @description True when no break was found. */
      aligned: boolean;
      break_count: number;
      breaks: components['schemas']['ReconciliationBreak'][];
      /**
       * Format: date-time
       * @description When the records were read.
       */
      checked_at: string;
      counts: components['schemas']['ReconciliationCounts'];
    };
    /**
     * @description A ≥ 90, B ≥ 75, C ≥ 60, D ≥ 40, F below.
     * @enum {string}
     */
    ProgramHealthGrade: 'A' | 'B' | 'C' | 'D' | 'F';
    /** @enum {string} */
    ProgramHealthComponentName:
      | 'required_checklist'
      | 'documents'
      | 'identity_verification'
      | 'status_progress'
      | 'handoff_health'
      | 'reconciliation';
    /** @description One scored part of the readiness index. */
    ProgramHealthComponent: {
      name: components['schemas']['ProgramHealthComponentName'];
      /** @description Its share of health_score; the six weights add up to 100. */
      weight: number;
      score: number;
      /** @example 3 of 5 required checklist items done */
      detail: string;
    };
    /** @description The readiness index 0–100 of a program with its components; deterministic, and not a credit score. */
    ProgramHealthReport: {
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      /** @description round(Σ weight × score / 100). */
      health_score: number;
      /** @description A ≥ 90, B ≥ 75, C ≥ 60, D ≥ 40, F below. */
      grade: components['schemas']['ProgramHealthGrade'];
      /** @example Readiness 85/100 (grade B). Open: 0 supporting document(s) uploaded. A readiness index, not a credit score. */
      summary: string;
      components: components['schemas']['ProgramHealthComponent'][];
    };
    /**
     * @description Kind of evidence: a stored record (registration, handoff_record, webhook_endpoint) or an event.
     * @enum {string}
     */
    LineageProvenanceSource: 'registration' | 'handoff_record' | 'webhook_endpoint' | 'event';
    /** @description The record, field or event that attributes a party to the program. */
    LineageProvenance: {
      /** @description Kind of evidence: a stored record (registration, handoff_record, webhook_endpoint) or an event. */
      source: components['schemas']['LineageProvenanceSource'];
      /**
       * @description Which record: the program reference, an INS reference, `event:<id>` or `webhook:<id>`.
       * @example PRG-123456
       */
      record: string;
      /**
       * @description The field of that record that names the party.
       * @example corridor
       */
      field: string;
      /** @description The event that recorded it, when there is one. */
      event_id?: number;
      /** Format: date-time */
      at: string;
    };
    /** @description A party attributed to the program. */
    LineageEntity: {
      /**
       * @description applicant, legal_entity, operator, partner, corridor, regulator, messaging_channel, adapter, settlement_partner, execution_venue, identity_provider, payment_provider or webhook_endpoint.
       * @example corridor
       */
      category: string;
      /** @example CA-US (Canada to United States) */
      name: string;
      /**
       * @description What the party does for this program.
       * @example operating_corridor
       */
      role: string;
      provenance: components['schemas']['LineageProvenance'];
    };
    /** @description Parties attributed to the program, each with provenance. */
    EntityLineageReport: {
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      entity_count: number;
      entities: components['schemas']['LineageEntity'][];
    };
    ChecklistCompletion: {
      completed: number;
      total: number;
      required_open: number;
      /** @description completed / total, rounded down. */
      percent_complete: number;
    };
    AdminRegistrationRow: {
      id: number;
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      full_name: string;
      email: string;
      company: string | null;
      phone: string | null;
      legal_entity_name: string | null;
      business_number: string | null;
      rpaa_target_date: string | null;
      incident_contact_email: string | null;
      consent_accepted: boolean;
      corridor: string | null;
      settlement_path: string;
      client_role: components['schemas']['ClientRole'];
      fintrac_msb: boolean | null;
      registration_type: components['schemas']['RegistrationType'];
      notes: string | null;
      messaging_user_id: number | null;
      messaging_username: string | null;
      partner_slug: string | null;
      status: components['schemas']['ApplicationStatus'];
      status_note: string | null;
      /** @description Where the customer is in the portal: created, verified (verify step done), funded (fund step reported) or closed (declined). */
      lifecycle: components['schemas']['Lifecycle'];
      lifecycle_before_close: components['schemas']['Lifecycle'] | null;
      /** @description Checklist template id. */
      template: components['schemas']['ProgramTemplateId'];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      instruction_count: number;
      document_count: number;
      checklist: components['schemas']['ChecklistCompletion'];
    };
    AdminRegistrationsList: {
      /** @description Newest first. */
      registrations: components['schemas']['AdminRegistrationRow'][];
      /** @description Rows in this answer. */
      count: number;
      /** @description Rows matching the filters, all pages, when there are at most 1000; null when there are more (counting them would cost more than the page: follow `next_cursor` to the end instead). */
      total: number | null;
      /** @description Opaque: send as `cursor`, with the same filters, for the next (older) page; null when this is the last page. */
      next_cursor: string | null;
    };
    /** @description This event_id was handled before; nothing changed. */
    InboundWebhookDuplicate: {
      /** @enum {string} */
      status: 'duplicate';
    };
    /** @enum {string} */
    IdvVerificationStatus: 'approved' | 'declined' | 'needs_review';
    /** @description The identity-verification result was recorded on the program. */
    IdvWebhookProcessed: {
      /** @enum {string} */
      status: 'processed';
      /** @example PRG-123456 */
      reference: string;
      verification_status: components['schemas']['IdvVerificationStatus'];
      registration_status: components['schemas']['ApplicationStatus'];
      /** @description The identity.verification_updated event recorded. */
      event_id: number;
    };
    /** @description The reported status was applied to the handoff record. */
    PaymentWebhookProcessed: {
      /** @enum {string} */
      status: 'processed';
      /** @example INS-123456 */
      instruction_ref: string;
      instruction_status: components['schemas']['InstructionStatus'];
      /** @description The provider's id now recorded on the record. */
      external_id: string | null;
    };
    IdvWebhookBody: {
      /** @description The provider's event id */
      event_id: string;
      /** @example PRG-123456 */
      reference: string;
      status: components['schemas']['IdvVerificationStatus'];
    };
    PaymentWebhookBody: {
      /** @description The provider's event id */
      event_id: string;
      /**
       * @description The handoff record; without it the record is found by external_id.
       * @example INS-123456
       */
      instruction_ref: string | null;
      status: components['schemas']['InstructionStatus'];
      /** @description The provider's id for the record: the lookup key without instruction_ref, else recorded on it. */
      external_id?: string | null;
    };
    /** @description The bot answers: a Bot API `sendMessage` call. */
    MessagingAnswer: {
      /** @enum {string} */
      method: 'sendMessage';
      /** @description The chat the update came from. */
      chat_id: number | string;
      /**
       * @example Program PRG-123456
       *     Status: reviewing (under review)
       */
      text: string;
    };
    /** @description Nothing to say: `{}`. */
    MessagingNoReply: Record<string, never>;
    MessagingHealth: {
      /** @description Whether the webhook accepts updates: a secret is set, or the service runs outside production (unchecked, logged). */
      configured: boolean;
      /** @description Whether MESSAGING_WEBHOOK_SECRET is set. */
      secret_set: boolean;
    };
    /** @enum {string} */
    WebhookEventType:
      | 'program.created'
      | 'program.status_changed'
      | 'program.approval_requested'
      | 'program.approval_rejected'
      | 'program.updated'
      | 'portal.verify.completed'
      | 'portal.fund.completed'
      | 'checklist.item_updated'
      | 'document.uploaded'
      | 'handoff.prepared'
      | 'handoff_record.created'
      | 'handoff_record.updated'
      | 'identity.verification_updated'
      | 'payment_provider.status_reported'
      | 'webhook.endpoint_disabled'
      | 'program.personal_data_erased'
      | 'webhook.test'
      | 'audit.checkpoint.published';
    /**
     * @description Who may subscribe to it: operator endpoints, partner endpoints or both.
     * @enum {string}
     */
    WebhookAudience: 'operator' | 'partner';
    /** @description One type a webhook endpoint can receive, with the JSON Schema of its delivery body. */
    WebhookEventTypeOut: {
      /** @example program.status_changed */
      type: components['schemas']['WebhookEventType'];
      /** @description What happened, in one sentence. */
      description: string;
      /**
       * @description The service version that first sent this type.
       * @example 1.0.0
       */
      since: string;
      /** @description Still sent, but due to go: move to its successor. */
      deprecated: boolean;
      /** @description Who may subscribe to it: operator endpoints, partner endpoints or both. */
      audiences: components['schemas']['WebhookAudience'][];
      /** @description JSON Schema (draft 2020-12) of the whole delivery body of this type; the same schema as the `webhooks` entry of the OpenAPI document. */
      schema: {
        [key: string]: unknown;
      };
    };
    /** @description Every type a webhook endpoint can receive, in a stable order. */
    WebhookEventTypesList: {
      count: number;
      event_types: components['schemas']['WebhookEventTypeOut'][];
    };
    OperatorWebhookCreate: {
      /** @example PRG-123456 */
      reference: string;
      /**
       * @description http(s) only, no credentials in it; private and loopback targets are refused unless allowed.
       * @example https://ops.example.com/hooks/programs
       */
      url: string;
      /** @description Signs deliveries (Standard Webhooks). A `whsec_` secret is base64-decoded; the key must be at least 24 bytes. Never returned. */
      secret?: string | null;
    };
    OperatorWebhook: {
      id: number;
      /** @example PRG-123456 */
      reference: string;
      url: string;
      /** @description Whether deliveries are signed; the secret itself is never returned. */
      has_secret: boolean;
      active: boolean;
      /** Format: date-time */
      created_at: string;
    };
    OperatorWebhookList: {
      count: number;
      webhooks: components['schemas']['OperatorWebhookDetail'][];
    };
    /** @enum {string} */
    WebhookDeliveryStatus: 'pending' | 'delivered' | 'failed' | 'cancelled';
    WebhookAttemptView: {
      /** @description 1, 2, 3… per delivery, across redeliveries. */
      number: number;
      /** Format: date-time */
      attempted_at: string;
      status_code: number | null;
      /** @description Timeout, refused target or network error. */
      error: string | null;
      duration_ms: number;
    };
    WebhookDeliveryView: {
      id: number;
      endpoint_id: number;
      /** @description The program event announced; null for a notice. */
      event_id: number | null;
      /**
       * @description A type of `GET /api/webhook-event-types`: a program event, or a notice (webhook.test, a checkpoint).
       * @example program.status_changed
       */
      event_type: string;
      /** @description The webhook-id header: the same on every attempt and redelivery. */
      webhook_id: string;
      status: components['schemas']['WebhookDeliveryStatus'];
      attempt_count: number;
      /** Format: date-time */
      next_attempt_at: string | null;
      /** Format: date-time */
      delivered_at: string | null;
      /** Format: date-time */
      created_at: string;
      attempts: components['schemas']['WebhookAttemptView'][];
    };
    WebhookDeliveryList: {
      endpoint_id: number;
      /** @description Deliveries in this answer. */
      count: number;
      /** @description One page, newest first (by id), each delivery with every attempt by number. */
      deliveries: components['schemas']['WebhookDeliveryView'][];
      /** @description Opaque: send as `cursor`, with the same filters, for the next (older) page; null when this is the last page. */
      next_cursor: string | null;
    };
    OperatorEndpointCreate: {
      /**
       * @description http(s) only, no credentials in it; private and loopback targets are refused unless allowed.
       * @example https://ops.example.com/hooks/programs
       */
      url: string;
      /** @description Signs deliveries (Standard Webhooks). A `whsec_` secret is base64-decoded; the key must be at least 24 bytes. Never returned. Omitted on creation: a new `whsec_` secret is generated and shown once in the answer. */
      secret?: string;
      description?: string | null;
      /**
       * @description Event types this endpoint receives: exact types from `GET /api/webhook-event-types` or `prefix.*`. Null or omitted: every type its owner may receive.
       * @example [
       *       "program.status_changed",
       *       "handoff_record.*"
       *     ]
       */
      event_types?: string[] | null;
      /** @description Attempts per second at most, per worker process. Null or omitted: no limit of its own. */
      rate_limit_per_s?: number | null;
      /** @description Per-attempt timeout in ms, at most the deployment's `WEBHOOK_TIMEOUT_MS`. Null or omitted: that value. */
      timeout_ms?: number | null;
      /** @description Only this partner's programs. Null or omitted: every program. */
      partner_slug?: string | null;
      /**
       * @description Only this program (what `POST /api/operator/webhooks` creates). Not together with `partner_slug`.
       * @example PRG-123456
       */
      reference?: string | null;
    };
    /** @enum {string} */
    WebhookEndpointOwner: 'operator' | 'partner';
    /** @enum {string} */
    WebhookBreakerState: 'closed' | 'open' | 'half_open';
    EndpointBreakerOut: {
      state: components['schemas']['WebhookBreakerState'];
      /**
       * Format: date-time
       * @description While open: no attempt before this time, then one probe.
       */
      open_until: string | null;
      /** @description Trips in a row; the endpoint is disabled at the tenth. */
      trips: number;
    };
    WebhookEndpointWithSecret: {
      id: number;
      owner: components['schemas']['WebhookEndpointOwner'];
      url: string;
      description: string | null;
      /** @description The one program it receives; null for all programs. */
      reference: string | null;
      /** @description Only this partner's programs when set. */
      partner_slug: string | null;
      /** @description Null: every type its owner may receive. */
      event_types: string[] | null;
      rate_limit_per_s: number | null;
      timeout_ms: number | null;
      /** @description Whether deliveries are signed; the secret itself is never returned. */
      has_secret: boolean;
      /**
       * Format: date-time
       * @description After a rotation: until then the previous secret signs too.
       */
      previous_secret_expires_at: string | null;
      active: boolean;
      breaker: components['schemas']['EndpointBreakerOut'];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      disabled_at: string | null;
      disabled_reason: string | null;
      /** Format: date-time */
      deleted_at: string | null;
      /** @description The new secret, shown this once (only when the service generated it): store it now. */
      secret?: string;
    };
    WebhookEndpointOut: {
      id: number;
      owner: components['schemas']['WebhookEndpointOwner'];
      url: string;
      description: string | null;
      /** @description The one program it receives; null for all programs. */
      reference: string | null;
      /** @description Only this partner's programs when set. */
      partner_slug: string | null;
      /** @description Null: every type its owner may receive. */
      event_types: string[] | null;
      rate_limit_per_s: number | null;
      timeout_ms: number | null;
      /** @description Whether deliveries are signed; the secret itself is never returned. */
      has_secret: boolean;
      /**
       * Format: date-time
       * @description After a rotation: until then the previous secret signs too.
       */
      previous_secret_expires_at: string | null;
      active: boolean;
      breaker: components['schemas']['EndpointBreakerOut'];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      disabled_at: string | null;
      disabled_reason: string | null;
      /** Format: date-time */
      deleted_at: string | null;
    };
    WebhookEndpointList: {
      count: number;
      endpoints: components['schemas']['WebhookEndpointOut'][];
    };
    OperatorEndpointPatch: {
      /**
       * @description http(s) only, no credentials in it; private and loopback targets are refused unless allowed.
       * @example https://ops.example.com/hooks/programs
       */
      url?: string;
      /** @description Replaces the secret at once, with no overlap (use rotate-secret for an overlap). Never returned. */
      secret?: string;
      description?: string | null;
      /**
       * @description Event types this endpoint receives: exact types from `GET /api/webhook-event-types` or `prefix.*`. Null or omitted: every type its owner may receive.
       * @example [
       *       "program.status_changed",
       *       "handoff_record.*"
       *     ]
       */
      event_types?: string[] | null;
      /** @description Attempts per second at most, per worker process. Null or omitted: no limit of its own. */
      rate_limit_per_s?: number | null;
      /** @description Per-attempt timeout in ms, at most the deployment's `WEBHOOK_TIMEOUT_MS`. Null or omitted: that value. */
      timeout_ms?: number | null;
      /** @description false pauses the endpoint (its pending deliveries wait); true resumes it, also after the service disabled it (410 or the circuit breaker): the breaker starts closed and waiting deliveries go out. */
      active?: boolean;
      /** @description Only this partner's programs. Null or omitted: every program. */
      partner_slug?: string | null;
      /**
       * @description Only this program (what `POST /api/operator/webhooks` creates). Not together with `partner_slug`.
       * @example PRG-123456
       */
      reference?: string | null;
    };
    SecretRotation: {
      endpoint: components['schemas']['WebhookEndpointOut'];
      /** @description The new secret, shown this once. */
      secret: string;
      /**
       * Format: date-time
       * @description Until then deliveries carry both signatures (new and previous secret).
       */
      previous_secret_expires_at: string;
    };
    EndpointTestSent: {
      /** @description The test delivery: follow it in the endpoint's deliveries. */
      delivery_id: number;
      webhook_id: string;
    };
    EndpointRecoveryInput: {
      /**
       * Format: date-time
       * @description RFC 3339 with a time zone: deliveries (recover) or events (replay-missing) from this time on.
       * @example 2026-11-26T08:00:00Z
       */
      since: string;
      /**
       * @description true: only count what would be queued; nothing changes.
       * @default false
       */
      dry_run?: boolean;
    };
    EndpointRecoveryOut: {
      /** @description Deliveries queued (or, in a dry run, that would be), at most 10000 per call. */
      queued: number;
      dry_run: boolean;
      /** @description More remain past this call's bound: call again (with the same `since`) to continue. */
      more: boolean;
    };
    EndpointFailuresOut: {
      /** @description Answered 400–499 (410 Gone among them). */
      http_4xx: number;
      /** @description Answered 500–599. */
      http_5xx: number;
      /** @description No answer within the timeout. */
      timeout: number;
      /** @description The connection failed (refused, reset, DNS …). */
      network: number;
      /** @description The target address was refused by the SSRF policy. */
      refused: number;
      /** @description Anything else: a 1xx or 3xx answer (redirects are not followed), an invalid URL. */
      other: number;
    };
    EndpointLatencyOut: {
      /** @description Median attempt duration (nearest rank: the ⌈0.5·n⌉-th shortest of n); null when no attempt. */
      p50: number | null;
      /** @description 95th percentile attempt duration (nearest rank: the ⌈0.95·n⌉-th shortest); null when no attempt. */
      p95: number | null;
    };
    EndpointStatsOut: {
      endpoint_id: number;
      /**
       * Format: date-time
       * @description The window's start (included).
       */
      since: string;
      /**
       * Format: date-time
       * @description The window's end (excluded).
       */
      until: string;
      /** @description HTTP attempts made in the window (every delivery, every round). */
      attempts: number;
      /** @description Attempts answered 2xx. */
      successes: number;
      /** @description The other attempts by reason; they add up to attempts − successes. */
      failures: components['schemas']['EndpointFailuresOut'];
      /** @description Over every attempt of the window, successful or not. */
      latency_ms: components['schemas']['EndpointLatencyOut'];
      /** @description The circuit breaker now (not over the window). */
      breaker: components['schemas']['EndpointBreakerOut'];
    };
    WebhookEndpointCreate: {
      /**
       * @description http(s) only, no credentials in it; private and loopback targets are refused unless allowed.
       * @example https://ops.example.com/hooks/programs
       */
      url: string;
      /** @description Signs deliveries (Standard Webhooks). A `whsec_` secret is base64-decoded; the key must be at least 24 bytes. Never returned. Omitted on creation: a new `whsec_` secret is generated and shown once in the answer. */
      secret?: string;
      description?: string | null;
      /**
       * @description Event types this endpoint receives: exact types from `GET /api/webhook-event-types` or `prefix.*`. Null or omitted: every type its owner may receive.
       * @example [
       *       "program.status_changed",
       *       "handoff_record.*"
       *     ]
       */
      event_types?: string[] | null;
      /** @description Attempts per second at most, per worker process. Null or omitted: no limit of its own. */
      rate_limit_per_s?: number | null;
      /** @description Per-attempt timeout in ms, at most the deployment's `WEBHOOK_TIMEOUT_MS`. Null or omitted: that value. */
      timeout_ms?: number | null;
    };
    WebhookEndpointPatch: {
      /**
       * @description http(s) only, no credentials in it; private and loopback targets are refused unless allowed.
       * @example https://ops.example.com/hooks/programs
       */
      url?: string;
      /** @description Replaces the secret at once, with no overlap (use rotate-secret for an overlap). Never returned. */
      secret?: string;
      description?: string | null;
      /**
       * @description Event types this endpoint receives: exact types from `GET /api/webhook-event-types` or `prefix.*`. Null or omitted: every type its owner may receive.
       * @example [
       *       "program.status_changed",
       *       "handoff_record.*"
       *     ]
       */
      event_types?: string[] | null;
      /** @description Attempts per second at most, per worker process. Null or omitted: no limit of its own. */
      rate_limit_per_s?: number | null;
      /** @description Per-attempt timeout in ms, at most the deployment's `WEBHOOK_TIMEOUT_MS`. Null or omitted: that value. */
      timeout_ms?: number | null;
      /** @description false pauses the endpoint (its pending deliveries wait); true resumes it, also after the service disabled it (410 or the circuit breaker): the breaker starts closed and waiting deliveries go out. */
      active?: boolean;
    };
    ErasureOut: {
      /**
       * @description The program reference: `PRG-` and 6 to 12 digits.
       * @example PRG-123456
       */
      reference: string;
      /** Format: date-time */
      erased_at: string;
      /**
       * @description The personal fields that held a value and were erased (strings now "[erased]" or null).
       * @example [
       *       "full_name",
       *       "email",
       *       "phone"
       *     ]
       */
      fields: string[];
      /** @description Documents whose bytes and file name were erased (content type, size and sha256 stay). */
      documents: number;
      /** @description Operators' texts erased: notes of the event record (their commitments stay) and four-eyes requests' notes and rejection reasons. */
      notes: number;
      /** @description Handoff records whose payload was emptied (their references and partners' external ids stay). */
      handoff_records: number;
    };
    /** @description RFC 6962 PROOF(from, D[to]) with both tree heads; verify per RFC 9162 §2.1.4.2. */
    AuditConsistencyProof: {
      from_size: number;
      to_size: number;
      /** @description MTH of the first `from_size` leaves, hex. */
      from_root: string;
      /** @description MTH of the first `to_size` leaves, hex. */
      to_root: string;
      /** @description The proof hashes, hex, in RFC 6962 order. */
      hashes: string[];
    };
    /** @description Checkpoints in ascending order; follow `next_cursor` for more. */
    AuditCheckpointPage: {
      checkpoints: components['schemas']['AuditCheckpointOut'][];
      /** @description Opaque: send as `cursor` (with the same `since`) for the next page; null when this is the last. (A string since keyset paging became opaque; earlier answers gave the last checkpoint id, still accepted as `cursor`.) */
      next_cursor: string | null;
    };
    /**
     * @description Null when issued; else why not: `nothing_moved` (no program head moved since the last checkpoint), `another_process_issuing` (another process holds the issuer lock; its run covers the same heads), `signing_key_retired` (this process holds a key that is no longer the current one and cannot load the new one; it must be restarted with the current key).
     * @enum {string}
     */
    AuditCheckpointSkipReason: 'nothing_moved' | 'another_process_issuing' | 'signing_key_retired';
    /** @description The outcome of one checkpoint run. */
    AuditCheckpointRun: {
      /** @description Whether a checkpoint was issued. */
      issued: boolean;
      checkpoint: components['schemas']['AuditCheckpointOut'] | null;
      /** @description Null when issued; else why not: `nothing_moved` (no program head moved since the last checkpoint), `another_process_issuing` (another process holds the issuer lock; its run covers the same heads), `signing_key_retired` (this process holds a key that is no longer the current one and cannot load the new one; it must be restarted with the current key). */
      reason: components['schemas']['AuditCheckpointSkipReason'] | null;
    };
    /** ValidationError */
    ValidationError: {
      /** Location */
      loc: (string | number)[];
      /** Message */
      msg: string;
      /** Error Type */
      type: string;
      /** Input */
      input?: unknown;
      /** Context */
      ctx?: Record<string, never>;
    };
    /** HTTPValidationError */
    HTTPValidationError: {
      /** Detail */
      detail: components['schemas']['ValidationError'][];
    };
    /**
     * HTTPError
     * @description Every error other than validation: a sentence safe to show, and a stable machine-readable code.
     */
    HTTPError: {
      /**
       * @description A human sentence
       * @example Program not found
       */
      detail: string;
      /**
       * @description Stable machine-readable code
       * @example program_not_found
       * @enum {string}
       */
      code:
        | 'admin_required'
        | 'ambiguous_external_id'
        | 'api_key_exists'
        | 'api_key_not_found'
        | 'approval_not_found'
        | 'approval_not_pending'
        | 'approval_other_changes'
        | 'approval_own_request'
        | 'approval_stale'
        | 'bad_multipart'
        | 'bad_request'
        | 'chain_broken'
        | 'challenge_unavailable'
        | 'checklist_item_not_found'
        | 'checklist_item_unchanged'
        | 'conflict'
        | 'credential_required'
        | 'cross_site_request'
        | 'csrf_invalid'
        | 'csrf_session_required'
        | 'decision_role_required'
        | 'document_erased'
        | 'document_not_found'
        | 'document_quota_exceeded'
        | 'forbidden'
        | 'form_content_type_required'
        | 'form_field_too_large'
        | 'gone'
        | 'idempotency_key_reused'
        | 'inbound_webhook_not_configured'
        | 'instruction_not_found'
        | 'internal_error'
        | 'invalid_admin_token'
        | 'invalid_instruction_transition'
        | 'invalid_messaging_secret'
        | 'invalid_partner_token'
        | 'invalid_status_transition'
        | 'invalid_webhook_signature'
        | 'multipart_required'
        | 'no_checkpoint_yet'
        | 'not_found'
        | 'operator_email_taken'
        | 'operator_inactive'
        | 'operator_not_found'
        | 'operator_role_required'
        | 'operator_token_expiry_in_past'
        | 'operator_token_not_found'
        | 'partner_not_found'
        | 'partner_token_required'
        | 'payload_too_large'
        | 'personal_data_already_erased'
        | 'portal_step_out_of_order'
        | 'program_closed'
        | 'program_erased'
        | 'program_not_found'
        | 'program_still_open'
        | 'rate_limited'
        | 'reference_space_exhausted'
        | 'retention_not_ended'
        | 'signing_key_retired'
        | 'unauthorized'
        | 'unavailable'
        | 'unexpected_file'
        | 'unsupported_media_type'
        | 'upload_too_large'
        | 'webhook_delivery_not_found'
        | 'webhook_endpoint_not_found'
        | 'webhook_inactive'
        | 'webhook_not_found';
    };
    /**
     * WebhookDelivery
     * @description The body of every outbound delivery: serialised once when the event is written and re-sent byte for byte on every attempt, keys in this order. `data` is the event as a partner may see it; its schema per `event` is in the typed entries of `webhooks` and in `GET /api/webhook-event-types`.
     */
    WebhookDelivery: {
      /**
       * @description The event type
       * @enum {string}
       */
      event:
        | 'program.created'
        | 'program.status_changed'
        | 'program.approval_requested'
        | 'program.approval_rejected'
        | 'program.updated'
        | 'portal.verify.completed'
        | 'portal.fund.completed'
        | 'checklist.item_updated'
        | 'document.uploaded'
        | 'handoff.prepared'
        | 'handoff_record.created'
        | 'handoff_record.updated'
        | 'identity.verification_updated'
        | 'payment_provider.status_reported'
        | 'webhook.endpoint_disabled'
        | 'program.personal_data_erased'
        | 'webhook.test'
        | 'audit.checkpoint.published';
      /** @description The program reference; null for a delivery about no program */
      program_id: string | null;
      /** @description The handoff record (`INS-…`) a handoff event is about; null for other events */
      handoff_ref: string | null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids; null for a delivery about no program event */
      event_id: number | null;
      /** @description The event's data; its schema depends on `event` */
      data?: Record<string, never>;
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type?: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_ProgramCreated
     * @description A program was registered (intake, a partner or an operator).
     */
    WebhookDelivery_ProgramCreated: {
      /**
       * @description The event type
       * @constant
       */
      event: 'program.created';
      /** @description The program reference */
      program_id: string;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /**
         * @description The checklist template chosen
         * @enum {string}
         */
        template: 'msp_waitlist' | 'partner_program' | 'rpaa_psp' | 'program_business' | 'program_individual';
        /**
         * @description What was registered
         * @enum {string}
         */
        registration_type: 'rpaa' | 'program' | 'msp_waitlist';
        /**
         * @description Who registered
         * @enum {string}
         */
        client_role: 'individual' | 'business' | 'partner';
        /** @description The partner the program came through, if any */
        partner_slug: string | null;
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_ProgramStatusChanged
     * @description The program's review status moved, possibly moving its lifecycle too.
     */
    WebhookDelivery_ProgramStatusChanged: {
      /**
       * @description The event type
       * @constant
       */
      event: 'program.status_changed';
      /** @description The program reference */
      program_id: string;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /**
         * @description The status before
         * @enum {string}
         */
        from: 'pending' | 'kyc_pending' | 'rpaa_review' | 'reviewing' | 'approved' | 'declined';
        /**
         * @description The status after
         * @enum {string}
         */
        to: 'pending' | 'kyc_pending' | 'rpaa_review' | 'reviewing' | 'approved' | 'declined';
        /** @description Present when the move also moved the lifecycle */
        lifecycle?: {
          /**
           * @description The lifecycle before
           * @enum {string}
           */
          from: 'created' | 'verified' | 'funded' | 'closed';
          /**
           * @description The lifecycle after
           * @enum {string}
           */
          to: 'created' | 'verified' | 'funded' | 'closed';
        };
        /** @description Present when a second operator confirmed a four-eyes request */
        approval?: {
          /** @description The four-eyes request */
          id: number;
          /** @description Who asked, by kind only */
          requested_by: {
            /**
             * @description Its kind
             * @enum {string}
             */
            type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system';
          };
        };
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_ProgramApprovalRequested
     * @description A status move or an erasure now waits for a second operator to confirm it.
     */
    WebhookDelivery_ProgramApprovalRequested: {
      /**
       * @description The event type
       * @constant
       */
      event: 'program.approval_requested';
      /** @description The program reference */
      program_id: string;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /** @description The four-eyes request */
        approval_id: number;
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_ProgramApprovalRejected
     * @description A second operator turned down (or the requester withdrew) a four-eyes request.
     */
    WebhookDelivery_ProgramApprovalRejected: {
      /**
       * @description The event type
       * @constant
       */
      event: 'program.approval_rejected';
      /** @description The program reference */
      program_id: string;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /** @description The four-eyes request */
        approval_id: number;
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_ProgramUpdated
     * @description The program's settlement path (or its internal status note) changed.
     */
    WebhookDelivery_ProgramUpdated: {
      /**
       * @description The event type
       * @constant
       */
      event: 'program.updated';
      /** @description The program reference */
      program_id: string;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /** @description The fields that changed, each with its value before and after */
        changes: {
          settlement_path?: {
            /** @description Before */
            from: string;
            /** @description After */
            to: string;
          };
        };
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_PortalVerifyCompleted
     * @description The applicant completed the portal verify step; the lifecycle is now verified.
     */
    WebhookDelivery_PortalVerifyCompleted: {
      /**
       * @description The event type
       * @constant
       */
      event: 'portal.verify.completed';
      /** @description The program reference */
      program_id: string;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        lifecycle: {
          /**
           * @description The lifecycle before
           * @enum {string}
           */
          from: 'created' | 'verified' | 'funded' | 'closed';
          /**
           * @description The lifecycle after
           * @constant
           */
          to: 'verified';
        };
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_PortalFundCompleted
     * @description The applicant completed the portal fund step; the lifecycle is now funded.
     */
    WebhookDelivery_PortalFundCompleted: {
      /**
       * @description The event type
       * @constant
       */
      event: 'portal.fund.completed';
      /** @description The program reference */
      program_id: string;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        lifecycle: {
          /**
           * @description The lifecycle before
           * @enum {string}
           */
          from: 'created' | 'verified' | 'funded' | 'closed';
          /**
           * @description The lifecycle after
           * @constant
           */
          to: 'funded';
        };
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_ChecklistItemUpdated
     * @description A readiness checklist item was ticked off or reopened.
     */
    WebhookDelivery_ChecklistItemUpdated: {
      /**
       * @description The event type
       * @constant
       */
      event: 'checklist.item_updated';
      /** @description The program reference */
      program_id: string;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /** @description The checklist item */
        item_id: string;
        /** @description Its new state */
        done: boolean;
        /** @description The event type that ticked it off, when another event did (e.g. `document.uploaded`) */
        cause?: string;
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_DocumentUploaded
     * @description A document was uploaded to the program (its metadata, never its content).
     */
    WebhookDelivery_DocumentUploaded: {
      /**
       * @description The event type
       * @constant
       */
      event: 'document.uploaded';
      /** @description The program reference */
      program_id: string;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /**
         * Format: uuid
         * @description The document
         */
        document_id: string;
        /** @description SHA-256 of its bytes, lowercase hex */
        sha256: string;
        /** @description Its size in bytes */
        size: number;
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_HandoffPrepared
     * @description A handoff record was submitted and is ready for its provider.
     */
    WebhookDelivery_HandoffPrepared: {
      /**
       * @description The event type
       * @constant
       */
      event: 'handoff.prepared';
      /** @description The program reference */
      program_id: string;
      /** @description The handoff record (`INS-…`) a handoff event is about */
      handoff_ref: string;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /** @description The handoff record (`INS-…`) */
        instruction_ref: string;
        /** @description The provider the record is for */
        provider: string;
        /** @description What the record asks the provider to do */
        action: string;
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_HandoffRecordCreated
     * @description A handoff record was created as a draft.
     */
    WebhookDelivery_HandoffRecordCreated: {
      /**
       * @description The event type
       * @constant
       */
      event: 'handoff_record.created';
      /** @description The program reference */
      program_id: string;
      /** @description The handoff record (`INS-…`) a handoff event is about */
      handoff_ref: string;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /** @description The handoff record (`INS-…`) */
        instruction_ref: string;
        /** @description The provider the record is for */
        provider: string;
        /** @description What the record asks the provider to do */
        action: string;
        /**
         * @description The status it was created in (`draft`)
         * @enum {string}
         */
        status: 'draft' | 'submitted' | 'venue_ack' | 'filled' | 'failed';
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_HandoffRecordUpdated
     * @description A handoff record's status (or external id) changed.
     */
    WebhookDelivery_HandoffRecordUpdated: {
      /**
       * @description The event type
       * @constant
       */
      event: 'handoff_record.updated';
      /** @description The program reference */
      program_id: string;
      /** @description The handoff record (`INS-…`) a handoff event is about */
      handoff_ref: string;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /** @description The handoff record (`INS-…`) */
        instruction_ref: string;
        /**
         * @description The status before
         * @enum {string}
         */
        from: 'draft' | 'submitted' | 'venue_ack' | 'filled' | 'failed';
        /**
         * @description The status after
         * @enum {string}
         */
        to: 'draft' | 'submitted' | 'venue_ack' | 'filled' | 'failed';
        /** @description The provider's id of the record, once known */
        external_id: string | null;
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_IdentityVerificationUpdated
     * @description The identity-verification provider reported a result for the program.
     */
    WebhookDelivery_IdentityVerificationUpdated: {
      /**
       * @description The event type
       * @constant
       */
      event: 'identity.verification_updated';
      /** @description The program reference */
      program_id: string;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /**
         * @description The verification result
         * @enum {string}
         */
        status: 'approved' | 'declined' | 'needs_review';
        /** @description The provider's own event id */
        provider_event_id: string;
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_PaymentProviderStatusReported
     * @description The payment provider reported a status the handoff record could not move to; the record's status is unchanged.
     */
    WebhookDelivery_PaymentProviderStatusReported: {
      /**
       * @description The event type
       * @constant
       */
      event: 'payment_provider.status_reported';
      /** @description The program reference */
      program_id: string;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /** @description The handoff record (`INS-…`) */
        instruction_ref: string;
        /**
         * @description The record's status when the report came
         * @enum {string}
         */
        from: 'draft' | 'submitted' | 'venue_ack' | 'filled' | 'failed';
        /**
         * @description The status the provider reported
         * @enum {string}
         */
        to: 'draft' | 'submitted' | 'venue_ack' | 'filled' | 'failed';
        /** @description The provider's id of the record */
        external_id: string | null;
        /** @description The provider's own event id */
        provider_event_id: string;
        /**
         * @description Always false: an accepted report is a `handoff_record.updated`
         * @constant
         */
        accepted: false;
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_WebhookEndpointDisabled
     * @description One of your own webhook endpoints was disabled by the service (it answered 410 Gone, or its breaker kept tripping).
     */
    WebhookDelivery_WebhookEndpointDisabled: {
      /**
       * @description The event type
       * @constant
       */
      event: 'webhook.endpoint_disabled';
      /** @description The program reference; null when it is about an operator-wide endpoint */
      program_id: string | null;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids; null when it is about an operator-wide endpoint */
      event_id: number | null;
      /** @description What happened */
      data: {
        /** @description The endpoint that was disabled */
        endpoint_id: number;
        /** @description Why it was disabled */
        reason: string;
        /** @description The delivery whose answer disabled it */
        delivery_id?: number | null;
        /** @description That delivery's HTTP status, if any */
        status_code?: number | null;
        /** @description Set when the circuit breaker disabled it: its trips in a row */
        breaker_trips?: number;
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_ProgramPersonalDataErased
     * @description The program's personal data was erased after its retention ended; its event record stays verifiable.
     */
    WebhookDelivery_ProgramPersonalDataErased: {
      /**
       * @description The event type
       * @constant
       */
      event: 'program.personal_data_erased';
      /** @description The program reference */
      program_id: string;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      /** @description The program event id: the same event is never delivered under two ids */
      event_id: number;
      /** @description What happened */
      data: {
        /** @description The personal fields that held a value */
        fields: string[];
        /** @description Documents whose bytes and file names were erased */
        documents: number;
        /** @description Operators' notes erased */
        notes: number;
        /** @description Handoff records whose payloads were erased */
        handoff_records: number;
        /** @description Events written before notes left payloads whose inline note was erased, each with its digest */
        legacy_events: {
          /** @description The event’s position in the program’s record */
          seq: number;
          /** @description The erased note */
          note_id: string;
          /** @description SHA-256 of its stored form, hex */
          digest: string;
        }[];
        /** @description Present when a second operator confirmed a four-eyes request */
        approval?: {
          /** @description The four-eyes request */
          id: number;
          /** @description Who asked, by kind only */
          requested_by: {
            /**
             * @description Its kind
             * @enum {string}
             */
            type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system';
          };
        };
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string|null}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system' | null;
    };
    /**
     * WebhookDelivery_WebhookTest
     * @description A test delivery you asked for; it is about no program and needs no action.
     */
    WebhookDelivery_WebhookTest: {
      /**
       * @description The event type
       * @constant
       */
      event: 'webhook.test';
      program_id: null;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      event_id: null;
      /** @description What happened */
      data: {
        /** @description The endpoint the test was sent to */
        endpoint_id: number;
        /** @description A fixed text; nothing to act on */
        message: string;
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string}
       */
      actor_type: 'operator' | 'bootstrap' | 'partner' | 'provider' | 'applicant' | 'system';
    };
    /**
     * WebhookDelivery_AuditCheckpointPublished
     * @description A new signed audit checkpoint (Merkle tree head of every program chain) was published.
     */
    WebhookDelivery_AuditCheckpointPublished: {
      /**
       * @description The event type
       * @constant
       */
      event: 'audit.checkpoint.published';
      program_id: null;
      handoff_ref: null;
      /**
       * Format: date-time
       * @description When the event was recorded (UTC)
       */
      timestamp: string;
      event_id: null;
      /** @description What happened */
      data: {
        /** @description The checkpoint */
        id: number;
        /** @description Leaves covered: [0, tree_size) */
        tree_size: number;
        /** @description Merkle tree head, lowercase hex */
        root_hash: string;
        /**
         * Format: date-time
         * @description ISO 8601 UTC with milliseconds
         */
        issued_at: string;
        /** @description The signing key id */
        kid: string;
        /** @description base64 Ed25519 signature over JCS({issued_at, kid, root_hash, tree_size}) */
        signature: string;
      };
      /**
       * @description The kind of actor who caused it
       * @enum {string}
       */
      actor_type: 'system';
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every metric of the service and of the Node.js process. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description METRICS_TOKEN is set and the request did not carry it as `Authorization: Bearer <token>`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
    };
  };
  listProgramTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every checklist template with its items, in checklist order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProgramTemplatesList'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listCorridors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every corridor the operator serves, with its rails and usual settlement time. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CorridorsList'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listSettlementPartners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every settlement and execution adapter with its rails, corridors and integration stage. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SettlementPartnersList'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listExecutionPartners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every settlement and execution adapter with its rails, corridors and integration stage. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SettlementPartnersList'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listVenues: {
    parameters: {
      query?: {
        /** @description Include each venue slug (and its adapter slug). */
        include_slug?: boolean;
        /** @description The customer portal asks for slugs to name venues in handoffs. */
        for_portal?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The venues a customer may name, with slugs only when asked for. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VenuesList'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getPartner: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Partner slug (case-insensitive). */
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The branding and intake settings of the partner. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerBranding'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No partner has this slug. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listEntityCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every entity category an entity lineage can name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EntityCategoriesList'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getLiveness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process is up and answering requests. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Liveness'];
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The database answers; `status` is degraded when the configured Redis queue is down. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthReport'];
        };
      };
      /** @description The database does not answer: the same report, with `checks.database` unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthReport'];
        };
      };
    };
  };
  listProgramAuditKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every key that ever signed, with its validity; a retired key stays listed with `not_after`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProgramAuditKeys'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listProgramEvents: {
    parameters: {
      query?: {
        /** @description Page size, 1 to 500. */
        limit?: number;
        /** @description Only events with an id greater than this (exclusive). An empty page means up to date. */
        since_id?: number | null;
      };
      header?: never;
      path: {
        /** @description The program reference: `PRG-` and 6 to 12 digits, in any case. Anything else is an unknown program (404). */
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of events after `since_id`, ascending; an empty page means the reader is up to date. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProgramEventsList'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference, or it belongs to another partner than the token’s (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getChecklist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The program reference: `PRG-` and 6 to 12 digits, in any case. Anything else is an unknown program (404). */
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The checklist items in template order, with completion figures. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChecklistView'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference, or it belongs to another partner than the token’s (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  updateChecklistItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
        item_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChecklistItemPatch'];
      };
    };
    responses: {
      /** @description The whole checklist after the change (unchanged when the item already had that value). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChecklistView'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below reviewer (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference, or it belongs to another partner than the token’s (code `program_not_found`); or its checklist has no item with this id (code `checklist_item_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  registerProgram: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first response for 24 h when the same key is sent with the same body; 409 with a different body. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegistrationCreate'];
      };
    };
    responses: {
      /** @description The program was registered (status pending, checklist opened); keep its reference. */
      200: {
        headers: {
          /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegistrationResponse'];
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below reviewer (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description This Idempotency-Key was already used in the last 24 h with a different body (code `idempotency_key_reused`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  createProgram: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first response for 24 h when the same key is sent with the same body; 409 with a different body. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegistrationCreate'];
      };
    };
    responses: {
      /** @description The program was registered (status pending, checklist opened); keep its reference. */
      200: {
        headers: {
          /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegistrationResponse'];
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below reviewer (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description This Idempotency-Key was already used in the last 24 h with a different body (code `idempotency_key_reused`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getRegistrationStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The program reference: `PRG-` and 6 to 12 digits, in any case. Anything else is an unknown program (404). */
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The program status with its 10 newest events (operator notes left out). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegistrationStatus'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference, or it belongs to another partner than the token’s (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getProgramStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The program reference: `PRG-` and 6 to 12 digits, in any case. Anything else is an unknown program (404). */
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The program status with its 10 newest events (operator notes left out). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegistrationStatus'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference, or it belongs to another partner than the token’s (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  recordPortalStep: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The program reference: `PRG-` and 6 to 12 digits, in any case. Anything else is an unknown program (404). */
        reference: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PortalStepBody'];
      };
    };
    responses: {
      /** @description The step is recorded (or was already): the lifecycle now, and the event written if any. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PortalStepResult'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below reviewer (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference, or it belongs to another partner than the token’s (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The program is closed because it was declined (code `program_closed`), or `fund` came before `verify` (code `portal_step_out_of_order`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  updateRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The program reference: `PRG-` and 6 to 12 digits, in any case. Anything else is an unknown program (404). */
        reference: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminRegistrationUpdate'];
      };
    };
    responses: {
      /** @description The program status after the change, unmasked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegistrationStatus'];
        };
      };
      /** @description The target status is under the four-eyes rule (FOUR_EYES_STATUSES): nothing moved yet; the request waits for a different approver or owner (POST /api/operator/approvals/{id}/confirm). A request still open for the program became stale. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApprovalOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The role is below reviewer (code `operator_role_required`); or, four-eyes off for the target status, a move into approved or declined needs the approver role (code `decision_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The status machine does not allow this move from the current status; the message lists the allowed ones (code `invalid_status_transition`); or a move that needs approval carries a settlement path change (code `approval_other_changes`); or the program's personal data was erased: it takes no change any more (code `program_erased`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  updateRegistrationStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The program reference: `PRG-` and 6 to 12 digits, in any case. Anything else is an unknown program (404). */
        reference: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StatusUpdate'];
      };
    };
    responses: {
      /** @description The program status after the change, unmasked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegistrationStatus'];
        };
      };
      /** @description The target status is under the four-eyes rule (FOUR_EYES_STATUSES): nothing moved yet; the request waits for a different approver or owner (POST /api/operator/approvals/{id}/confirm). A request still open for the program became stale. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApprovalOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The role is below reviewer (code `operator_role_required`); or, four-eyes off for the target status, a move into approved or declined needs the approver role (code `decision_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The status machine does not allow this move from the current status; the message lists the allowed ones (code `invalid_status_transition`); or a move that needs approval carries a settlement path change (code `approval_other_changes`); or the program's personal data was erased: it takes no change any more (code `program_erased`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listApprovals: {
    parameters: {
      query?: {
        /** @description Which requests: pending (the default), confirmed, rejected or stale. */
        status?: components['schemas']['ApprovalState'];
        /** @description How many, newest first; 1 to 200. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Up to `limit` requests, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApprovalList'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  confirmApproval: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request, confirmed; the program has the new status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApprovalOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The role is below approver (code `operator_role_required`); or you made this request yourself: a different approver or owner confirms (code `approval_own_request`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No approval request has this id (code `approval_not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The request is no longer pending (code `approval_not_pending`), or the program moved on since it was made, or its requester was disabled (or, for an erasure, is no longer an owner): it is marked stale (code `approval_stale`). For an erasure request, the program can no longer be erased as asked: its personal data was already erased (code `personal_data_already_erased`), it is open again (code `program_still_open`) or it had activity since and its retention has not ended (code `retention_not_ended`); the request is marked stale, nothing else changes. Or the program's event chain does not verify (code `chain_broken`): nothing changes. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  rejectApproval: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApprovalReject'];
      };
    };
    responses: {
      /** @description The request, rejected; the status did not move. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApprovalOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below approver (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No approval request has this id (code `approval_not_found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The request is no longer pending (code `approval_not_pending`), or the program moved on since it was made, or its requester was disabled (or, for an erasure, is no longer an owner): it is marked stale (code `approval_stale`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  createHandoffRecord: {
    parameters: {
      query?: never;
      header?: {
        /** @description Replays the first response for 24 h when the same key is sent with the same body; 409 with a different body. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InstructionCreate'];
      };
    };
    responses: {
      /** @description The handoff record was created as a draft and recorded in the program events. */
      200: {
        headers: {
          /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key. */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstructionResponse'];
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description A credential was sent but is wrong, or (in production) no credential was sent at all */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below reviewer (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference, or it belongs to another partner than the token’s (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description This Idempotency-Key was already used in the last 24 h with a different body (code `idempotency_key_reused`); or the program's personal data was erased (code `program_erased`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getHandoffRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        instruction_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The handoff record; `payload` is left out unless the caller is the admin or the program partner. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstructionResponse'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description A credential was sent but is wrong, or (in production) no credential was sent at all (ids are sequential) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No handoff record has this id, or it belongs to a program of another partner than the token’s (code `instruction_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  updateHandoffRecord: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        instruction_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InstructionPatch'];
      };
    };
    responses: {
      /** @description The handoff record after the change (unchanged when the same status and external id were sent). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstructionResponse'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below reviewer (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No handoff record has this id, or it belongs to a program of another partner than the token’s (code `instruction_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The status machine does not allow this move from the current status; the message lists the allowed ones (code `invalid_instruction_transition`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listHandoffRecords: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The program reference: `PRG-` and 6 to 12 digits, in any case. Anything else is an unknown program (404). */
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every handoff record of the program; payloads only for the admin or the program partner. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InstructionsList'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference, or it belongs to another partner than the token’s (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every key ever issued, by slug, with its state and times; never the key itself. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorApiKeyList'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  issueApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OperatorApiKeyCreate'];
      };
    };
    responses: {
      /** @description The new key, shown this once: store it now and send it as X-Partner-Token. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorApiKeyIssued'];
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The slug already has a live key and rotate is false: send rotate: true to replace it. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every key of the slug that still worked stops working now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorApiKeyRevoked'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No API key was ever issued for this slug. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listOperators: {
    parameters: {
      query?: {
        /** @description Page size, 1 to 500. */
        limit?: number;
        /** @description Opaque: the previous page's `next_cursor`. Absent: the first page (the oldest accounts). */
        cursor?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operators, active or not, oldest first, a page at a time (`next_cursor` for the next). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorList'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  createOperator: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OperatorCreate'];
      };
    };
    responses: {
      /** @description The operator; give them a personal token next. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorOut'];
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Another operator has this e-mail address (code `operator_email_taken`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getOperator: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The operator. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No operator has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  updateOperator: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OperatorPatch'];
      };
    };
    responses: {
      /** @description The operator after the change; disabling ends their sessions and revokes their tokens at once. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No operator has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listOperatorTokens: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every token of the operator with its state and times. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorTokenList'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The caller is not this operator and not an owner: only owners manage others' tokens. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No operator has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  issueOperatorToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OperatorTokenCreate'];
      };
    };
    responses: {
      /** @description The token, shown this once; only its hash is kept. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorTokenIssued'];
        };
      };
      /** @description expires_at is not in the future (code `operator_token_expiry_in_past`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The caller is not this operator and not an owner: only owners manage others' tokens. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No operator has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The operator is disabled (code `operator_inactive`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  revokeOperatorToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        token_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token, revoked (revoking twice changes nothing). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorTokenView'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The caller is not this operator and not an owner: only owners manage others' tokens. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No operator has this id, or the operator has no token with this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listOperatorAuditLog: {
    parameters: {
      query?: {
        /** @description Page size, 1 to 500. */
        limit?: number;
        /** @description Entries older than this id: the previous page's `next_before`. Absent: the newest. Not with `cursor`. */
        before?: number | null;
        /** @description Opaque: the previous page's `next_cursor` (the same place as `before`). Absent: the newest. */
        cursor?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page; follow `next_cursor` (or `next_before`) for older entries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorAuditLogPage'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getPartnerStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Counts of the partner's programs and handoff records by status, and its newest registration time. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerStats'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listPartnerRegistrations: {
    parameters: {
      query?: {
        /** @description Page size, 1 to 1000. */
        limit?: number;
        /** @description Rows to skip, 0 to 10000: slow (every skipped row is read), kept for compatibility; page with `cursor` instead. Not with `cursor`. */
        offset?: number;
        status?: components['schemas']['ApplicationStatus'];
        /** @description Opaque: the previous page's `next_cursor`, sent with the same `status` (another list's or filter's cursor is a 422). Absent: the newest registrations. */
        cursor?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the partner's own registrations, newest first, with the total for paging. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerRegistrationsPage'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  exportPartnerRegistrationsCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every registration of the partner as a CSV file download (UTF-8, header row first). */
      200: {
        headers: {
          /** @description attachment; filename="registrations-<partner>-<yyyy-mm-dd>.csv" */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getIntegrationsHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Each settlement adapter with whether its configuration variables are set and the mode it runs in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IntegrationsHealth'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether this configuration is fit for production, check by check, naming what to change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Counts of registrations by status, handoff records and events, and the size of each catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicStats'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleStatusForm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @description The program, e.g. `PRG-123456`. */
          reference: string;
          /**
           * @description The status to move to.
           * @enum {string}
           */
          status: 'pending' | 'kyc_pending' | 'rpaa_review' | 'reviewing' | 'approved' | 'declined';
          /**
           * @description Why; empty keeps the note.
           * @default
           */
          status_note?: string;
          /**
           * @description Empty keeps the path.
           * @default
           */
          settlement_path?: string;
          /**
           * @description Kept for the page links.
           * @default
           */
          partner_filter?: string;
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description The program's console page, showing whether the status changed, stayed, or was refused by the state machine. */
      200: {
        headers: {
          /** @description changed, unchanged, requested (four-eyes: the move waits for a second approver; nothing moved yet), or refused (the state machine or the role forbids the move; nothing changed) */
          'X-Status-Outcome'?: 'changed' | 'unchanged' | 'requested' | 'refused';
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The body is not an application/x-www-form-urlencoded form, or it could not be read completely. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference; nothing changed. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleApprovalConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @default  */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description The "Waiting for approval" page, showing what happened. */
      200: {
        headers: {
          /** @description confirmed or rejected; refused: your own request (confirming), no longer pending, or the program moved on (the request is then stale); nothing changed */
          'X-Approval-Outcome'?: 'confirmed' | 'rejected' | 'refused';
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The body is not an application/x-www-form-urlencoded form, or it could not be read completely. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below approver (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No approval request has this id (code `approval_not_found`); nothing changed. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleApprovalReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @description Why the move is refused. */
          reason: string;
          /** @default  */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description The "Waiting for approval" page, showing what happened. */
      200: {
        headers: {
          /** @description confirmed or rejected; refused: your own request (confirming), no longer pending, or the program moved on (the request is then stale); nothing changed */
          'X-Approval-Outcome'?: 'confirmed' | 'rejected' | 'refused';
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The body is not an application/x-www-form-urlencoded form, or it could not be read completely. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below approver (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No approval request has this id (code `approval_not_found`); nothing changed. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The program's documents (metadata only), oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentsList'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  uploadDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description PDF, PNG, JPEG, WebP or TIFF.
           */
          file: string;
          document_type?: string | null;
        };
      };
    };
    responses: {
      /** @description The document is stored, recorded in the program events and ticks the documents checklist item. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentMetadata'];
        };
      };
      /** @description Not a multipart/form-data body, or a malformed one (extra file part, too many parts or fields), or a path parameter that is not valid percent-encoded UTF-8; nothing stored */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below reviewer (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference, or it belongs to another partner than the token’s (code `program_not_found`); nothing stored */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The program already holds DOCUMENT_QUOTA_COUNT documents or this file would pass DOCUMENT_QUOTA_BYTES (code `document_quota_exceeded`); or the program's personal data was erased (code `program_erased`); nothing stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The file is larger than MAX_UPLOAD_BYTES, or a form field is too long; nothing stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The file content is not PDF, PNG, JPEG, WebP or TIFF (whatever its name or declared type); nothing stored */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  downloadDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
        document_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored bytes as an attachment, with the content type decided at upload. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/png': string;
          'image/jpeg': string;
          'image/webp': string;
          'image/tiff': string;
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`); or the program has no document with this id (code `document_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The document's bytes were erased with the program's personal data after its retention ended (code `document_erased`); its metadata and sha256 remain in the list */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getAuditBundle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every record of the program, unmasked, with the event hash chain re-verified. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditBundle'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getComplianceReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A printable HTML page: checklist, documents, reconciliation and audit timestamps of the program. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getReconciliation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether the stored records and the event ledger agree, and every break found if not. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReconciliationReport'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getProgramHealth: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The readiness index with a grade, a summary and its six weighted components. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProgramHealthReport'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getEntityLineage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every party attributed to the program, each with the record or event that attributes it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EntityLineageReport'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getAdminAuditBundle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every record of the program, unmasked, with the event hash chain re-verified. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditBundle'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  exportRegistrationsCsv: {
    parameters: {
      query?: {
        /** @description Only this partner slug's registrations. */
        partner?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An attachment: a header row, then one row per registration (only the partner’s when `partner` is given; an unknown partner gives the header row alone). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  exportConsoleRegistrationsCsv: {
    parameters: {
      query?: {
        /** @description Only this partner slug's registrations. */
        partner?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An attachment: a header row, then one row per registration (only the partner’s when `partner` is given; an unknown partner gives the header row alone). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  exportChecklistHtml: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The program reference: `PRG-` and 6 to 12 digits, in any case. Anything else is an unknown program (404). */
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A printable HTML page: each checklist item with its tick box, who completed it and when. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listRegistrations: {
    parameters: {
      query?: {
        /** @description Page size, 1 to 1000. */
        limit?: number;
        /** @description Opaque: the previous page's `next_cursor`, sent with the same filters (another list's or other filters' cursor is a 422). Absent: the newest registrations. */
        cursor?: string | null;
        status?: components['schemas']['ApplicationStatus'];
        /** @description Corridor code (e.g. `CA-US`). */
        corridor?: string | null;
        /** @description Settlement path (e.g. `fiat`). */
        settlement_path?: string | null;
        /** @description true: with at least one document; false: without any. */
        has_documents?: boolean | null;
        /** @description Partner slug (e.g. `maple-remit`). */
        partner?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The newest registrations matching every filter given, unmasked, with their counts and checklist. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminRegistrationsList'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  receiveIdentityVerification: {
    parameters: {
      query?: never;
      header?: {
        /** @description Standard Webhooks message id */
        'webhook-id'?: string;
        /** @description Standard Webhooks unix seconds */
        'webhook-timestamp'?: string;
        /** @description Standard Webhooks `v1,<base64 HMAC-SHA256>` over `{id}.{timestamp}.{body}` (space-separated list) */
        'webhook-signature'?: string;
        /** @description `sha256=<hex HMAC-SHA256>` over the body, or over `{X-Timestamp}.{body}` when X-Timestamp is sent */
        'X-Signature'?: string;
        /** @description unix seconds, signed with X-Signature */
        'X-Timestamp'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IdvWebhookBody'];
      };
    };
    responses: {
      /** @description The result was recorded on the program (an approval moves kyc_pending to reviewing), or was a replay of one already recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['IdvWebhookProcessed'] | components['schemas']['InboundWebhookDuplicate'];
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The signature is missing, does not match the body, or its timestamp is outside 5 minutes. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference; nothing was recorded. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable, or the service runs in production without IDV_WEBHOOK_SECRET set (refused until it is configured); retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  receivePaymentProviderReport: {
    parameters: {
      query?: never;
      header?: {
        /** @description Standard Webhooks message id */
        'webhook-id'?: string;
        /** @description Standard Webhooks unix seconds */
        'webhook-timestamp'?: string;
        /** @description Standard Webhooks `v1,<base64 HMAC-SHA256>` over `{id}.{timestamp}.{body}` (space-separated list) */
        'webhook-signature'?: string;
        /** @description `sha256=<hex HMAC-SHA256>` over the body, or over `{X-Timestamp}.{body}` when X-Timestamp is sent */
        'X-Signature'?: string;
        /** @description unix seconds, signed with X-Signature */
        'X-Timestamp'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentWebhookBody'];
      };
    };
    responses: {
      /** @description The reported status was applied to the handoff record (or the report was a replay). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['PaymentWebhookProcessed'] | components['schemas']['InboundWebhookDuplicate'];
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The signature is missing, does not match the body, or its timestamp is outside 5 minutes. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No handoff record has this instruction_ref or external_id; nothing was recorded. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The handoff record may not move to the reported status (the refused report is still recorded as an event), or several records carry this external_id (report by instruction_ref). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable, or the service runs in production without PAYMENT_WEBHOOK_SECRET set (refused until it is configured); retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  receiveMessagingUpdate: {
    parameters: {
      query?: never;
      header?: {
        /** @description The configured messaging secret (required whenever MESSAGING_WEBHOOK_SECRET is set) */
        'x-messaging-bot-api-secret-token'?: string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description A bot platform update */
    requestBody: {
      content: {
        'application/json': {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description The reply the platform should send to the chat, or `{}` when the update needs no answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessagingAnswer'] | components['schemas']['MessagingNoReply'];
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The messaging secret header is missing or does not match the configured secret. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable, or the service runs in production without messaging set (refused until it is configured); retry after `Retry-After` seconds. */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getMessagingHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether the messaging webhook accepts updates and whether its secret is set. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessagingHealth'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listWebhookEventTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalog, program event types first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEventTypesList'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listWebhooks: {
    parameters: {
      query?: {
        /** @description Only the webhooks of this program (e.g. `PRG-123456`). */
        reference?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The webhooks not deleted, oldest first, without secrets. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorWebhookList'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has the reference given as a filter. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OperatorWebhookCreate'];
      };
    };
    responses: {
      /** @description The webhook is registered: the program's next events are delivered to its URL. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorWebhook'];
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The webhook as it is now deleted; its pending deliveries are cancelled. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorWebhookDetail'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No webhook has this id, or it is already deleted. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        /** @description Deliveries per page, 1 to 200 (each with every attempt). */
        limit?: number;
        /** @description Opaque: the previous page's `next_cursor`, sent with the same filters to the same endpoint (another list's, endpoint's or filters' cursor is a 422). Absent: the newest deliveries. */
        cursor?: string | null;
        /** @description Only deliveries in this status now. */
        status?: components['schemas']['WebhookDeliveryStatus'];
        /** @description Only deliveries of this exact type (a type of `GET /api/webhook-event-types`; no `prefix.*` here). */
        event_type?: components['schemas']['WebhookEventType'];
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first, also after the webhook was deleted; follow `next_cursor` for older ones. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryList'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No webhook has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  redeliverWebhookDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The delivery is pending again and is being sent now, with a fresh round of retries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryView'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No webhook delivery has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The webhook of this delivery is disabled or deleted; register it again to receive deliveries. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listWebhookEndpoints: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Oldest first, with each one's breaker state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointList'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  createWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OperatorEndpointCreate'];
      };
    };
    responses: {
      /** @description The endpoint receives matching events from now on; a generated secret is shown this once. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointWithSecret'];
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has the reference given as a filter. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The endpoint with its filters and breaker state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No endpoint has this id, or it is deleted. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  deleteWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The endpoint as it is now deleted; pending deliveries are cancelled. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No endpoint has this id, or it is deleted. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  updateWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OperatorEndpointPatch'];
      };
    };
    responses: {
      /** @description The endpoint as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No endpoint has this id, or it is deleted. Or no program has the reference given as a filter. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  rotateWebhookEndpointSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Until the time given, deliveries carry both signatures. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecretRotation'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No endpoint has this id, or it is deleted. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  sendWebhookEndpointTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The test delivery is queued and goes out now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EndpointTestSent'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No endpoint has this id, or it is deleted. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The endpoint is paused or disabled: resume it first. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listWebhookEndpointDeliveries: {
    parameters: {
      query?: {
        /** @description Deliveries per page, 1 to 200 (each with every attempt). */
        limit?: number;
        /** @description Opaque: the previous page's `next_cursor`, sent with the same filters to the same endpoint (another list's, endpoint's or filters' cursor is a 422). Absent: the newest deliveries. */
        cursor?: string | null;
        /** @description Only deliveries in this status now. */
        status?: components['schemas']['WebhookDeliveryStatus'];
        /** @description Only deliveries of this exact type (a type of `GET /api/webhook-event-types`; no `prefix.*` here). */
        event_type?: components['schemas']['WebhookEventType'];
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first, also after the endpoint was deleted; follow `next_cursor` for older ones. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryList'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No endpoint has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  recoverWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EndpointRecoveryInput'];
      };
    };
    responses: {
      /** @description Each starts a new round of retries now; at most 10,000 per call (`more`: call again). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EndpointRecoveryOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No endpoint has this id, or it is deleted. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The endpoint is paused or disabled (code `webhook_inactive`): resume it first. Nothing changed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  replayMissingWebhookEndpointEvents: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EndpointRecoveryInput'];
      };
    };
    responses: {
      /** @description One new delivery per missing event; at most 10,000 per call (`more`: call again). Idempotent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EndpointRecoveryOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No endpoint has this id, or it is deleted. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The endpoint is paused or disabled (code `webhook_inactive`): resume it first. Nothing changed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getWebhookEndpointStats: {
    parameters: {
      query?: {
        /** @description Start of the window (included), RFC 3339. Absent: 24 h before `until`. */
        since?: string | null;
        /** @description End of the window (excluded), RFC 3339. Absent: now. At most 31 days after `since`. */
        until?: string | null;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The window [since, until), also for a deleted endpoint. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EndpointStatsOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No endpoint has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listPartnerWebhookEndpoints: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Oldest first, with each one's breaker state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointList'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  createPartnerWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookEndpointCreate'];
      };
    };
    responses: {
      /** @description It receives the events of the partner's programs from now on; a generated secret is shown once. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointWithSecret'];
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getPartnerWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The endpoint with its filters and breaker state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The partner has no endpoint with this id (or it is deleted). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  deletePartnerWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The endpoint as it is now deleted; pending deliveries are cancelled. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The partner has no endpoint with this id (or it is deleted). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  updatePartnerWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookEndpointPatch'];
      };
    };
    responses: {
      /** @description The endpoint as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The partner has no endpoint with this id (or it is deleted). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  rotatePartnerWebhookEndpointSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Until the time given, deliveries carry both signatures. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecretRotation'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The partner has no endpoint with this id (or it is deleted). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  sendPartnerWebhookEndpointTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The test delivery is queued and goes out now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EndpointTestSent'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The partner has no endpoint with this id (or it is deleted). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The endpoint is paused or disabled: resume it first. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listPartnerWebhookEndpointDeliveries: {
    parameters: {
      query?: {
        /** @description Deliveries per page, 1 to 200 (each with every attempt). */
        limit?: number;
        /** @description Opaque: the previous page's `next_cursor`, sent with the same filters to the same endpoint (another list's, endpoint's or filters' cursor is a 422). Absent: the newest deliveries. */
        cursor?: string | null;
        /** @description Only deliveries in this status now. */
        status?: components['schemas']['WebhookDeliveryStatus'];
        /** @description Only deliveries of this exact type (a type of `GET /api/webhook-event-types`; no `prefix.*` here). */
        event_type?: components['schemas']['WebhookEventType'];
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, newest first, also after the endpoint was deleted; follow `next_cursor` for older ones. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryList'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The partner has no endpoint with this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  redeliverPartnerWebhookDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        delivery_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The delivery is pending again and is being sent now, with a fresh round of retries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryView'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The partner has no endpoint with this id, or the endpoint has no delivery with this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The endpoint is paused, disabled or deleted (code `webhook_inactive`): resume it first. Nothing changed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  recoverPartnerWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EndpointRecoveryInput'];
      };
    };
    responses: {
      /** @description Each starts a new round of retries now; at most 10,000 per call (`more`: call again). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EndpointRecoveryOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The partner has no endpoint with this id (or it is deleted). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The endpoint is paused or disabled (code `webhook_inactive`): resume it first. Nothing changed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  replayMissingPartnerWebhookEndpointEvents: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EndpointRecoveryInput'];
      };
    };
    responses: {
      /** @description One new delivery per missing event its filters select; at most 10,000 per call (`more`). Idempotent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EndpointRecoveryOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The partner has no endpoint with this id (or it is deleted). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The endpoint is paused or disabled (code `webhook_inactive`): resume it first. Nothing changed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getPartnerWebhookEndpointStats: {
    parameters: {
      query?: {
        /** @description Start of the window (included), RFC 3339. Absent: 24 h before `until`. */
        since?: string | null;
        /** @description End of the window (excluded), RFC 3339. Absent: now. At most 31 days after `since`. */
        until?: string | null;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The window [since, until), also for a deleted endpoint. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EndpointStatsOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The partner has no endpoint with this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  erasePersonalData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What was erased; recorded as `program.personal_data_erased`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErasureOut'];
        };
      };
      /** @description FOUR_EYES_ERASURE is on: nothing is erased yet; the request (action `erasure`) waits for a different owner (POST /api/operator/approvals/{id}/confirm). A request still open for the program became stale. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApprovalOut'];
        };
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The program is not closed (code `program_still_open`); or its retention has not ended yet, `detail` names the date (code `retention_not_ended`); or its personal data was already erased (code `personal_data_already_erased`); or the program's event chain does not verify, so the erasure could not vouch for the events whose notes it erases (code `chain_broken`). Nothing is changed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getLatestAuditCheckpoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditCheckpointOut'];
        };
      };
      /** @description No checkpoint has been issued yet */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  getAuditConsistencyProof: {
    parameters: {
      query: {
        /** @description The older tree size. */
        from: number;
        /** @description The newer tree size, at most the latest checkpoint’s. */
        to: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditConsistencyProof'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  listAuditCheckpoints: {
    parameters: {
      query?: {
        /** @description Checkpoints issued at or after this instant (RFC 3339 with a time zone); absent: from the first. */
        since?: string | null;
        /** @description Page size, 1 to 100. */
        limit?: number;
        /** @description Opaque: the previous page's `next_cursor`, with the same `since` (another list's or `since`'s cursor is a 422). A checkpoint id, as earlier pages gave it, is still accepted: the checkpoints after it. */
        cursor?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditCheckpointPage'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  issueAuditCheckpoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description `issued` false, `checkpoint` null and `reason` saying why when no checkpoint was issued. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditCheckpointRun'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description An operator credential whose role is below owner (code `operator_role_required`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsolePartnerKeyIssue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @description The partner's slug, e.g. `maple-remit`. */
          slug: string;
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description The page showing the new key this once (`Cache-Control: no-store`; no later page, URL or log line holds it). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below owner (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The slug already has a live key (code `api_key_exists`): rotate it instead; nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The slug is missing, shorter than 2 or longer than 64 characters; nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsolePartnerKeyRotate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @description The partner's slug, e.g. `maple-remit`. */
          slug: string;
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description The page showing the new key this once (`Cache-Control: no-store`; no later page, URL or log line holds it). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below owner (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The slug is missing, shorter than 2 or longer than 64 characters; nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsolePartnerKeyRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @description The partner's slug, e.g. `maple-remit`. */
          slug: string;
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description To the partner's page, saying how many keys stopped working. */
      303: {
        headers: {
          /** @description The console page that shows the outcome. */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below owner (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No API key was ever issued for this slug (code `api_key_not_found`); nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The slug is missing or longer than the API allows; nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleOperatorCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** Format: email */
          email: string;
          display_name: string;
          /**
           * @description viewer, reviewer, approver or owner.
           * @enum {string}
           */
          role: 'viewer' | 'reviewer' | 'approver' | 'owner';
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description To the new operator's page. */
      303: {
        headers: {
          /** @description The console page that shows the outcome. */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The body could not be read completely */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below owner (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Another operator has this e-mail address (code `operator_email_taken`); nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description A field is missing or invalid; nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleOperatorRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /**
           * @description viewer, reviewer, approver or owner.
           * @enum {string}
           */
          role: 'viewer' | 'reviewer' | 'approver' | 'owner';
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description To the operator's page, showing the role saved. */
      303: {
        headers: {
          /** @description The console page that shows the outcome. */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below owner (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No operator has this id (code `operator_not_found`); nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The role is missing or not a role; nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleOperatorDeactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description To the operator's page, showing them deactivated. */
      303: {
        headers: {
          /** @description The console page that shows the outcome. */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below owner (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No operator has this id (code `operator_not_found`); nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleOperatorReactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description To the operator's page, showing them active. */
      303: {
        headers: {
          /** @description The console page that shows the outcome. */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below owner (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No operator has this id (code `operator_not_found`); nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleOperatorTokenIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          name: string;
          /**
           * Format: date-time
           * @description RFC 3339 with a zone, in the future; empty or absent: never.
           */
          expires_at?: string;
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description The page showing the new token this once (`Cache-Control: no-store`; no later page shows it). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description expires_at is not in the future (code `operator_token_expiry_in_past`); nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the caller is neither this operator nor an owner (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No operator has this id (code `operator_not_found`); nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The operator is deactivated (code `operator_inactive`); nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The name is missing or too long, or expires_at is not a date-time with a zone; nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleOperatorTokenRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        token_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description To the operator's page, showing the token revoked. */
      303: {
        headers: {
          /** @description The console page that shows the outcome. */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A path segment is not valid percent-encoded UTF-8, or the body could not be read */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the caller is neither this operator nor an owner (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No operator has this id, or the operator has no token with this id; nothing changed. From the console: the page with the reason and the input kept; with X-Admin-Token: JSON. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description Validation error (FastAPI / pydantic v2 shape) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleChecklistForm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The program, e.g. `PRG-123456`. */
        reference: string;
        /** @description The checklist item, e.g. `kyc_documents`. */
        item_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /**
           * @description `true` ticks the item, `false` reopens it.
           * @enum {string}
           */
          done: 'true' | 'false';
          /**
           * @description Why (optional).
           * @default
           */
          comment?: string;
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description The item changed, with the comment when one was given. Answered by a redirect to the program page, which says so (POST-redirect-GET). */
      303: {
        headers: {
          /** @description The program page, with `done` naming what was done, at the section worked on */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The body is not an application/x-www-form-urlencoded form, or it could not be read completely. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below reviewer (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference (code `program_not_found`), or its checklist has no item with this id (code `checklist_item_not_found`); nothing changed. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The item already had that value (another operator may just have changed it), or a comment was sent for a program whose personal data was erased (code `program_erased`). The program page (text/html) shows why and keeps the input; nothing changed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The form is invalid: `done` is neither `true` nor `false`, or the comment is too long or unstorable. The program page (text/html) shows why and keeps the input; nothing changed. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleHandoffCreate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The program, e.g. `PRG-123456`. */
        reference: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @description The partner, e.g. `bank-partner`. */
          provider: string;
          /**
           * @description Empty: `submit_order`.
           * @default
           */
          action?: string;
          /**
           * @description A JSON object of operational facts (empty: none); at most 16 KiB as JSON, 8 levels deep.
           * @default
           */
          payload?: string;
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description The record was created as a draft and recorded in the program events. Answered by a redirect to the program page, which says so (POST-redirect-GET). */
      303: {
        headers: {
          /** @description The program page, with `done` naming what was done, at the section worked on */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The body is not an application/x-www-form-urlencoded form, or it could not be read completely. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below reviewer (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference; nothing changed. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The program's personal data was erased (code `program_erased`). The program page (text/html) shows why and keeps the input; nothing changed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The form is invalid: provider or action out of bounds, a payload that is not a JSON object, too large or too deep, or one carrying payment credentials (`payment_credentials_forbidden`). The program page (text/html) shows why and keeps the input; nothing changed. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleHandoffUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The program, e.g. `PRG-123456`. */
        reference: string;
        /** @description The handoff record id. */
        instruction_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /**
           * @description The status to move to; its current status to set only the external id.
           * @enum {string}
           */
          status: 'draft' | 'submitted' | 'venue_ack' | 'filled' | 'failed';
          /**
           * @description The partner's id; empty keeps it.
           * @default
           */
          external_id?: string;
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description The record moved and/or took the external id, recorded in the program events. Answered by a redirect to the program page, which says so (POST-redirect-GET). */
      303: {
        headers: {
          /** @description The program page, with `done` naming what was done, at the section worked on */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The body is not an application/x-www-form-urlencoded form, or it could not be read completely. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below reviewer (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No handoff record has this id among the program's (code `instruction_not_found`); nothing changed. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The state machine does not allow this move from the current status (code `invalid_instruction_transition`). The program page (text/html) shows why and keeps the input; nothing changed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The body has an unsupported content encoding or charset */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The form is invalid: an unknown status, or an external id too long or unstorable. The program page (text/html) shows why and keeps the input; nothing changed. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  submitConsoleDocumentUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The program, e.g. `PRG-123456`. */
        reference: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description PDF, PNG, JPEG, WebP or TIFF.
           */
          file: string;
          document_type?: string | null;
          /**
           * @description The console session CSRF token (only with the cookie session).
           * @default
           */
          csrf_token?: string;
        };
      };
    };
    responses: {
      /** @description The document is stored, recorded in the program events and ticks the documents checklist item. Answered by a redirect to the program page, which says so (POST-redirect-GET). */
      303: {
        headers: {
          /** @description The program page, with `done` naming what was done, at the section worked on */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not a multipart/form-data body, or a malformed one (an extra file part, too many parts or fields). The program page (text/html) shows why and keeps the input; nothing changed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The credential is missing, wrong, revoked or expired */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role is below reviewer (code `operator_role_required`). Nothing changed. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No program has this reference; nothing stored. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The program's document quota is reached (code `document_quota_exceeded`), or its personal data was erased (code `program_erased`). The program page (text/html) shows why and keeps the input; nothing changed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The file is larger than MAX_UPLOAD_BYTES, or a form field is too long. The program page (text/html) shows why and keeps the input; nothing changed. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The file content is not PDF, PNG, JPEG, WebP or TIFF (whatever its name or declared type). The program page (text/html) shows why and keeps the input; nothing changed. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description No file was chosen, or the document type is too long. The program page (text/html) shows why and keeps the input; nothing changed. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': components['schemas']['HTTPValidationError'];
        };
      };
      /** @description Rate limit reached; retry after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
      /** @description The database is unreachable; retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HTTPError'];
        };
      };
    };
  };
  receiveProgramEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveProgramCreated: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_ProgramCreated'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveProgramStatusChanged: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_ProgramStatusChanged'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveProgramApprovalRequested: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_ProgramApprovalRequested'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveProgramApprovalRejected: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_ProgramApprovalRejected'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveProgramUpdated: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_ProgramUpdated'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receivePortalVerifyCompleted: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_PortalVerifyCompleted'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receivePortalFundCompleted: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_PortalFundCompleted'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveChecklistItemUpdated: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_ChecklistItemUpdated'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveDocumentUploaded: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_DocumentUploaded'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveHandoffPrepared: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_HandoffPrepared'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveHandoffRecordCreated: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_HandoffRecordCreated'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveHandoffRecordUpdated: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_HandoffRecordUpdated'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveIdentityVerificationUpdated: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_IdentityVerificationUpdated'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receivePaymentProviderStatusReported: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_PaymentProviderStatusReported'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveWebhookEndpointDisabled: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_WebhookEndpointDisabled'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveProgramPersonalDataErased: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_ProgramPersonalDataErased'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveWebhookTest: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_WebhookTest'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  receiveAuditCheckpointPublished: {
    parameters: {
      query?: never;
      header: {
        /** @description Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it */
        'webhook-id': string;
        /** @description Unix seconds of this attempt; refuse attempts more than five minutes away from your clock */
        'webhook-timestamp': string;
        /** @description Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it. */
        'webhook-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WebhookDelivery_AuditCheckpointPublished'];
      };
    };
    responses: {
      /** @description Gone: the endpoint is disabled at once and its pending deliveries are cancelled */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Busy: retried, no sooner than `Retry-After` */
      429: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Unavailable: retried, no sooner than `Retry-After` */
      503: {
        headers: {
          /** @description Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours) */
          'Retry-After'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Accepted: the delivery is done; the body is ignored */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a `Retry-After` the answer carries */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
