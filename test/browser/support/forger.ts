import { createServer, Server } from 'node:http';

export interface Forger {
  url: string;
  close(): Promise<void>;
}

/**
 * A second origin (another port on 127.0.0.1: same site, different origin) serving a page that posts a
 * form to the console as soon as it loads: the classic CSRF attack.
 */
export async function startForger(target: string, fields: Record<string, string>): Promise<Forger> {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  const html =
    `<!doctype html><html><body><form id="forged" method="post" action="${target}">${inputs}</form>` +
    `<script>document.getElementById('forged').submit();</script></body></html>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
