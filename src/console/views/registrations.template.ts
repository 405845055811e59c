export const REGISTRATIONS_TEMPLATE = `<h1>Registrations</h1>
<section aria-labelledby="counts-heading" class="counts">
  <h2 id="counts-heading">By status</h2>
  <ul class="status-counts">
    <li><a href="{{allHref}}"{{#unless filters.status}} aria-current="true"{{/unless}}>all <span class="count">{{allCount}}</span></a></li>
    {{#each counts}}
    <li><a href="{{href}}" class="status status-{{status}}"{{#if current}} aria-current="true"{{/if}}>{{status}} <span class="count">{{count}}</span></a></li>
    {{/each}}
  </ul>
</section>
<form method="get" action="/admin" class="card filters" aria-labelledby="filters-heading">
  <h2 id="filters-heading">Filters</h2>
  <div class="fields">
    <div class="field">
      <label for="filter-status">Status</label>
      <select id="filter-status" name="status">
        <option value="">any</option>
        {{#each statusOptions}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{value}}</option>{{/each}}
      </select>
    </div>
    <div class="field">
      <label for="filter-partner">Partner</label>
      <input id="filter-partner" type="text" name="partner" value="{{filters.partner}}" maxlength="64">
    </div>
    <div class="field">
      <label for="filter-corridor">Corridor</label>
      <input id="filter-corridor" type="text" name="corridor" value="{{filters.corridor}}" maxlength="20">
    </div>
    <div class="field">
      <label for="filter-settlement">Settlement path</label>
      <input id="filter-settlement" type="text" name="settlement_path" value="{{filters.settlementPath}}" maxlength="32">
    </div>
    <div class="field">
      <label for="filter-documents">Documents</label>
      <select id="filter-documents" name="has_documents">
        {{#each documentOptions}}<option value="{{value}}"{{#if selected}} selected{{/if}}>{{label}}</option>{{/each}}
      </select>
    </div>
  </div>
  <div class="actions">
    <button type="submit">Apply filters</button>
    <a href="/admin">Clear</a>
    <a href="{{csvHref}}">Download CSV{{#if filters.partner}} (partner {{filters.partner}}){{/if}}</a>
  </div>
</form>
<table class="registrations">
  <caption>{{total}} registration{{#unless single}}s{{/unless}}, newest first</caption>
  <thead>
    <tr><th scope="col">Reference</th><th scope="col">Name</th><th scope="col">Status</th><th scope="col">Lifecycle</th><th scope="col">Partner</th><th scope="col">Corridor</th><th scope="col">Settlement</th><th scope="col">Checklist</th><th scope="col">Docs</th><th scope="col">Handoffs</th><th scope="col">Created</th></tr>
  </thead>
  <tbody>
    {{#each rows}}
    <tr>
      <th scope="row"><a href="{{href}}">{{reference}}</a></th>
      <td>{{name}}{{#if company}}<br><span class="muted">{{company}}</span>{{/if}}</td>
      <td><span class="status status-{{status}}">{{status}}</span></td>
      <td>{{lifecycle}}</td>
      <td>{{partner}}</td>
      <td>{{corridor}}</td>
      <td>{{settlementPath}}</td>
      <td>{{checklistDone}}/{{checklistTotal}}</td>
      <td>{{documentCount}}</td>
      <td>{{instructionCount}}</td>
      <td><time datetime="{{createdAt}}">{{createdAt}}</time></td>
    </tr>
    {{else}}
    <tr><td colspan="11">No registration matches these filters.</td></tr>
    {{/each}}
  </tbody>
</table>
<nav class="pager" aria-label="Pages">
  {{#if newestHref}}<a href="{{newestHref}}">⇤ Newest</a>{{/if}}
  {{#if newerHref}}<a href="{{newerHref}}" rel="prev">← Newer</a>{{/if}}
  {{#if olderHref}}<a href="{{olderHref}}" rel="next">Older →</a>{{/if}}
  {{#if oldestHref}}<a href="{{oldestHref}}">Oldest ⇥</a>{{/if}}
</nav>
`;
