export const SEARCH_TEMPLATE = `<h1>Search programs</h1>
<form method="get" action="/admin/search" class="card filters" role="search" aria-labelledby="search-heading">
  <h2 id="search-heading">Find a program</h2>
  <div class="fields">
    <div class="field">
      <label for="search-query">Reference, applicant e-mail or name, company or legal entity (its beginning; case does not matter)</label>
      <input id="search-query" name="q" type="search" value="{{query}}" maxlength="{{maxLength}}"{{#if invalid}} aria-invalid="true" aria-describedby="search-error"{{/if}}>
      {{#if invalid}}<p id="search-error" class="field-error">{{invalid}}</p>{{/if}}
    </div>
  </div>
  <div class="actions"><button type="submit">Search</button></div>
</form>
{{#if searched}}
<table class="registrations">
  <caption>{{#if matches.length}}{{matches.length}} program{{#unless single}}s{{/unless}} starting with “{{query}}”{{else}}No program has a field starting with “{{query}}”{{/if}}</caption>
  <thead>
    <tr><th scope="col">Reference</th><th scope="col">Name</th><th scope="col">E-mail</th><th scope="col">Company / legal entity</th><th scope="col">Status</th><th scope="col">Partner</th><th scope="col">Matched on</th><th scope="col">Created</th></tr>
  </thead>
  <tbody>
    {{#each matches}}
    <tr>
      <th scope="row"><a href="{{href}}">{{reference}}</a></th>
      <td>{{name}}</td>
      <td>{{email}}</td>
      <td>{{company}}{{#if entity}}{{#if company}}<br>{{/if}}<span class="muted">{{entity}}</span>{{/if}}</td>
      <td><span class="status status-{{status}}">{{status}}</span></td>
      <td>{{partner}}</td>
      <td>{{matchedOn}}</td>
      <td><time datetime="{{createdAt}}">{{createdAt}}</time></td>
    </tr>
    {{/each}}
  </tbody>
</table>
{{#if truncated}}<p class="notice notice-info" role="status">More programs match than are shown ({{perField}} per field): type more of the value to narrow the search.</p>{{/if}}
{{/if}}
`;
