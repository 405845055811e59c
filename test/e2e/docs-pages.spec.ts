import { startTestApp, TestApp } from '../support/test-app';

/** Directives of a Content-Security-Policy header, each with its sources. */
function directivesOf(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== '')
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Decisions §14 (rev 2): the docs pages keep scripts, styles, images and fonts on the origin and cannot be framed. */
describe('API docs pages (security headers)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(['/docs', '/docs/', '/redoc'])('should send a same-origin CSP and frame protection on %s', async (path) => {
    const response = await app.http.get(path).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['font-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
    expect(response.text).not.toMatch(/\son[a-z]+=/i);
  });

  it('should serve ReDoc without the outside logo it links by default', async () => {
    const bundle = await app.http.get('/redoc/assets/redoc.standalone.js').expect(200);
    expect(bundle.headers['content-type']).toMatch(/^application\/javascript/);
    expect(bundle.text).toContain('redocly logo');
    expect(bundle.text).not.toContain('cdn.redoc.ly');
  });
});
