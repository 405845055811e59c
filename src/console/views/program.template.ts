export const PROGRAM_TEMPLATE = `<p class="breadcrumb"><a href="{{backHref}}">← Registrations</a></p>
<h1>{{r.reference}} <span class="status status-{{r.status}}">{{r.status}}</span></h1>
{{#if erasedAt}}
<p class="erased-note" role="note">Personal data erased on <time datetime="{{erasedAt}}">{{erasedAt}}</time>
  (retention ended): names, contacts, notes and document bytes are gone; the event record and its hashes remain.</p>
{{/if}}
{{#unless mayWork}}
<p class="muted no-print" role="note">Your role ({{viewerRole}}) reads this page; ticking checklist items, uploading documents and handoff records need the {{workRole}} role.</p>
{{/unless}}
<section aria-labelledby="identity-heading" class="card">
  <h2 id="identity-heading">Program</h2>
  <dl class="facts">
    <dt>Applicant</dt><dd>{{r.fullName}} &lt;{{r.email}}&gt;</dd>
    <dt>Company</dt><dd>{{or r.company "—"}}</dd>
    <dt>Legal entity</dt><dd>{{or r.legalEntityName "—"}}</dd>
    <dt>Registration type</dt><dd>{{r.registrationType}} · {{r.clientRole}}</dd>
    <dt>Corridor</dt><dd>{{or r.corridor "—"}}</dd>
    <dt>Settlement path</dt><dd>{{r.settlementPath}}</dd>
    <dt>Partner</dt><dd>{{or r.partnerSlug "—"}}</dd>
    <dt>Lifecycle</dt><dd>{{r.lifecycle}}</dd>
    <dt>Status note</dt><dd class="note">{{or r.statusNote "—"}}</dd>
    <dt>Created</dt><dd><time datetime="{{createdAt}}">{{createdAt}}</time></dd>
    <dt>Updated</dt><dd><time datetime="{{updatedAt}}">{{updatedAt}}</time></dd>
  </dl>
</section>

{{#if pendingApproval}}
<section aria-labelledby="approval-heading" class="card">
  <h2 id="approval-heading">Waiting for approval</h2>
  <dl class="facts">
    <dt>Requested by</dt><dd>{{pendingApproval.requestedBy}}</dd>
    <dt>Requested at</dt><dd><time datetime="{{pendingApproval.requestedAt}}">{{pendingApproval.requestedAt}}</time></dd>
    <dt>Move</dt><dd>{{pendingApproval.from}} → <strong>{{pendingApproval.to}}</strong></dd>
    <dt>Note</dt><dd class="note">{{or pendingApproval.note "—"}}</dd>
    <dt>Who may confirm</dt><dd>Any approver or owner other than {{pendingApproval.requestedBy}}</dd>
  </dl>
  <p class="no-print"><a href="/admin/approvals">Open the approval queue</a></p>
</section>
{{/if}}

<section aria-labelledby="status-heading" class="card no-print">
  <h2 id="status-heading">Change status</h2>
  {{#if allowedNext.length}}
  <form method="post" action="/admin/status" class="status-form">
    <input type="hidden" name="reference" value="{{r.reference}}">
    <input type="hidden" name="partner_filter" value="{{partnerFilter}}">
    <input type="hidden" name="csrf_token" value="{{csrfToken}}">
    <div class="field">
      <label for="status-next">New status (allowed from {{r.status}})</label>
      <select id="status-next" name="status" required>
        {{#each allowedNext}}<option value="{{this}}">{{this}}</option>{{/each}}
      </select>
    </div>
    <div class="field">
      <label for="status-note">Status note</label>
      <textarea id="status-note" name="status_note" maxlength="2000" rows="3"></textarea>
    </div>
    <div class="field">
      <label for="status-settlement">Settlement path (leave empty to keep {{r.settlementPath}})</label>
      <input id="status-settlement" type="text" name="settlement_path" maxlength="32">
    </div>
    <button type="submit">Change status</button>
  </form>
  {{/if}}
  <form method="post" action="/admin/status" class="note-form">
    <input type="hidden" name="reference" value="{{r.reference}}">
    <input type="hidden" name="status" value="{{r.status}}">
    <input type="hidden" name="partner_filter" value="{{partnerFilter}}">
    <input type="hidden" name="csrf_token" value="{{csrfToken}}">
    <div class="field">
      <label for="note-only">Status note without a status change</label>
      <textarea id="note-only" name="status_note" maxlength="2000" rows="2">{{r.statusNote}}</textarea>
    </div>
    <button type="submit">Save note</button>
  </form>
</section>

<section aria-labelledby="checklist-heading" class="card">
  <h2 id="checklist-heading">Checklist</h2>
  {{#if checklistNotice}}<p class="notice notice-{{checklistNotice.kind}}" role="{{#if checklistNotice.alert}}alert{{else}}status{{/if}}">{{checklistNotice.text}}</p>{{/if}}
  <p><progress max="100" value="{{checklist.percent_complete}}" aria-label="Checklist completion">{{checklist.percent_complete}}%</progress>
  {{checklist.completed}} of {{checklist.total}} done ({{checklist.percent_complete}}%), {{checklist.required_open}} required open · template {{checklist.template}}</p>
  <table class="checklist">
    <thead><tr><th scope="col">Item</th><th scope="col">Category</th><th scope="col">Required</th><th scope="col">State</th><th scope="col">Last change</th>{{#if mayWork}}<th scope="col" class="no-print">Tick or reopen</th>{{/if}}</tr></thead>
    <tbody>
      {{#each checklistRows}}
      <tr id="item-{{key}}" class="{{#if done}}done{{else}}open{{/if}}">
        <th scope="row">{{label}}</th><td>{{category}}</td><td>{{#if required}}yes{{else}}no{{/if}}</td>
        <td>{{#if done}}<span class="tick">✔</span> done{{else}}<span class="cross">✘</span> open{{/if}}</td>
        <td class="change">{{#if change}}{{change.what}} by {{change.by}}<br><time datetime="{{change.at}}">{{change.at}}</time>{{#if change.comment}}<br><span class="comment">“{{change.comment}}”</span>{{/if}}{{else}}—{{/if}}</td>
        {{#if mayWork}}
        <td class="no-print">
          <form method="post" action="{{formAction}}" class="item-form">
            <input type="hidden" name="csrf_token" value="{{csrfToken}}">
            <input type="hidden" name="done" value="{{nextDone}}">
            <label for="comment-{{key}}" class="visually-hidden">Comment on {{label}} (optional)</label>
            <input id="comment-{{key}}" type="text" name="comment" maxlength="2000" value="{{comment}}" placeholder="Comment (optional)"{{#if error}} aria-invalid="true" aria-describedby="comment-{{key}}-error"{{/if}}>
            <button type="submit"{{#if done}} class="secondary"{{/if}}>{{verb}}<span class="visually-hidden"> {{label}}</span></button>
            {{#if error}}<p id="comment-{{key}}-error" class="field-error">{{error}}</p>{{/if}}
          </form>
        </td>
        {{/if}}
      </tr>
      {{/each}}
    </tbody>
  </table>
</section>

<section aria-labelledby="documents-heading" class="card">
  <h2 id="documents-heading">Documents</h2>
  {{#if documentsNotice}}<p class="notice notice-{{documentsNotice.kind}}" role="{{#if documentsNotice.alert}}alert{{else}}status{{/if}}">{{documentsNotice.text}}</p>{{/if}}
  {{#if documents.length}}
  <table>
    <thead><tr><th scope="col">File</th><th scope="col">Type</th><th scope="col">Size</th><th scope="col">SHA-256</th><th scope="col">Uploaded</th><th scope="col"><span class="visually-hidden">View or download</span></th></tr></thead>
    <tbody>
      {{#each documents}}
      <tr>
        <th scope="row">{{filename}}{{#if documentType}}<br><span class="muted">{{documentType}}</span>{{/if}}</th>
        <td>{{contentType}}</td><td>{{size}} bytes</td><td class="hash">{{sha256}}</td><td>{{uploadedAt}}</td>
        <td class="document-links">{{#if erased}}bytes erased{{else}}{{#if viewHref}}<a href="{{viewHref}}">View<span class="visually-hidden"> {{filename}}</span></a> · {{/if}}<a href="{{href}}" download>Download<span class="visually-hidden"> {{filename}}</span></a>{{/if}}</td>
      </tr>
      {{/each}}
    </tbody>
  </table>
  {{else}}<p>No documents uploaded.</p>{{/if}}
  {{#if mayWork}}
  <form method="post" action="{{upload.action}}" enctype="multipart/form-data" class="upload-form no-print">
    <input type="hidden" name="csrf_token" value="{{csrfToken}}">
    <div class="fields">
      <div class="field">
        <label for="upload-file">File (PDF, PNG, JPEG, WebP or TIFF; at most {{upload.limit}})</label>
        <input id="upload-file" name="file" type="file" required accept=".pdf,.png,.jpg,.jpeg,.webp,.tif,.tiff,application/pdf,image/png,image/jpeg,image/webp,image/tiff"{{#if upload.error}} aria-invalid="true" aria-describedby="upload-error"{{/if}}>
      </div>
      <div class="field">
        <label for="upload-type">Document type (optional)</label>
        <input id="upload-type" type="text" name="document_type" maxlength="{{upload.documentTypeMax}}" value="{{upload.documentType}}">
      </div>
    </div>
    {{#if upload.error}}<p id="upload-error" class="field-error">{{upload.error}} Choose the file again: a browser never keeps a chosen file.</p>{{/if}}
    <button type="submit">Upload document</button>
  </form>
  {{/if}}
</section>

<section aria-labelledby="handoff-heading" class="card">
  <h2 id="handoff-heading">Handoff records</h2>
  {{#if handoffNotice}}<p class="notice notice-{{handoffNotice.kind}}" role="{{#if handoffNotice.alert}}alert{{else}}status{{/if}}">{{handoffNotice.text}}</p>{{/if}}
  {{#if instructions.length}}
  <table>
    <thead><tr><th scope="col">Record</th><th scope="col">Provider</th><th scope="col">Action</th><th scope="col">Status</th><th scope="col">External id</th><th scope="col">Created</th><th scope="col">Updated</th>{{#if mayWork}}<th scope="col" class="no-print">Move or set the external id</th>{{/if}}</tr></thead>
    <tbody>
      {{#each instructions}}
      <tr id="record-{{id}}"><th scope="row">{{instructionRef}}</th><td>{{provider}}</td><td>{{action}}</td><td>{{status}}</td><td>{{or externalId "—"}}</td><td>{{createdAt}}</td><td>{{updatedAt}}</td>
        {{#if mayWork}}
        <td class="no-print">
          <form method="post" action="{{formAction}}" class="record-form">
            <input type="hidden" name="csrf_token" value="{{csrfToken}}">
            {{#if final}}
            <input type="hidden" name="status" value="{{status}}">
            <span class="muted">{{status}} is final</span>
            {{else}}
            <label for="record-status-{{id}}" class="visually-hidden">Status of {{instructionRef}}</label>
            <select id="record-status-{{id}}" name="status"{{#if statusError}} aria-invalid="true" aria-describedby="record-{{id}}-error"{{/if}}>
              {{#each statusOptions}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}
            </select>
            {{/if}}
            <label for="record-external-{{id}}" class="visually-hidden">External id of {{instructionRef}} (empty keeps it)</label>
            <input id="record-external-{{id}}" type="text" name="external_id" maxlength="128" value="{{externalIdValue}}" placeholder="External id"{{#if externalIdError}} aria-invalid="true" aria-describedby="record-{{id}}-error"{{/if}}>
            <button type="submit">Save<span class="visually-hidden"> {{instructionRef}}</span></button>
            {{#if statusError}}<p id="record-{{id}}-error" class="field-error">{{statusError}}</p>{{else}}{{#if externalIdError}}<p id="record-{{id}}-error" class="field-error">{{externalIdError}}</p>{{/if}}{{/if}}
          </form>
        </td>
        {{/if}}
      </tr>
      {{/each}}
    </tbody>
  </table>
  {{else}}<p>No handoff records.</p>{{/if}}
  {{#if mayWork}}
  <form method="post" action="{{handoffCreate.action}}" class="handoff-form no-print">
    <h3 id="new-record-heading">New handoff record</h3>
    <input type="hidden" name="csrf_token" value="{{csrfToken}}">
    <div class="fields">
      <div class="field">
        <label for="handoff-provider">Provider</label>
        <input id="handoff-provider" type="text" name="provider" required minlength="2" maxlength="32" value="{{handoffCreate.values.provider}}"{{#if handoffCreate.errors.provider}} aria-invalid="true" aria-describedby="handoff-provider-error"{{/if}}>
        {{#if handoffCreate.errors.provider}}<p id="handoff-provider-error" class="field-error">{{handoffCreate.errors.provider}}</p>{{/if}}
      </div>
      <div class="field">
        <label for="handoff-action">Action (empty: submit_order)</label>
        <input id="handoff-action" type="text" name="action" maxlength="64" value="{{handoffCreate.values.action}}"{{#if handoffCreate.errors.action}} aria-invalid="true" aria-describedby="handoff-action-error"{{/if}}>
        {{#if handoffCreate.errors.action}}<p id="handoff-action-error" class="field-error">{{handoffCreate.errors.action}}</p>{{/if}}
      </div>
    </div>
    <div class="field">
      <label for="handoff-payload">Payload: a JSON object of operational facts (optional; never payment credentials)</label>
      <textarea id="handoff-payload" name="payload" rows="4" maxlength="{{handoffCreate.payloadMax}}"{{#if handoffCreate.errors.payload}} aria-invalid="true" aria-describedby="handoff-payload-error"{{/if}}>{{handoffCreate.values.payload}}</textarea>
      {{#if handoffCreate.errors.payload}}<p id="handoff-payload-error" class="field-error">{{handoffCreate.errors.payload}}</p>{{/if}}
    </div>
    <button type="submit">Create handoff record</button>
  </form>
  {{/if}}
</section>

<section aria-labelledby="insights-heading" class="card">
  <h2 id="insights-heading">Health and reconciliation</h2>
  {{#if health}}
  <p class="score">Health score <strong>{{health.health_score}}</strong>/100 · grade <strong>{{health.grade}}</strong> — {{health.summary}}</p>
  <table>
    <thead><tr><th scope="col">Component</th><th scope="col">Weight</th><th scope="col">Score</th><th scope="col">Detail</th></tr></thead>
    <tbody>{{#each health.components}}<tr><th scope="row">{{name}}</th><td>{{weight}}</td><td>{{score}}</td><td>{{detail}}</td></tr>{{/each}}</tbody>
  </table>
  {{/if}}
  {{#if reconciliation}}
  <p>Reconciliation: {{#if reconciliation.aligned}}<strong>aligned</strong>, no breaks{{else}}<strong>{{reconciliation.break_count}} break(s)</strong>{{/if}} · checked {{reconciliation.checked_at}}</p>
  {{#if reconciliation.breaks.length}}
  <table>
    <thead><tr><th scope="col">Kind</th><th scope="col">Detail</th><th scope="col">Record</th><th scope="col">Event</th><th scope="col">Item</th></tr></thead>
    <tbody>{{#each reconciliation.breaks}}<tr><th scope="row">{{kind}}</th><td>{{detail}}</td><td>{{or instruction_ref "—"}}</td><td>{{or event_id "—"}}</td><td>{{or item_id "—"}}</td></tr>{{/each}}</tbody>
  </table>
  {{/if}}
  {{/if}}
  <p class="no-print"><a href="{{links.health}}">program-health.json</a> · <a href="{{links.reconciliation}}">reconciliation.json</a></p>
</section>

<section aria-labelledby="events-heading" class="card">
  <h2 id="events-heading">Event timeline <small>(newest first)</small></h2>
  <p class="chain chain-{{#if chain.valid}}valid{{else}}broken{{/if}}" role="status">
    {{#if chain.valid}}Hash chain verified: {{eventCount}} event(s), head <code class="hash">{{or chain.headHash "—"}}</code>
    {{else}}Hash chain BROKEN at event seq {{chain.brokenAtSeq}}: the record does not match its hashes.{{/if}}
  </p>
  <form method="get" action="{{timelineFilter.action}}" class="timeline-filter no-print">
    {{#if partnerFilter}}<input type="hidden" name="partner_filter" value="{{partnerFilter}}">{{/if}}
    <div class="field">
      <label for="timeline-event-type">Event type</label>
      <select id="timeline-event-type" name="event_type">
        {{#each timelineFilter.eventTypes}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}
      </select>
    </div>
    <div class="field">
      <label for="timeline-actor">Actor</label>
      <select id="timeline-actor" name="actor">
        {{#each timelineFilter.actorTypes}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}
      </select>
    </div>
    <button type="submit">Filter events</button>
    {{#if timelineFilter.filtered}}<a href="{{timelineFilter.clearHref}}">Show every event</a>{{/if}}
  </form>
  {{#unless events.length}}<p>{{#if timelineFilter.filtered}}No event matches these filters.{{else}}No events.{{/if}}</p>{{/unless}}
  <ol class="timeline">
    {{#each events}}
    <li>
      <span class="seq">#{{seq}}</span>
      <time datetime="{{createdAt}}">{{createdAt}}</time>
      <strong class="event-type">{{eventType}}</strong>
      <span class="source">by {{actor}} · {{source}}</span>
      {{#if payload}}<code class="payload">{{payload}}</code>{{/if}}
      <span class="hash" title="hash">{{hash}}</span>
    </li>
    {{/each}}
  </ol>
  {{#if (or newerHref olderHref)}}
  <nav class="pager no-print" aria-label="Timeline pages">
    {{#if newerHref}}<a href="{{newerHref}}" rel="prev">← Newer events</a>{{/if}}
    {{#if olderHref}}<a href="{{olderHref}}" rel="next">Older events →</a>{{/if}}
  </nav>
  {{/if}}
</section>

<section aria-labelledby="exports-heading" class="card">
  <h2 id="exports-heading">Exports</h2>
  <ul class="exports">
    <li><a href="{{links.audit}}">Audit bundle (audit.json)</a></li>
    <li><a href="{{links.compliance}}">Compliance report (printable)</a></li>
    <li><a href="{{links.checklist}}">Printable checklist</a></li>
    <li><a href="{{links.csv}}">CSV export</a></li>
    <li><a href="{{links.health}}">Program health (program-health.json)</a></li>
    <li><a href="{{links.reconciliation}}">Reconciliation (reconciliation.json)</a></li>
    <li><a href="{{links.lineage}}">Entity lineage (entity-lineage.json)</a></li>
  </ul>
</section>
`;
