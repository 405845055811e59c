// A real OpenID Provider (the `oidc-provider` package, ESM-only) for the console's single sign-on tests, run as a
// child process of its own so Jest's CommonJS module loader never has to load it. Protocol on stdio: it prints
// one JSON line {"issuer"} once listening; it then reads one JSON line {"redirectUri"} (the service's callback,
// known only after the service listens) and answers OIDC requests from then on.
// Accounts come from OIDC_TEST_ACCOUNTS: {"<login>": {"email": "...", "email_verified": true}}; the provider's
// development login page accepts any password for a listed login.
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import Provider from 'oidc-provider';

const accounts = JSON.parse(process.env.OIDC_TEST_ACCOUNTS ?? '{}');
const host = process.env.OIDC_TEST_HOST ?? 'localhost';
let handler;
const server = createServer((request, response) => {
  if (!handler) {
    response.writeHead(503).end();
    return;
  }
  handler(request, response);
});
server.listen(0, '127.0.0.1', () => {
  const issuer = `http://${host}:${server.address().port}`;
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
  const lines = createInterface({ input: process.stdin });
  // The test process went away (even without closing this one): nothing is left listening.
  lines.once('close', () => process.exit(0));
  lines.once('line', (line) => {
    const { redirectUri } = JSON.parse(line);
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: process.env.OIDC_TEST_CLIENT_ID,
          client_secret: process.env.OIDC_TEST_CLIENT_SECRET,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      cookies: { keys: ['oidc-test-provider-cookie-key'] },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: true } },
      async findAccount(_ctx, id) {
        const claims = accounts[id];
        return claims ? { accountId: id, claims: async () => ({ sub: id, ...claims }) } : undefined;
      },
    });
    handler = provider.callback();
    process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
  });
});
