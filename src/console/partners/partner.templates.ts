/** The partners list: the catalog's partners and (owners) every slug with an API key, with their programs' counts. */
export const PARTNERS_TEMPLATE = `<h1>Partners</h1>
<p>{{#if owner}}The partners of the catalog and every slug an API key was issued for.{{else}}The partners of the catalog. Owners also see the partners known only from their API keys, and manage the keys.{{/if}} Counts are the maintained tallies: exact, read in a few rows whatever the size of the book.</p>
<table class="partners">
  <caption>{{rows.length}} {{#if single}}partner{{else}}partners{{/if}}{{#if pager}} on this page{{/if}}</caption>
  <thead><tr><th scope="col">Partner</th><th scope="col">Source</th><th scope="col">Intake</th><th scope="col">Programs</th><th scope="col">Approved</th><th scope="col">Handoff records</th>{{#if owner}}<th scope="col">API key</th>{{/if}}</tr></thead>
  <tbody>
    {{#each rows}}
    <tr>
      <th scope="row"><a href="{{href}}">{{name}}</a><br><code>{{slug}}</code></th>
      <td>{{source}}</td>
      <td>{{intake}}</td>
      <td class="count">{{programs}}</td>
      <td>{{approved}}</td>
      <td>{{handoffs}}</td>
      {{#if ../owner}}<td><span class="state state-{{key.state}}">{{key.label}}</span></td>{{/if}}
    </tr>
    {{/each}}
  </tbody>
</table>
{{#if pager}}<nav class="pager" aria-label="Pages">
  {{#if firstHref}}<a href="{{firstHref}}">⇤ First</a>{{/if}}
  {{#if nextHref}}<a href="{{nextHref}}" rel="next">Next partners →</a>{{/if}}
</nav>{{/if}}
{{#if owner}}
<section aria-labelledby="new-key-heading" class="card no-print">
  <h2 id="new-key-heading">Issue an API key for a partner</h2>
  <p>The key is shown once, on the next page. A partner whose key is live is rotated on its own page instead.</p>
  <form method="post" action="/admin/partners/keys" class="new-key-form">
    <input type="hidden" name="csrf_token" value="{{csrfToken}}">
    <div class="field">
      <label for="new-key-slug">Partner slug</label>
      <input id="new-key-slug" name="slug" type="text" value="{{form.slug}}" maxlength="64" required autocomplete="off" aria-describedby="new-key-slug-hint{{#if form.errors.slug}} new-key-slug-error{{/if}}"{{#if form.errors.slug}} aria-invalid="true"{{/if}}>
      <span id="new-key-slug-hint" class="muted">2 to 64 characters, e.g. maple-remit: the slug the partner's programs carry.</span>
      {{#if form.errors.slug}}<span id="new-key-slug-error" class="field-error">{{form.errors.slug}}</span>{{/if}}
    </div>
    <div class="actions"><button type="submit">Issue key</button></div>
  </form>
</section>
{{/if}}
`;

