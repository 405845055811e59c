/** The operator accounts (owners), or, for other roles, where their own tokens are. */
export const OPERATORS_TEMPLATE = `<h1>Operators</h1>
{{#if owner}}
<p>Every operator account, active or not, oldest first. Accounts are never deleted: events keep naming them.{{#if ownHref}} <a href="{{ownHref}}">Your personal tokens</a>.{{/if}}</p>
<table class="operators">
  <caption>{{rows.length}} {{#if single}}operator{{else}}operators{{/if}}{{#if pager}} on this page{{/if}}</caption>
  <thead><tr><th scope="col">Operator</th><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col">State</th><th scope="col">Created</th></tr></thead>
  <tbody>
    {{#each rows}}
    <tr>
      <th scope="row"><a href="{{href}}">{{display_name}}</a></th>
      <td>{{email}}</td>
      <td>{{role}}</td>
      <td><span class="state state-{{stateClass}}">{{state}}</span></td>
      <td><time datetime="{{created_at}}">{{created_at}}</time></td>
    </tr>
    {{/each}}
  </tbody>
</table>
{{#if pager}}<nav class="pager" aria-label="Pages">
  {{#if firstHref}}<a href="{{firstHref}}">⇤ First</a>{{/if}}
  {{#if nextHref}}<a href="{{nextHref}}" rel="next">Newer accounts →</a>{{/if}}
</nav>{{/if}}
<section aria-labelledby="new-operator-heading" class="card no-print">
  <h2 id="new-operator-heading">Add an operator</h2>
  <p>Then issue them a personal token on their page: it is how they sign in and call the API.</p>
  <form method="post" action="/admin/operators/new" class="operator-form">
    <input type="hidden" name="csrf_token" value="{{csrfToken}}">
    <div class="fields">
      <div class="field">
        <label for="new-operator-email">E-mail</label>
        <input id="new-operator-email" name="email" type="email" value="{{form.email}}" maxlength="254" required autocomplete="off"{{#if form.errors.email}} aria-invalid="true" aria-describedby="new-operator-email-error"{{/if}}>
        {{#if form.errors.email}}<span id="new-operator-email-error" class="field-error">{{form.errors.email}}</span>{{/if}}
      </div>
      <div class="field">
        <label for="new-operator-name">Name</label>
        <input id="new-operator-name" name="display_name" type="text" value="{{form.display_name}}" maxlength="128" required autocomplete="off"{{#if form.errors.display_name}} aria-invalid="true" aria-describedby="new-operator-name-error"{{/if}}>
        {{#if form.errors.display_name}}<span id="new-operator-name-error" class="field-error">{{form.errors.display_name}}</span>{{/if}}
      </div>
      <div class="field">
        <label for="new-operator-role">Role</label>
        <select id="new-operator-role" name="role"{{#if form.errors.role}} aria-invalid="true" aria-describedby="new-operator-role-error"{{/if}}>
          {{#each form.roleOptions}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}
        </select>
        {{#if form.errors.role}}<span id="new-operator-role-error" class="field-error">{{form.errors.role}}</span>{{/if}}
      </div>
    </div>
    <div class="actions"><button type="submit">Add operator</button></div>
  </form>
  <p class="muted">viewer: reads and exports; reviewer: also works on programs; approver: also decides approvals; owner: also operators, API keys and webhooks.</p>
</section>
{{else}}
<p>The list of operators and their roles is for owners; your role is {{role}}.</p>
{{#if ownHref}}<p><a href="{{ownHref}}">Your personal tokens</a></p>{{/if}}
{{/if}}
`;

