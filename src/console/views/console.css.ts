/** The console's one stylesheet, served from /admin/assets/console.css (kept in TS so `tsc` ships it). */
export const CONSOLE_CSS = `:root { --ink: #1b1f24; --muted: #5b6470; --line: #d6dae0; --bg: #f6f7f9; --card: #fff; --accent: #0b5cad; --ok: #17663a; --bad: #a4161a; --warn: #8a5a00; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, main:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
.skip-link { position: absolute; left: -999px; top: 0; background: #fff; padding: .5rem 1rem; z-index: 10; }
.skip-link:focus { left: .5rem; }
.top-bar { display: flex; gap: 1.5rem; align-items: center; padding: .6rem 1.25rem; background: #14213d; color: #fff; }
.top-bar a { color: #fff; }
.brand { font-weight: 700; text-decoration: none; }
.top-bar nav ul { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; }
.sign-out { margin-left: auto; }
.top-search { display: flex; gap: .4rem; margin-left: auto; }
.top-search + .sign-out { margin-left: 0; }
.top-search input { min-width: 14rem; }
.chart-with-table { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
.chart-with-table figure { margin: 0; max-width: 100%; }
.chart { max-width: 100%; height: auto; }
.chart-bar { fill: #1d4ed8; }
.chart-label, .chart-value { fill: #1f2937; font-size: 12px; }
table.figures { min-width: 14rem; }
main { max-width: 1200px; margin: 0 auto; padding: 1rem 1.25rem 2rem; }
h1 { font-size: 1.6rem; margin: .5rem 0 1rem; }
h2 { font-size: 1.15rem; margin: 0 0 .75rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 1rem 1.25rem; margin: 0 0 1rem; }
.fields { display: flex; flex-wrap: wrap; gap: .75rem 1rem; }
.field { display: flex; flex-direction: column; gap: .25rem; margin: 0 0 .75rem; min-width: 12rem; }
label { font-weight: 600; font-size: .9rem; }
input, select, textarea { font: inherit; padding: .4rem .5rem; border: 1px solid #8a939e; border-radius: 4px; background: #fff; }
textarea { width: 100%; max-width: 40rem; }
button { font: inherit; padding: .45rem 1rem; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent); color: #fff; cursor: pointer; }
.top-bar button { background: transparent; border-color: #fff; }
.actions { display: flex; gap: 1rem; align-items: center; }
table { width: 100%; border-collapse: collapse; margin: .5rem 0; }
.registrations th[scope="row"], .registrations time { white-space: nowrap; }
caption { text-align: left; color: var(--muted); padding: .25rem 0; }
th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
thead th { font-size: .85rem; color: var(--muted); }
.muted { color: var(--muted); font-size: .85rem; }
.status { display: inline-block; padding: .05rem .5rem; border-radius: 999px; font-size: .85rem; background: #e8ecf2; color: var(--ink); }
.status-approved { background: #dff3e6; color: var(--ok); }
.status-declined { background: #fbe3e4; color: var(--bad); }
.status-kyc_pending, .status-rpaa_review, .status-reviewing { background: #fff1d6; color: var(--warn); }
.status-counts { display: flex; flex-wrap: wrap; gap: .5rem; list-style: none; padding: 0; margin: 0 0 1rem; }
.status-counts a { display: inline-block; padding: .25rem .6rem; border: 1px solid var(--line); border-radius: 4px; background: #fff; text-decoration: none; }
.status-counts a[aria-current] { border-color: var(--accent); font-weight: 700; }
.count { font-weight: 700; }
.pager { display: flex; gap: 1rem; align-items: center; }
.notice { padding: .6rem 1rem; border-radius: 4px; border: 1px solid var(--line); background: #fff; }
.notice-success { border-color: var(--ok); color: var(--ok); }
.notice-error { border-color: var(--bad); color: var(--bad); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; margin: 0; }
.facts dt { font-weight: 600; color: var(--muted); }
.facts dd { margin: 0; }
.note { white-space: pre-wrap; }
.note-form { margin-top: 1.25rem; padding-top: 1rem; border-top: 1px solid var(--line); }
.hash, code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .8rem; word-break: break-all; }
.timeline { list-style: none; padding: 0; margin: 0; }
.timeline li { display: flex; flex-wrap: wrap; gap: .25rem .75rem; padding: .4rem 0; border-bottom: 1px solid var(--line); }
.timeline .hash { color: var(--muted); flex-basis: 100%; }
.payload { background: #f0f2f5; padding: 0 .3rem; }
.chain-valid { color: var(--ok); font-weight: 600; }
.chain-broken { color: var(--bad); font-weight: 700; }
.tick { color: var(--ok); } .cross { color: var(--bad); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.state, .breaker, .delivery { display: inline-block; padding: .05rem .5rem; border-radius: 999px; font-size: .85rem; background: #e8ecf2; }
.state-active, .breaker-closed, .delivery-delivered { background: #dff3e6; color: var(--ok); }
.state-disabled, .breaker-open, .delivery-failed { background: #fbe3e4; color: var(--bad); }
.state-paused, .breaker-half_open, .delivery-pending { background: #fff1d6; color: var(--warn); }
p.breaker { border-radius: 4px; padding: .3rem .6rem; }
.url { word-break: break-all; }
.endpoint-actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-bottom: .5rem; }
button.secondary { background: #fff; color: var(--accent); }
.field-error { color: var(--bad); font-weight: 600; font-size: .9rem; }
input[aria-invalid="true"] { border-color: var(--bad); }
.recover-form input { max-width: 24rem; }
.attempts { margin: 0; padding-left: 1.2rem; }
.attempt-failed .attempt-result { color: var(--bad); font-weight: 600; }
.attempt-ok .attempt-result { color: var(--ok); font-weight: 600; }
.secret { display: inline-block; padding: .4rem .6rem; background: #f0f2f5; font-size: .95rem; }
.item-form, .record-form { display: flex; flex-wrap: wrap; gap: .4rem; align-items: flex-start; }
.item-form input[name="comment"] { min-width: 12rem; flex: 1; }
.record-form input[name="external_id"] { width: 10rem; }
.item-form .field-error, .record-form .field-error { flex-basis: 100%; margin: 0; }
.checklist .change { font-size: .9rem; }
.comment { white-space: pre-wrap; color: var(--muted); }
.upload-form, .handoff-form { margin-top: 1rem; padding-top: 1rem; border-top: 1px solid var(--line); }
.handoff-form h3 { font-size: 1rem; margin: 0 0 .5rem; }
.timeline-filter { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: flex-end; margin: 0 0 .75rem; }
.timeline-filter .field { margin: 0; }
.document-frame { display: block; width: 100%; height: 70vh; border: 1px solid var(--line); background: #fff; }
.document-links { white-space: nowrap; }
.page-footer { max-width: 1200px; margin: 0 auto; padding: 0 1.25rem 2rem; color: var(--muted); font-size: .8rem; }
@media print {
  body { background: #fff; font-size: 11pt; }
  .top-bar, .skip-link, .no-print, form, .pager, .breadcrumb { display: none !important; }
  main { max-width: none; padding: 0; }
  .card { border: none; padding: 0; margin: 0 0 1rem; break-inside: avoid-page; }
  a { color: inherit; text-decoration: none; }
  .exports a::after { content: " (" attr(href) ")"; font-size: 9pt; }
  table { font-size: 9.5pt; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
}
`;
