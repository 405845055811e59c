import { readFileSync } from 'node:fs';

/** The only outside request ReDoc makes: its footer logo. An empty `src` loads nothing and the logo hides itself. */
const OUTSIDE_LOGO = /"https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini\.svg"/g;

/**
 * ReDoc's standalone bundle from the installed package, read once, with the outside logo removed so the
 * page makes no request off the service (the docs pages' browser test fails if a new version adds one).
 */
export function redocBundle(): Buffer {
  const source = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  return Buffer.from(source.replace(OUTSIDE_LOGO, '""'), 'utf8');
}