/** One operator: the account and its forms (owners), and the personal tokens (its operator, and owners). */
export const OPERATOR_TEMPLATE = `{{#if manage}}<p class="breadcrumb"><a href="/admin/operators">← Operators</a></p>{{/if}}
<h1>{{displayName}}{{#if account}} <span class="state state-{{stateClass}}">{{state}}</span>{{/if}}</h1>

<section aria-labelledby="account-heading" class="card">
  <h2 id="account-heading">Account</h2>
  <dl class="facts">
    {{#if account}}<dt>E-mail</dt><dd>{{account.email}}</dd>{{/if}}
    <dt>Role</dt><dd>{{role}}</dd>
    {{#if account}}
    <dt>State</dt><dd>{{stateDetail}}</dd>
    <dt>Created</dt><dd><time datetime="{{account.created_at}}">{{account.created_at}}</time></dd>
    {{/if}}
  </dl>
</section>

{{#if manage}}
<section aria-labelledby="role-heading" class="card no-print">
  <h2 id="role-heading">Role</h2>
  <form method="post" action="{{actions.role}}" class="role-form">
    <input type="hidden" name="csrf_token" value="{{csrfToken}}">
    <div class="field">
      <label for="operator-role">Role of {{displayName}}</label>
      <select id="operator-role" name="role"{{#if roleForm.error}} aria-invalid="true" aria-describedby="operator-role-error"{{/if}}>
        {{#each roleForm.options}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}
      </select>
      {{#if roleForm.error}}<span id="operator-role-error" class="field-error">{{roleForm.error}}</span>{{/if}}
    </div>
    <div class="actions"><button type="submit">Change role</button></div>
  </form>
</section>

<section aria-labelledby="state-heading" class="card no-print">
  <h2 id="state-heading">Access</h2>
  {{#if account.active}}
  <p>Deactivating ends {{displayName}}'s console sessions and stops every personal token of theirs at once, for good.</p>
  <form method="post" action="{{actions.deactivate}}">
    <input type="hidden" name="csrf_token" value="{{csrfToken}}">
    <button type="submit" class="secondary">Deactivate {{displayName}}</button>
  </form>
  {{else}}
  <p>Deactivated. Reactivating lets them sign in again with a new personal token (their earlier tokens stay revoked).</p>
  <form method="post" action="{{actions.reactivate}}">
    <input type="hidden" name="csrf_token" value="{{csrfToken}}">
    <button type="submit">Reactivate {{displayName}}</button>
  </form>
  {{/if}}
</section>
{{/if}}

<section aria-labelledby="tokens-heading" class="card">
  <h2 id="tokens-heading">{{#if own}}Your personal tokens{{else}}Personal tokens{{/if}}</h2>
  {{#if tokens.length}}
  <table class="tokens">
    <caption>Every personal token of {{displayName}} (never the token itself)</caption>
    <thead><tr><th scope="col">Name</th><th scope="col">Token</th><th scope="col">State</th><th scope="col">Created</th><th scope="col">Expires</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Revoke</span></th></tr></thead>
    <tbody>
      {{#each tokens}}
      <tr>
        <th scope="row">{{name}}</th>
        <td><code>{{token_prefix}}</code></td>
        <td>{{state}}</td>
        <td><time datetime="{{created_at}}">{{created_at}}</time></td>
        <td>{{or expires_at "never"}}</td>
        <td>{{or last_used_at "never"}}</td>
        <td>{{#if active}}<form method="post" action="{{revokeAction}}">
          <input type="hidden" name="csrf_token" value="{{../csrfToken}}">
          <button type="submit" class="secondary">Revoke<span class="visually-hidden"> token {{name}}</span></button>
        </form>{{/if}}</td>
      </tr>
      {{/each}}
    </tbody>
  </table>
  {{else}}<p>No personal token yet.</p>{{/if}}
  {{#if mayIssue}}
  <form method="post" action="{{actions.tokens}}" class="token-form no-print">
    <input type="hidden" name="csrf_token" value="{{csrfToken}}">
    <h3>Issue a personal token</h3>
    <div class="fields">
      <div class="field">
        <label for="token-name">Token name</label>
        <input id="token-name" name="name" type="text" value="{{tokenForm.name}}" maxlength="64" required autocomplete="off" aria-describedby="token-name-hint{{#if tokenForm.errors.name}} token-name-error{{/if}}"{{#if tokenForm.errors.name}} aria-invalid="true"{{/if}}>
        <span id="token-name-hint" class="muted">What it is for, e.g. nightly export script.</span>
        {{#if tokenForm.errors.name}}<span id="token-name-error" class="field-error">{{tokenForm.errors.name}}</span>{{/if}}
      </div>
      <div class="field">
        <label for="token-expires">Expires at (optional)</label>
        <input id="token-expires" name="expires_at" type="text" value="{{tokenForm.expires_at}}" maxlength="40" autocomplete="off" aria-describedby="token-expires-hint{{#if tokenForm.errors.expires_at}} token-expires-error{{/if}}"{{#if tokenForm.errors.expires_at}} aria-invalid="true"{{/if}}>
        <span id="token-expires-hint" class="muted">RFC 3339 with a zone, in the future, e.g. 2027-06-30T00:00:00Z; empty: never.</span>
        {{#if tokenForm.errors.expires_at}}<span id="token-expires-error" class="field-error">{{tokenForm.errors.expires_at}}</span>{{/if}}
      </div>
    </div>
    <div class="actions"><button type="submit">Issue token</button></div>
  </form>
  <p class="muted">A new token is shown once. It signs in to the console and goes in the <code>X-Admin-Token</code> header.</p>
  {{else}}
  <p class="muted">A deactivated operator gets no new token.</p>
  {{/if}}
</section>
`;

/** The personal token just issued, on the answer of the form only (no-store; no later page shows it again). */
export const OPERATOR_TOKEN_TEMPLATE = `<p class="breadcrumb"><a href="{{backHref}}">← {{displayName}}</a></p>
<h1>New personal token for {{displayName}}</h1>
<section aria-labelledby="token-heading" class="card">
  <h2 id="token-heading">Store it now: it is shown this once</h2>
  <p><code class="secret" id="new-operator-token">{{token}}</code></p>
  <dl class="facts">
    <dt>Name</dt><dd>{{name}}</dd>
    <dt>Token</dt><dd><code>{{tokenPrefix}}</code> (how the console and the API name it from now on)</dd>
    <dt>Expires</dt><dd>{{or expiresAt "never"}}</dd>
  </dl>
  <p>Paste it in the console's sign-in form, or send it as the <code>X-Admin-Token</code> header.</p>
  <p><a href="{{backHref}}">Back to {{displayName}}</a></p>
</section>
`;
