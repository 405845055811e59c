export const ENDPOINTS_TEMPLATE = `<h1>Webhook endpoints</h1>
<p>Every endpoint not deleted, the operators' and the partners': where deliveries go, what they receive, and whether they are getting through.</p>
<form method="get" action="/admin/endpoints" class="card filters" aria-labelledby="endpoint-filters-heading">
  <h2 id="endpoint-filters-heading">Filters</h2>
  <div class="fields">
    <div class="field">
      <label for="filter-state">State</label>
      <select id="filter-state" name="state">
        {{#each stateOptions}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}
      </select>
    </div>
    <div class="field">
      <label for="filter-owner">Owner</label>
      <select id="filter-owner" name="owner">
        {{#each ownerOptions}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}
      </select>
    </div>
    <div class="field">
      <label for="filter-partner">Partner</label>
      <input id="filter-partner" type="text" name="partner" value="{{filters.partner}}" maxlength="64">
    </div>
  </div>
  <div class="actions">
    <button type="submit">Apply filters</button>
    <a href="/admin/endpoints">Clear</a>
  </div>
</form>
<table class="endpoints">
  <caption>{{total}} endpoint{{#unless single}}s{{/unless}} · page {{page}} of {{pages}}</caption>
  <thead>
    <tr><th scope="col">Id</th><th scope="col">URL</th><th scope="col">Scope</th><th scope="col">Event types</th><th scope="col">Owner</th><th scope="col">State</th><th scope="col">Breaker</th></tr>
  </thead>
  <tbody>
    {{#each rows}}
    <tr>
      <th scope="row"><a href="{{href}}">#{{id}}<span class="visually-hidden"> {{url}}</span></a></th>
      <td class="url">{{url}}{{#if description}}<br><span class="muted">{{description}}</span>{{/if}}</td>
      <td>{{scope}}</td>
      <td>{{eventTypes}}</td>
      <td>{{owner}}</td>
      <td><span class="state state-{{stateClass}}">{{state}}</span></td>
      <td><span class="breaker breaker-{{breakerState}}">{{breaker}}</span></td>
    </tr>
    {{else}}
    <tr><td colspan="7">No endpoint matches these filters.</td></tr>
    {{/each}}
  </tbody>
</table>
{{#if (or previousHref nextHref)}}
<nav class="pager" aria-label="Pages">
  {{#if previousHref}}<a href="{{previousHref}}" rel="prev">← Previous page</a>{{/if}}
  <span>Page {{page}} of {{pages}}</span>
  {{#if nextHref}}<a href="{{nextHref}}" rel="next">Next page →</a>{{/if}}
</nav>
{{/if}}
`;
