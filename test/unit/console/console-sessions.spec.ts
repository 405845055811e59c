import type { Request } from 'express';
import { loadConfig } from '../../../src/config/app-config';
import { ConsoleSessions, SESSION_TTL_SECONDS } from '../../../src/console/console-sessions';
import { isSameOriginRequest } from '../../../src/console/same-origin';

const config = loadConfig({ NODE_ENV: 'test', ADMIN_TOKEN: 'unit-admin-token', SESSION_SECRET: 'unit-session-secret' });

const BOOTSTRAP_HOLDER = { operatorId: null, tokenId: null };

function requestWith(headers: Record<string, string>): Request {
  return { headers } as unknown as Request;
}

/** Signing and CSRF only: the revocation lookup needs the database (test/e2e/console-sign-out.spec.ts). */
function sessionsFor(settings: typeof config): ConsoleSessions {
  return new ConsoleSessions(settings, undefined as never, undefined as never);
}

describe(ConsoleSessions.name, () => {
  const sessions = sessionsFor(config);

  it('should verify a session it issued until it expires', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const issued = sessions.issue(BOOTSTRAP_HOLDER, now);
    expect(issued.cookieValue).not.toContain(config.adminToken);
    expect(sessions.verifySignature(issued.cookieValue, now)?.id).toBe(issued.session.id);
    const justBefore = new Date(now.getTime() + (SESSION_TTL_SECONDS - 1) * 1000);
    expect(sessions.verifySignature(issued.cookieValue, justBefore)).toBeDefined();
    const atExpiry = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
    expect(sessions.verifySignature(issued.cookieValue, atExpiry)).toBeUndefined();
  });

  it('should refuse values signed with another secret or another admin token', () => {
    const { cookieValue } = sessions.issue(BOOTSTRAP_HOLDER);
    const otherSecret = sessionsFor({ ...config, sessionSecret: 'rotated-secret' });
    const otherToken = sessionsFor({ ...config, adminToken: 'rotated-admin-token' });
    expect(otherSecret.verifySignature(cookieValue)).toBeUndefined();
    expect(otherToken.verifySignature(cookieValue)).toBeUndefined();
    expect(sessions.verifySignature(`${cookieValue}x`)).toBeUndefined();
    expect(sessions.verifySignature('s1.a.b.c')).toBeUndefined();
    expect(sessions.verifySignature('')).toBeUndefined();
  });

  it('should bind CSRF tokens to one session', () => {
    const first = sessions.issue(BOOTSTRAP_HOLDER).session;
    const second = sessions.issue(BOOTSTRAP_HOLDER).session;
    expect(sessions.csrfValid(first, sessions.csrfToken(first))).toBe(true);
    expect(sessions.csrfValid(first, sessions.csrfToken(second))).toBe(false);
    expect(sessions.csrfValid(first, '')).toBe(false);
  });

  it('should carry the signed-in operator and token in the signed value, and the bootstrap credential as no operator', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const sso = sessions.issue({ operatorId: 42, tokenId: null }, now);
    expect(sso.cookieValue).toMatch(/^s2\.[A-Za-z0-9_-]{22}\.\d+\.\d+\.42\.[A-Za-z0-9_-]+$/);
    expect(sessions.verifySignature(sso.cookieValue, now)).toEqual({
      id: sso.session.id,
      operatorId: 42,
      tokenId: null,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
      legacy: false,
    });
    const withToken = sessions.issue({ operatorId: 42, tokenId: 7 }, now);
    expect(withToken.cookieValue.split('.')[4]).toBe('42-7');
    expect(sessions.verifySignature(withToken.cookieValue, now)).toMatchObject({ operatorId: 42, tokenId: 7 });
    const bootstrap = sessions.issue(BOOTSTRAP_HOLDER, now);
    expect(sessions.verifySignature(bootstrap.cookieValue, now)).toMatchObject({ operatorId: null, tokenId: null });
  });

  it('should end a session opened with a personal token no later than the token', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const notAfter = new Date(now.getTime() + 60_000);
    const issued = sessions.issue({ operatorId: 42, tokenId: 7, notAfter }, now);
    expect(issued.session).toMatchObject({ issuedAt: now, expiresAt: notAfter });
    expect(sessions.verifySignature(issued.cookieValue, new Date(notAfter.getTime() - 1000))).toBeDefined();
    expect(sessions.verifySignature(issued.cookieValue, notAfter)).toBeUndefined();
  });

  it('should refuse a value whose operator, token or times were changed after signing', () => {
    const [format, id, issued, expiry, , mac] = sessions.issue({ operatorId: 42, tokenId: 7 }).cookieValue.split('.');
    for (const who of ['42', '43-7', '42-8', 'b', '042', '0', '-1', '42-', '']) {
      expect(sessions.verifySignature([format, id, issued, expiry, who, mac].join('.'))).toBeUndefined();
    }
    const later = String(Number(expiry) + 3600);
    expect(sessions.verifySignature([format, id, issued, later, '42-7', mac].join('.'))).toBeUndefined();
    const earlier = String(Number(issued) + 3600);
    expect(sessions.verifySignature([format, id, earlier, expiry, '42-7', mac].join('.'))).toBeUndefined();
    const bootstrapParts = sessions.issue(BOOTSTRAP_HOLDER).cookieValue.split('.');
    bootstrapParts[4] = '1';
    expect(sessions.verifySignature(bootstrapParts.join('.'))).toBeUndefined();
  });

  it('should treat a cookie holding the raw admin token as the legacy session', async () => {
    const session = await sessions.fromRequest(requestWith({ cookie: `other=1; ops_admin=${config.adminToken}` }));
    expect(session).toMatchObject({ legacy: true });
  });
});

describe(isSameOriginRequest.name, () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ 'sec-fetch-site': 'same-site', origin: 'http://h:1', host: 'h:1' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ origin: 'https://console.example', host: 'console.example' }, true],
    [{ origin: 'https://evil.example', host: 'console.example' }, false],
    [{ origin: 'null', host: 'console.example' }, false],
    [{ host: 'console.example' }, false],
  ])('should decide %j → %s', (headers, expected) => {
    expect(isSameOriginRequest(requestWith(headers as Record<string, string>))).toBe(expected);
  });
});
