import { createHash } from 'node:crypto';

/** The one stylesheet of the printable pages, inlined and allowed by its hash in the CSP (no 'unsafe-inline'). */
export const PRINT_CSS = `
:root { color-scheme: light; }
body { font: 11pt/1.45 "Helvetica Neue", Arial, sans-serif; color: #111; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1.1rem; border-bottom: 2px solid #333; padding-bottom: .2rem; margin-top: 1.6rem; }
.meta { color: #444; font-size: .9rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0; }
th, td { border: 1px solid #999; padding: .25rem .4rem; text-align: left; vertical-align: top; }
th { background: #eee; }
dl { display: grid; grid-template-columns: 14rem 1fr; gap: .2rem .8rem; }
dt { font-weight: bold; }
dd { margin: 0; }
.hash { font-family: "Courier New", monospace; font-size: .8rem; word-break: break-all; }
.tick { font-size: 1.2rem; text-align: center; width: 2rem; }
.ok { color: #14532d; font-weight: bold; }
.bad { color: #7f1d1d; font-weight: bold; }
.empty { color: #555; font-style: italic; }
footer { margin-top: 2rem; font-size: .8rem; color: #555; }
@page { size: A4; margin: 15mm; }
@media print {
  body { margin: 0; max-width: none; font-size: 10pt; }
  h2 { break-after: avoid; }
  tr, dl { break-inside: avoid; }
  th { background: #eee !important; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

const STYLE_HASH = createHash('sha256').update(PRINT_CSS, 'utf8').digest('base64');

/** Nothing may load or run: no scripts, images, fonts, frames, forms or base changes; only the one hashed style. */
export const PRINTABLE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
