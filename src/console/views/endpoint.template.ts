export const ENDPOINT_TEMPLATE = `<p class="breadcrumb"><a href="/admin/endpoints">← Webhook endpoints</a></p>
<h1>Endpoint #{{e.id}} <span class="state state-{{stateClass}}">{{state}}</span></h1>

<section aria-labelledby="settings-heading" class="card">
  <h2 id="settings-heading">Settings</h2>
  <dl class="facts">
    <dt>URL</dt><dd class="url">{{e.url}}</dd>
    <dt>Description</dt><dd>{{or e.description "—"}}</dd>
    <dt>Owner</dt><dd>{{owner}}</dd>
    <dt>Scope</dt><dd>{{scope}}</dd>
    <dt>Event types</dt><dd>{{eventTypes}}</dd>
    <dt>Rate limit</dt><dd>{{rateLimit}}</dd>
    <dt>Timeout</dt><dd>{{timeout}}</dd>
    <dt>Signing</dt><dd>{{signing}}</dd>
    <dt>State</dt><dd>{{stateDetail}}</dd>
    <dt>Created</dt><dd><time datetime="{{e.created_at}}">{{e.created_at}}</time></dd>
  </dl>
</section>

<section aria-labelledby="health-heading" class="card">
  <h2 id="health-heading">Breaker and the last 24 hours</h2>
  <p class="breaker breaker-{{e.breaker.state}}" role="status">Circuit breaker <strong>{{breaker}}</strong></p>
  {{#if stats}}
  <dl class="facts stats">
    <dt>Window</dt><dd><time datetime="{{stats.since}}">{{stats.since}}</time> to <time datetime="{{stats.until}}">{{stats.until}}</time></dd>
    <dt>Attempts</dt><dd>{{stats.attempts}}</dd>
    <dt>Successes</dt><dd>{{stats.successes}}</dd>
    <dt>Failures</dt><dd>{{failures}}</dd>
    <dt>Latency</dt><dd>p50 {{latencyP50}} · p95 {{latencyP95}}</dd>
  </dl>
  {{/if}}
</section>

<section aria-labelledby="actions-heading" class="card no-print">
  <h2 id="actions-heading">Actions</h2>
  <div class="endpoint-actions">
    {{#if e.active}}
    <form method="post" action="{{actions.test}}">
      <input type="hidden" name="csrf_token" value="{{csrfToken}}">
      <button type="submit">Send a test delivery</button>
    </form>
    <form method="post" action="{{actions.pause}}">
      <input type="hidden" name="csrf_token" value="{{csrfToken}}">
      <button type="submit" class="secondary">Pause endpoint</button>
    </form>
    {{else}}
    <form method="post" action="{{actions.resume}}">
      <input type="hidden" name="csrf_token" value="{{csrfToken}}">
      <button type="submit">Resume endpoint</button>
    </form>
    {{/if}}
    <form method="post" action="{{actions.rotate}}">
      <input type="hidden" name="csrf_token" value="{{csrfToken}}">
      <button type="submit" class="secondary">Rotate the signing secret</button>
    </form>
  </div>
  <p class="muted">{{#if e.active}}A test sends a <code>webhook.test</code> delivery through the usual path.{{else}}Paused or disabled: resume the endpoint to send a test, redeliver or recover.{{/if}}
  Rotating shows the new secret once; the previous one keeps signing for a grace period.</p>
</section>

<section aria-labelledby="recover-heading" class="card no-print">
  <h2 id="recover-heading">Recover failed deliveries</h2>
  <p>Sends again every failed delivery (and every one a pause cancelled) created since a time (same webhook-id, same body). Preview first: a dry run only counts.</p>
  {{#if preview}}
  <p class="notice notice-{{#if preview.error}}error{{else}}info{{/if}}" role="status">{{preview.text}}</p>
  {{/if}}
  <form method="post" action="{{actions.recover}}" class="recover-form">
    <input type="hidden" name="csrf_token" value="{{csrfToken}}">
    <div class="field">
      <label for="recover-since">Failed deliveries created since</label>
      <input id="recover-since" type="text" name="since" value="{{recover.sinceInput}}" maxlength="40" required aria-describedby="recover-since-hint{{#if recover.error}} recover-since-error{{/if}}"{{#if recover.error}} aria-invalid="true"{{/if}}>
      <span id="recover-since-hint" class="muted">RFC 3339, e.g. 2026-11-26T08:00:00Z; without a zone the time is UTC.</span>
      {{#if recover.error}}<span id="recover-since-error" class="field-error">{{recover.error}}</span>{{/if}}
    </div>
    <div class="actions">
      <button type="submit" name="mode" value="preview" class="secondary">Preview (dry run)</button>
      <button type="submit" name="mode" value="recover">Recover</button>
    </div>
  </form>
</section>

<section aria-labelledby="log-heading" class="card">
  <h2 id="log-heading">Attempts log <small>(newest first, {{log.pageSize}} deliveries a page)</small></h2>
  <form method="get" action="{{log.action}}" class="log-filters" aria-label="Filter the attempts log">
    <div class="fields">
      <div class="field">
        <label for="log-status">Delivery status</label>
        <select id="log-status" name="status">
          {{#each log.statusOptions}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}
        </select>
      </div>
      <div class="field">
        <label for="log-event-type">Event type</label>
        <select id="log-event-type" name="event_type">
          {{#each log.eventTypeOptions}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}
        </select>
      </div>
    </div>
    <div class="actions">
      <button type="submit" class="secondary">Filter</button>
      {{#if log.filtered}}<a href="{{log.clearHref}}">Clear filters</a>{{/if}}
    </div>
  </form>
  {{#if deliveries.length}}
  <table class="attempts-log">
    <thead><tr><th scope="col">Delivery</th><th scope="col">Event</th><th scope="col">Status</th><th scope="col">Attempts (response or error, duration)</th><th scope="col"><span class="visually-hidden">Redeliver</span></th></tr></thead>
    <tbody>
      {{#each deliveries}}
      <tr id="delivery-{{id}}">
        <th scope="row">#{{id}}<br><span class="muted hash">{{webhookId}}</span><br><time class="muted" datetime="{{createdAt}}">{{createdAt}}</time></th>
        <td>{{eventType}}</td>
        <td><span class="delivery delivery-{{status}}">{{status}}</span>{{#if nextAttemptAt}}<br><span class="muted">next <time datetime="{{nextAttemptAt}}">{{nextAttemptAt}}</time></span>{{/if}}</td>
        <td>
          {{#if attempts.length}}
          <ol class="attempts">
            {{#each attempts}}
            <li class="attempt attempt-{{outcome}}"><span class="attempt-result">{{result}}</span> · <span class="attempt-duration">{{durationMs}} ms</span> · <time datetime="{{attemptedAt}}">{{attemptedAt}}</time></li>
            {{/each}}
          </ol>
          {{else}}<span class="muted">No attempt yet.</span>{{/if}}
        </td>
        <td>
          {{#if ../e.active}}
          <form method="post" action="{{redeliverAction}}">
            <input type="hidden" name="csrf_token" value="{{../csrfToken}}">
            <button type="submit" class="secondary">Redeliver<span class="visually-hidden"> delivery {{id}}</span></button>
          </form>
          {{/if}}
        </td>
      </tr>
      {{/each}}
    </tbody>
  </table>
  {{else}}<p>{{#if log.filtered}}No delivery matches these filters.{{else}}No delivery yet.{{/if}}</p>{{/if}}
  {{#if (or log.newerHref log.olderHref)}}
  <nav class="pager" aria-label="Pages of the attempts log">
    {{#if log.newestHref}}<a href="{{log.newestHref}}">⇤ Newest</a>{{/if}}
    {{#if log.newerHref}}<a href="{{log.newerHref}}" rel="prev">← Newer</a>{{/if}}
    {{#if log.olderHref}}<a href="{{log.olderHref}}" rel="next">Older →</a>{{/if}}
  </nav>
  {{/if}}
</section>
`;

export const ENDPOINT_SECRET_TEMPLATE = `<p class="breadcrumb"><a href="{{backHref}}">← Endpoint #{{endpointId}}</a></p>
<h1>New signing secret for endpoint #{{endpointId}}</h1>
<section aria-labelledby="secret-heading" class="card">
  <h2 id="secret-heading">Store it now: it is shown this once</h2>
  <p><code class="secret" id="new-secret">{{secret}}</code></p>
  <p>{{#if previousUntil}}Until <time datetime="{{previousUntil}}">{{previousUntil}}</time> every delivery carries two signatures, one with this secret and one with the previous, so receivers can switch without losing a delivery.{{else}}The endpoint had no secret before: deliveries are signed with this one from now on.{{/if}}</p>
  <p><a href="{{backHref}}">Back to endpoint #{{endpointId}}</a></p>
</section>
`;
