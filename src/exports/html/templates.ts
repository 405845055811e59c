import { PRINT_CSS } from './print-styles';

// Templates live in TypeScript modules so `tsc` ships them with the build; compiled once at start.
// Every value goes through {{ }} (HTML-escaped); there is no {{{ }}} anywhere.

const head = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${PRINT_CSS}</style>
</head>
<body>
`;

const foot = `<footer>Generated {{generated_at}} by the program workflow service. This service records compliance workflow state only; it does not hold or move funds.</footer>
</body>
</html>
`;

export const COMPLIANCE_REPORT_TEMPLATE = `${head('Compliance report {{reference}}')}<header>
<h1>Compliance report — {{reference}}</h1>
<p class="meta">Generated {{generated_at}} · template {{template}}</p>
</header>

<h2>Program identity</h2>
<dl>
{{#each identity}}<dt>{{label}}</dt><dd>{{#if value}}{{value}}{{else}}<span class="empty">—</span>{{/if}}</dd>
{{/each}}</dl>

<h2>Status history</h2>
<table>
<thead><tr><th>When (UTC)</th><th>From</th><th>To</th><th>Note</th><th>By</th><th>Source</th><th>Event</th></tr></thead>
<tbody>
{{#each status_history}}<tr><td>{{at}}</td><td>{{from}}</td><td>{{to}}</td><td>{{note}}</td><td>{{by}}</td><td>{{source}}</td><td>{{event_id}}</td></tr>
{{/each}}</tbody>
</table>

<h2>Checklist ({{checklist.completed}} of {{checklist.total}} done, {{checklist.percent_complete}}%)</h2>
<table>
<thead><tr><th>Done</th><th>Item</th><th>Category</th><th>Required</th><th>Done by</th><th>Done at (UTC)</th></tr></thead>
<tbody>
{{#each checklist.items}}<tr><td class="tick">{{#if done}}☑{{else}}☐{{/if}}</td><td>{{label}}</td><td>{{category}}</td><td>{{#if required}}yes{{else}}no{{/if}}</td><td>{{done_by}}</td><td>{{done_at}}</td></tr>
{{/each}}</tbody>
</table>

<h2>Documents ({{documents.length}})</h2>
{{#if documents.length}}<table>
<thead><tr><th>File</th><th>Type</th><th>Kind</th><th>Bytes</th><th>SHA-256</th><th>Uploaded (UTC)</th></tr></thead>
<tbody>
{{#each documents}}<tr><td>{{filename}}</td><td>{{content_type}}</td><td>{{document_type}}</td><td>{{size}}</td><td class="hash">{{sha256}}</td><td>{{uploaded_at}}</td></tr>
{{/each}}</tbody>
</table>{{else}}<p class="empty">No documents uploaded.</p>{{/if}}

<h2>Handoff records ({{instructions.length}})</h2>
{{#if instructions.length}}<table>
<thead><tr><th>Record</th><th>Provider</th><th>Action</th><th>Status</th><th>External id</th><th>Created (UTC)</th><th>Updated (UTC)</th></tr></thead>
<tbody>
{{#each instructions}}<tr><td>{{instruction_ref}}</td><td>{{provider}}</td><td>{{action}}</td><td>{{status}}</td><td>{{external_id}}</td><td>{{created_at}}</td><td>{{updated_at}}</td></tr>
{{/each}}</tbody>
</table>{{else}}<p class="empty">No handoff records.</p>{{/if}}

<h2>Audit timestamps</h2>
<dl>
<dt>Registered</dt><dd>{{timestamps.created_at}}</dd>
<dt>Last updated</dt><dd>{{timestamps.updated_at}}</dd>
<dt>First event</dt><dd>{{timestamps.first_event_at}}</dd>
<dt>Last event</dt><dd>{{timestamps.last_event_at}}</dd>
<dt>Report generated</dt><dd>{{generated_at}}</dd>
</dl>

<h2>Event record integrity</h2>
<dl>
<dt>Algorithm</dt><dd>{{integrity.algorithm}}</dd>
<dt>Events</dt><dd>{{integrity.event_count}}</dd>
<dt>Chain head</dt><dd class="hash">{{integrity.head_hash}}</dd>
<dt>Verdict</dt><dd>{{#if integrity.chain_valid}}<span class="ok">Chain verified: every hash recomputed from genesis</span>{{else}}<span class="bad">Chain broken at seq {{integrity.broken_at_seq}}</span>{{/if}}</dd>
<dt>Logged heads</dt><dd>{{#if integrity.logged_heads_valid}}<span class="ok">Every head logged in a checkpoint is still reached by the record</span>{{else}}<span class="bad">The record no longer reaches a head logged in a checkpoint: rewritten after it</span>{{/if}}</dd>
{{#if checkpoint}}<dt>Checkpoint</dt><dd>#{{checkpoint.id}} · tree size {{checkpoint.tree_size}} · issued {{checkpoint.issued_at}}</dd>
<dt>Checkpoint root</dt><dd class="hash">{{checkpoint.root_hash}}</dd>
<dt>Logged head</dt><dd>seq {{checkpoint.head_seq}} (leaf {{checkpoint.leaf_index}}) <span class="hash">{{checkpoint.head_hash}}</span></dd>
<dt>Signing key</dt><dd class="hash">{{checkpoint.kid}}</dd>
{{else}}<dt>Checkpoint</dt><dd><span class="empty">No checkpoint covers this program yet</span></dd>
{{/if}}<dt>Reconciliation</dt><dd>{{#if reconciliation.aligned}}<span class="ok">Aligned</span>{{else}}<span class="bad">{{reconciliation.break_count}} break(s)</span>{{/if}}</dd>
</dl>
{{#if reconciliation.breaks.length}}<ul>
{{#each reconciliation.breaks}}<li>{{kind}}: {{detail}}</li>
{{/each}}</ul>{{/if}}
${foot}`;

export const CHECKLIST_TEMPLATE = `${head('Checklist {{reference}}')}<header>
<h1>Readiness checklist — {{reference}}</h1>
<p class="meta">{{applicant}}{{#if legal_entity_name}} · {{legal_entity_name}}{{/if}} · template {{template}} · status {{status}}</p>
<p><strong>{{completed}} of {{total}} items done ({{percent_complete}}%)</strong>; {{required_open}} required item(s) open.</p>
</header>
<table>
<thead><tr><th>Done</th><th>Item</th><th>Category</th><th>Required</th><th>Done by</th><th>Done at (UTC)</th></tr></thead>
<tbody>
{{#each items}}<tr><td class="tick">{{#if done}}☑{{else}}☐{{/if}}</td><td>{{label}}</td><td>{{category}}</td><td>{{#if required}}yes{{else}}optional{{/if}}</td><td>{{done_by}}</td><td>{{done_at}}</td></tr>
{{/each}}</tbody>
</table>
${foot}`;