/** One partner: its catalog entry, its programs and handoff records by status, and (owners) its keys and their forms. */
export const PARTNER_TEMPLATE = `<p class="breadcrumb"><a href="/admin/partners">← Partners</a></p>
<h1>{{name}} <code>{{slug}}</code></h1>

<section aria-labelledby="partner-facts-heading" class="card">
  <h2 id="partner-facts-heading">Partner</h2>
  <dl class="facts">
    <dt>Slug</dt><dd><code>{{slug}}</code></dd>
    {{#if catalog}}
    <dt>Catalog</dt><dd>{{catalog.displayName}}{{#if catalog.tagline}} · {{catalog.tagline}}{{/if}}</dd>
    <dt>Corridors</dt><dd>{{corridors}}</dd>
    <dt>Intake</dt><dd>{{intake}}</dd>
    <dt>Support</dt><dd>{{or catalog.supportUrl "—"}}</dd>
    {{else}}
    <dt>Catalog</dt><dd>not in the catalog: known from its API keys</dd>
    {{/if}}
  </dl>
</section>

<section aria-labelledby="partner-programs-heading" class="card">
  <h2 id="partner-programs-heading">Programs by status</h2>
  <table class="counts">
    <caption>{{programs.total}} {{#if programsSingle}}program{{else}}programs{{/if}} of this partner</caption>
    <thead><tr><th scope="col">Status</th><th scope="col">Programs</th></tr></thead>
    <tbody>
      {{#each programs.rows}}<tr><th scope="row"><a href="{{href}}">{{status}}</a></th><td>{{count}}</td></tr>{{/each}}
    </tbody>
  </table>
  <p><a href="{{programsHref}}">Open this partner's programs in the registrations table</a></p>
</section>

<section aria-labelledby="partner-handoffs-heading" class="card">
  <h2 id="partner-handoffs-heading">Handoff records by status</h2>
  <table class="counts">
    <caption>{{handoffs.total}} {{#if handoffsSingle}}handoff record{{else}}handoff records{{/if}} on this partner's programs</caption>
    <thead><tr><th scope="col">Status</th><th scope="col">Handoff records</th></tr></thead>
    <tbody>
      {{#each handoffs.rows}}<tr><th scope="row">{{status}}</th><td>{{count}}</td></tr>{{/each}}
    </tbody>
  </table>
</section>

<section aria-labelledby="partner-keys-heading" class="card">
  <h2 id="partner-keys-heading">API keys</h2>
  {{#if owner}}
  <p><span class="state state-{{key.state}}">{{key.label}}</span></p>
  {{#if keys.length}}
  <table class="api-keys">
    <caption>Every key issued for {{slug}}, oldest first (never the key itself)</caption>
    <thead><tr><th scope="col">Key</th><th scope="col">State</th><th scope="col">Created</th><th scope="col">Works until</th><th scope="col">Revoked</th><th scope="col">Last used</th></tr></thead>
    <tbody>
      {{#each keys}}
      <tr><th scope="row"><code>{{key_prefix}}</code></th><td>{{state}}</td><td><time datetime="{{created_at}}">{{created_at}}</time></td><td>{{or expires_at "—"}}</td><td>{{or revoked_at "—"}}</td><td>{{or last_used_at "never"}}</td></tr>
      {{/each}}
    </tbody>
  </table>
  {{/if}}
  <div class="endpoint-actions no-print">
    {{#if key.live}}
    <form method="post" action="/admin/partners/keys/rotate">
      <input type="hidden" name="csrf_token" value="{{csrfToken}}">
      <input type="hidden" name="slug" value="{{slug}}">
      <button type="submit">Rotate the key</button>
    </form>
    {{else}}
    <form method="post" action="/admin/partners/keys">
      <input type="hidden" name="csrf_token" value="{{csrfToken}}">
      <input type="hidden" name="slug" value="{{slug}}">
      <button type="submit">Issue a key</button>
    </form>
    {{/if}}
    {{#if key.usable}}
    <form method="post" action="/admin/partners/keys/revoke">
      <input type="hidden" name="csrf_token" value="{{csrfToken}}">
      <input type="hidden" name="slug" value="{{slug}}">
      <button type="submit" class="secondary">Revoke every working key</button>
    </form>
    {{/if}}
  </div>
  <p class="muted">A new key is shown once. Rotating keeps the replaced key working for {{graceText}} so the partner can switch without a failed request; revoking stops every working key of the partner at once.</p>
  {{else}}
  <p>API keys are managed by owners; your role is {{role}}.</p>
  {{/if}}
</section>
`;

/** The key just issued, on the answer of the form only (no-store; no later page shows it again). */
export const PARTNER_KEY_TEMPLATE = `<p class="breadcrumb"><a href="{{backHref}}">← {{slug}}</a></p>
<h1>New API key for {{slug}}</h1>
<section aria-labelledby="key-heading" class="card">
  <h2 id="key-heading">Store it now: it is shown this once</h2>
  <p><code class="secret" id="new-api-key">{{apiKey}}</code></p>
  <dl class="facts">
    <dt>Send it as</dt><dd>the <code>X-Partner-Token</code> header</dd>
    <dt>Key</dt><dd><code>{{keyPrefix}}</code> (how the console and the API name it from now on)</dd>
    <dt>Issued</dt><dd><time datetime="{{createdAt}}">{{createdAt}}</time></dd>
  </dl>
  <p>{{#if previousUntil}}It replaced the partner's live key, which keeps working until <time datetime="{{previousUntil}}">{{previousUntil}}</time>.{{else}}The partner had no live key: this is its only working key.{{/if}}</p>
  <p><a href="{{backHref}}">Back to {{slug}}</a></p>
</section>
`;
