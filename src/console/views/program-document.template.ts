/** One document of a program: its facts and, for a type the browser shows, its bytes in a sandboxed frame. */
export const PROGRAM_DOCUMENT_TEMPLATE = `<p class="breadcrumb"><a href="{{programHref}}">← {{reference}}</a></p>
<h1>{{filename}}</h1>
<section aria-labelledby="document-facts-heading" class="card">
  <h2 id="document-facts-heading">Document</h2>
  <dl class="facts">
    <dt>Program</dt><dd>{{reference}}</dd>
    <dt>Type</dt><dd>{{d.contentType}} <span class="muted">(decided by the file's first bytes)</span></dd>
    <dt>Document type</dt><dd>{{or d.documentType "—"}}</dd>
    <dt>Size</dt><dd>{{d.size}} bytes</dd>
    <dt>SHA-256</dt><dd class="hash">{{d.sha256}}</dd>
    <dt>Uploaded</dt><dd><time datetime="{{uploadedAt}}">{{uploadedAt}}</time> · {{d.source}}</dd>
  </dl>
  {{#if downloadHref}}<p class="no-print"><a href="{{downloadHref}}" download>Download {{filename}}</a></p>{{/if}}
</section>
<section aria-labelledby="document-view-heading" class="card">
  <h2 id="document-view-heading">View</h2>
  {{#if erasedAt}}
  <p>The bytes were erased on <time datetime="{{erasedAt}}">{{erasedAt}}</time> with the program's personal data (retention ended); the facts above remain.</p>
  {{else}}
  {{#if inlineHref}}
  <p class="muted">Shown in a sandboxed frame: nothing in the file can run or reach the console.</p>
  <iframe class="document-frame{{#if image}} document-frame-image{{/if}}" src="{{inlineHref}}" sandbox title="{{filename}}"></iframe>
  {{else}}
  <p>Browsers do not show {{d.contentType}} files: download it to view it.</p>
  {{/if}}
  {{/if}}
</section>
`;
