import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fetchOpenApi } from '../support/openapi-document';
import { startTestApp, TestApp } from '../support/test-app';

const MATRIX = /<!-- route-role-matrix:start -->([\s\S]*?)<!-- route-role-matrix:end -->/;
const ROW = /^\| `(GET|POST|PUT|PATCH|DELETE) ([^`]+)` +\| (viewer|reviewer|approver|owner)\b/;
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** docs/operators.md's route × role table: `METHOD /path` → the least role (its first word). */
function documentedMatrix(): Record<string, string> {
  const markdown = readFileSync(join(__dirname, '../../docs/operators.md'), 'utf8');
  const table = MATRIX.exec(markdown)?.[1] ?? '';
  const rows = table.split('\n').flatMap((line) => {
    const match = ROW.exec(line.trim());
    return match ? [[`${match[1]} ${match[2]}`, match[3]] as const] : [];
  });
  return Object.fromEntries(rows);
}

/**
 * Every operation the operator credential opens, with its least role as the service documents it
 * (`x-operator-role`; a route naming none needs viewer to read and owner to write).
 */
async function servedMatrix(app: TestApp): Promise<Record<string, string>> {
  const document = await fetchOpenApi(app);
  const matrix: Record<string, string> = {};
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Record<string, unknown> | undefined>)[method];
      const security = (operation?.security ?? []) as Array<Record<string, unknown>>;
      if (!operation || !security.some((scheme) => 'AdminToken' in scheme)) {
        continue;
      }
      const role = operation['x-operator-role'];
      matrix[`${method.toUpperCase()} ${path}`] =
        typeof role === 'string' ? role : method === 'get' ? 'viewer' : 'owner';
    }
  }
  return matrix;
}

/** Keeps docs/operators.md honest: its route × role table is the one the service enforces and documents. */
describe('docs/operators.md route × role matrix', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should list every operation of the operator credential with the role of its x-operator-role', async () => {
    const documented = documentedMatrix();
    expect(Object.keys(documented).length).toBeGreaterThan(40);
    expect(documented).toEqual(await servedMatrix(app));
  });
});
