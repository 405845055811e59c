export const DASHBOARD_TEMPLATE = `<h1>Dashboard</h1>
<p class="muted">The whole book as of <time datetime="{{at}}">{{at}}</time>: {{programs}} program{{#unless singleProgram}}s{{/unless}}. Days are UTC.</p>
{{#each charts}}
<section class="card dashboard-section" aria-labelledby="{{id}}-heading">
  <h2 id="{{id}}-heading">{{heading}}</h2>
  {{#if summary}}<p>{{summary}}</p>{{/if}}
  <div class="chart-with-table">
    <figure>
      {{{svg}}}
      <figcaption>{{caption}}</figcaption>
    </figure>
    <table class="figures">
      <caption>{{heading}}: the numbers</caption>
      <thead><tr><th scope="col">{{labelHeading}}</th><th scope="col">{{valueHeading}}</th></tr></thead>
      <tbody>
        {{#each rows}}<tr><th scope="row">{{label}}</th><td>{{value}}</td></tr>{{/each}}
      </tbody>
    </table>
  </div>
</section>
{{/each}}
`;
