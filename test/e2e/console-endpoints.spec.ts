import { registerProgram } from '../factories/registration.factory';
import { seedDeliveries } from '../factories/webhook-delivery.factory';
import { csrfTokenIn, consoleSessionCookie } from '../support/console-http';
import { createOperatorWithToken } from '../support/operators';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf, Schemas } from '../support/typed-body';
import { WebhookReceiver } from '../support/webhook-receiver';

const ADMIN = { 'X-Admin-Token': TEST_ADMIN_TOKEN };
const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const SETTINGS = { WEBHOOK_RETRY_SCHEDULE_MS: '30,30,30', WEBHOOK_TIMEOUT_MS: '2000', SWEEPER_INTERVAL_MS: '200' };

type EndpointOut = Schemas['WebhookEndpointWithSecret'];
type DeliveryView = Schemas['WebhookDeliveryView'];

describe('Console webhook endpoint pages', () => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp({ env: SETTINGS });
    receiver = await WebhookReceiver.start();
    owner = await signIn(TEST_ADMIN_TOKEN);
  });

  afterAll(async () => {
    await receiver.close();
    await app.close();
  });

  afterEach(() => {
    receiver.respondWith(() => ({ status: 200 }));
  });

  const signIn = (token: string) => consoleSessionCookie(app, token);

  async function createEndpoint(body: Record<string, unknown> = {}): Promise<EndpointOut> {
    const response = await app.http
      .post('/api/operator/endpoints')
      .set(ADMIN)
      .send({ url: receiver.url(), event_types: ['webhook.test'], ...body })
      .expect(200);
    const endpoint = bodyOf<'WebhookEndpointWithSecret'>(response);
    if (endpoint.secret) {
      rememberSecret(endpoint.secret);
    }
    return endpoint;
  }

  async function endpointNow(id: number): Promise<Schemas['WebhookEndpointOut']> {
    return bodyOf<'WebhookEndpointOut'>(await app.http.get(`/api/operator/endpoints/${id}`).set(ADMIN).expect(200));
  }

  async function deliveries(id: number): Promise<DeliveryView[]> {
    const response = await app.http.get(`/api/operator/endpoints/${id}/deliveries`).set(ADMIN).expect(200);
    return bodyOf<'WebhookDeliveryList'>(response).deliveries;
  }

  async function waitForDeliveries(id: number, done: (list: DeliveryView[]) => boolean): Promise<DeliveryView[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const list = await deliveries(id);
      if (done(list)) {
        return list;
      }
      if (Date.now() > deadline) {
        throw new Error(`deliveries did not settle: ${JSON.stringify(list)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function pageOf(path: string, cookie = owner): Promise<{ text: string; csrf: string }> {
    const response = await app.http.get(path).set('Cookie', cookie).expect(200);
    return { text: response.text, csrf: csrfTokenIn(response.text) };
  }

  const post = (path: string, fields: Record<string, string>, cookie = owner) =>
    app.http.post(path).set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').type('form').send(fields);

  describe('pages', () => {
    it('should list endpoints with scope, filter, owner, state and breaker, escaped, under the strict CSP', async () => {
      const { reference } = await registerProgram(app);
      const hostile = '<script>alert(1)</script>';
      const all = await createEndpoint({ description: hostile });
      const program = await createEndpoint({ reference, event_types: null });
      const partner = await createEndpoint({ partner_slug: 'acme-bank', event_types: ['program.*'] });
      await app.http.patch(`/api/operator/endpoints/${partner.id}`).set(ADMIN).send({ active: false }).expect(200);

      const response = await app.http.get('/admin/endpoints').set('Cookie', owner).expect(200);
      expect(response.headers['content-security-policy']).toBe(CSP);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.text).not.toMatch(/<script/i);
      expect(response.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(response.text).toContain('<li><a href="/admin/endpoints">Endpoints</a></li>');
      const row = (id: number) =>
        new RegExp(`<tr>\\s*<th scope="row"><a href="/admin/endpoints/${id}">[\\s\\S]*?</tr>`);
      expect(response.text.match(row(all.id))?.[0]).toMatch(
        /all programs[\s\S]*webhook\.test[\s\S]*operator[\s\S]*active[\s\S]*closed/,
      );
      expect(response.text.match(row(program.id))?.[0]).toMatch(new RegExp(`program ${reference}[\\s\\S]*every type`));
      expect(response.text.match(row(partner.id))?.[0]).toMatch(/partner acme-bank[\s\S]*program\.\*[\s\S]*paused/);

      const paused = await app.http.get('/admin/endpoints?state=disabled').set('Cookie', owner).expect(200);
      expect(paused.text).toMatch(row(partner.id));
      expect(paused.text).not.toMatch(row(all.id));
      expect(paused.text).toContain('<option value="disabled" selected>');
      const active = await app.http
        .get('/admin/endpoints?state=active&partner=acme-bank')
        .set('Cookie', owner)
        .expect(200);
      expect(active.text).toContain('No endpoint matches these filters.');
      const unknownFilter = await app.http
        .get('/admin/endpoints?state=%3Cb%3E&owner=nobody')
        .set('Cookie', owner)
        .expect(200);
      expect(unknownFilter.text).toMatch(row(all.id));
    });

    it('should show an endpoint’s settings, breaker, 24-hour stats and attempts log with code and duration', async () => {
      receiver.respondWith(WebhookReceiver.sequence(503, 200));
      const endpoint = await createEndpoint({ description: 'stats' });
      await app.http.post(`/api/operator/endpoints/${endpoint.id}/test`).set(ADMIN).expect(200);
      const [delivery] = await waitForDeliveries(endpoint.id, (list) => list[0]?.status === 'delivered');

      const { text } = await pageOf(`/admin/endpoints/${endpoint.id}`);
      expect(text).toContain(`<h1>Endpoint #${endpoint.id} <span class="state state-active">active</span></h1>`);
      expect(text).toContain(`<dd class="url">${receiver.url()}</dd>`);
      expect(text).toContain('Circuit breaker <strong>closed</strong>');
      expect(text).toMatch(/<dt>Attempts<\/dt><dd>2<\/dd>\s*<dt>Successes<\/dt><dd>1<\/dd>/);
      expect(text).toContain('<dt>Failures</dt><dd>1 (HTTP 5xx 1)</dd>');
      const [first, second] = delivery.attempts;
      expect(text).toContain(`HTTP 503</span> · <span class="attempt-duration">${first.duration_ms} ms`);
      expect(text).toContain(`HTTP 200</span> · <span class="attempt-duration">${second.duration_ms} ms`);
      expect(text).toContain(`action="/admin/endpoints/${endpoint.id}/deliveries/${delivery.id}/redeliver"`);
      expect(text).toContain(delivery.webhook_id);
    });

    it('should answer the 404 page for an unknown, malformed or deleted endpoint id', async () => {
      const deleted = await createEndpoint();
      await app.http.delete(`/api/operator/endpoints/${deleted.id}`).set(ADMIN).expect(200);
      for (const id of ['999999', 'abc', '0', '99999999999', String(deleted.id)]) {
        const response = await app.http.get(`/admin/endpoints/${id}`).set('Cookie', owner).expect(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.text).toContain('<h1>Not found</h1>');
        expect(response.text).toContain('Webhook endpoint not found');
      }
      const { csrf } = await pageOf('/admin/endpoints');
      const refused = await post('/admin/endpoints/999999/pause', { csrf_token: csrf }).expect(404);
      expect(refused.text).toContain('<h1>Not found</h1>');
    });
  });

  describe('attempts log pages', () => {
    /** The deliveries a page lists, top to bottom. */
    const rowsOf = (text: string) => [...text.matchAll(/<tr id="delivery-(\d+)">/g)].map((match) => Number(match[1]));
    /** A pager link of the page, as the browser reads the attribute (entities decoded). */
    const linkOf = (text: string, label: string): string | undefined => {
      const match = new RegExp(`<a href="([^"]+)"[^>]*>${label}</a>`).exec(text);
      return match?.[1].replaceAll('&amp;', '&').replaceAll('&#x3D;', '=');
    };

    it('should page the log with Older / Newer links, newest first, every delivery once, no script', async () => {
      const endpoint = await createEndpoint();
      const ids = await seedDeliveries(app, endpoint.id, 120, (index) => ({
        status: index % 3 === 0 ? 'failed' : 'delivered',
        eventType: index % 4 === 0 ? 'program.created' : 'webhook.test',
        attempts: index % 3 === 0 ? 2 : 1,
      }));
      const newestFirst = [...ids].reverse();

      const first = await app.http.get(`/admin/endpoints/${endpoint.id}`).set('Cookie', owner).expect(200);
      expect(first.headers['content-security-policy']).toBe(CSP);
      expect(first.text).not.toMatch(/<script/i);
      expect(first.text).toContain('(newest first, 50 deliveries a page)');
      expect(rowsOf(first.text)).toEqual(newestFirst.slice(0, 50));
      expect(linkOf(first.text, '← Newer')).toBeUndefined();
      const older = linkOf(first.text, 'Older →') as string;
      expect(older).toMatch(new RegExp(`^/admin/endpoints/${endpoint.id}\\?cursor=[A-Za-z0-9_-]+#log-heading$`));

      const second = await pageOf(older);
      expect(rowsOf(second.text)).toEqual(newestFirst.slice(50, 100));
      const third = await pageOf(linkOf(second.text, 'Older →') as string);
      expect(rowsOf(third.text)).toEqual(newestFirst.slice(100));
      expect(linkOf(third.text, 'Older →')).toBeUndefined();

      const back = await pageOf(linkOf(third.text, '← Newer') as string);
      expect(rowsOf(back.text)).toEqual(newestFirst.slice(50, 100));
      // Newer from the second page reaches the newest delivery: the first page, whole, without a Newer link.
      const top = await pageOf(linkOf(back.text, '← Newer') as string);
      expect(rowsOf(top.text)).toEqual(newestFirst.slice(0, 50));
      expect(linkOf(top.text, '← Newer')).toBeUndefined();
      expect(linkOf(back.text, '⇤ Newest')).toBe(`/admin/endpoints/${endpoint.id}#log-heading`);
      // Each row lists every attempt of its delivery.
      const failed = ids[0];
      expect(third.text).toMatch(
        new RegExp(`<tr id="delivery-${failed}">[\\s\\S]*?HTTP 500[\\s\\S]*?HTTP 500[\\s\\S]*?</tr>`),
      );
    });

    it('should filter the log by status and event type, the pager keeping the filters', async () => {
      const endpoint = await createEndpoint();
      const ids = await seedDeliveries(app, endpoint.id, 130, (index) => ({
        status: index % 2 === 0 ? 'failed' : 'delivered',
        eventType: index % 5 === 0 ? 'program.created' : 'webhook.test',
      }));
      const matching = ids.filter((_, index) => index % 2 === 0 && index % 5 !== 0).reverse();
      expect(matching.length).toBeGreaterThan(50);

      const first = await pageOf(`/admin/endpoints/${endpoint.id}?status=failed&event_type=webhook.test`);
      expect(first.text).toContain('<option value="failed" selected>failed</option>');
      expect(first.text).toContain('<option value="webhook.test" selected>webhook.test</option>');
      expect(rowsOf(first.text)).toEqual(matching.slice(0, 50));
      const older = linkOf(first.text, 'Older →') as string;
      expect(older).toMatch(/\?status=failed&event_type=webhook\.test&cursor=/);
      expect(rowsOf((await pageOf(older)).text)).toEqual(matching.slice(50, 100));
      expect(linkOf(first.text, 'Clear filters')).toBe(`/admin/endpoints/${endpoint.id}#log-heading`);

      const none = await pageOf(`/admin/endpoints/${endpoint.id}?status=pending`);
      expect(rowsOf(none.text)).toEqual([]);
      expect(none.text).toContain('No delivery matches these filters.');
      // An unknown status or type is dropped, like the other console filters.
      const lenient = await pageOf(`/admin/endpoints/${endpoint.id}?status=%3Cb%3E&event_type=nope`);
      expect(rowsOf(lenient.text)).toEqual([...ids].reverse().slice(0, 50));
    });

    it("should refuse another filter's, another endpoint's or an altered cursor with 422 and show the newest page", async () => {
      const endpoint = await createEndpoint();
      const other = await createEndpoint();
      const ids = await seedDeliveries(app, endpoint.id, 60, () => ({
        status: 'delivered',
        eventType: 'webhook.test',
      }));
      await seedDeliveries(app, other.id, 60, () => ({ status: 'delivered', eventType: 'webhook.test' }));
      const older = linkOf((await pageOf(`/admin/endpoints/${endpoint.id}`)).text, 'Older →') as string;
      const cursor = new URL(older, 'http://console').searchParams.get('cursor') as string;
      const otherCursor = new URL(
        linkOf((await pageOf(`/admin/endpoints/${other.id}`)).text, 'Older →') as string,
        'http://console',
      ).searchParams.get('cursor') as string;

      const refusals = [
        `/admin/endpoints/${endpoint.id}?cursor=${otherCursor}`,
        `/admin/endpoints/${endpoint.id}?cursor=${cursor}&status=delivered`,
        `/admin/endpoints/${endpoint.id}?cursor=${cursor.slice(0, -2)}AA`,
        `/admin/endpoints/${endpoint.id}?cursor=not-a-cursor`,
      ];
      for (const path of refusals) {
        const response = await app.http.get(path).set('Cookie', owner).expect(422);
        expect(response.headers['content-security-policy']).toBe(CSP);
        expect(response.text).toContain('That page link of the attempts log does not belong to this endpoint');
        const shown = rowsOf(response.text);
        expect(shown[0]).toBe(ids[ids.length - 1]);
        expect(shown.every((id) => ids.includes(id))).toBe(true);
      }
    });
  });

  describe('refusals', () => {
    it('should send a signed-out browser to sign in, and refuse a viewer the pages and the forms', async () => {
      const endpoint = await createEndpoint();
      const signedOut = await app.http.get(`/admin/endpoints/${endpoint.id}`).expect(303);
      expect(signedOut.headers.location).toBe('/admin');

      const viewer = await signIn((await createOperatorWithToken(app, 'viewer')).token);
      const page = await app.http.get(`/admin/endpoints/${endpoint.id}`).set('Cookie', viewer).expect(403);
      expect(page.text).toContain('Webhook endpoints need the owner role; your role is viewer.');
      expect(page.text).not.toContain(endpoint.url);
      const list = await app.http.get('/admin/endpoints').set('Cookie', viewer).expect(403);
      expect(list.text).not.toContain(endpoint.url);

      const viewerCsrf = csrfTokenIn((await app.http.get('/admin').set('Cookie', viewer).expect(200)).text);
      for (const action of ['test', 'pause', 'rotate-secret']) {
        const refused = await post(`/admin/endpoints/${endpoint.id}/${action}`, { csrf_token: viewerCsrf }, viewer);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 'operator_role_required' });
      }
      const approver = await createOperatorWithToken(app, 'approver');
      await app.http
        .post(`/admin/endpoints/${endpoint.id}/test`)
        .set(approver.headers)
        .type('form')
        .send({})
        .expect(403);
      expect(await deliveries(endpoint.id)).toEqual([]);
      expect(await endpointNow(endpoint.id)).toMatchObject({ active: true, previous_secret_expires_at: null });
    });

    it('should refuse a form without the CSRF token, with a wrong one, or cross-site, and change nothing', async () => {
      const endpoint = await createEndpoint();
      const { csrf } = await pageOf(`/admin/endpoints/${endpoint.id}`);
      for (const action of ['test', 'pause', 'rotate-secret', 'recover']) {
        const path = `/admin/endpoints/${endpoint.id}/${action}`;
        const missing = await post(path, { since: '2026-01-01T00:00:00Z', mode: 'recover' }).expect(403);
        expect(missing.body).toMatchObject({ code: 'csrf_invalid' });
        await post(path, { csrf_token: `${csrf}x` }).expect(403);
        const crossSite = await app.http
          .post(path)
          .set('Cookie', owner)
          .set('Sec-Fetch-Site', 'cross-site')
          .type('form')
          .send({ csrf_token: csrf })
          .expect(403);
        expect(crossSite.body).toMatchObject({ code: 'cross_site_request' });
      }
      const json = await app.http
        .post(`/admin/endpoints/${endpoint.id}/pause`)
        .set('Cookie', owner)
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ csrf_token: csrf })
        .expect(400);
      expect(json.body).toMatchObject({ code: 'form_content_type_required' });
      expect(await deliveries(endpoint.id)).toEqual([]);
      expect(await endpointNow(endpoint.id)).toMatchObject({ active: true, previous_secret_expires_at: null });
    });
  });

  describe('forms', () => {
    it('should pause and resume through POST-redirect-GET, refusing a test while paused with the reason', async () => {
      const endpoint = await createEndpoint();
      const { csrf } = await pageOf(`/admin/endpoints/${endpoint.id}`);

      const paused = await post(`/admin/endpoints/${endpoint.id}/pause`, { csrf_token: csrf }).expect(303);
      expect(paused.headers.location).toBe(`/admin/endpoints/${endpoint.id}?done=paused`);
      expect((await endpointNow(endpoint.id)).active).toBe(false);
      const shown = await pageOf(paused.headers.location);
      expect(shown.text).toContain('role="status">Endpoint paused: no delivery goes out until it is resumed.</p>');
      expect(shown.text).toContain(`action="/admin/endpoints/${endpoint.id}/resume"`);
      expect(shown.text).not.toContain(`action="/admin/endpoints/${endpoint.id}/test"`);

      const refused = await post(`/admin/endpoints/${endpoint.id}/test`, { csrf_token: csrf }).expect(409);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.text).toContain('role="alert">Refused: The endpoint is not active');
      expect(await deliveries(endpoint.id)).toEqual([]);

      const resumed = await post(`/admin/endpoints/${endpoint.id}/resume`, { csrf_token: csrf }).expect(303);
      expect(resumed.headers.location).toBe(`/admin/endpoints/${endpoint.id}?done=resumed`);
      expect((await endpointNow(endpoint.id)).active).toBe(true);
    });

    it('should send a test and redeliver it, each redirecting to the page that says so', async () => {
      const endpoint = await createEndpoint();
      const other = await createEndpoint();
      const { csrf } = await pageOf(`/admin/endpoints/${endpoint.id}`);

      const sent = await post(`/admin/endpoints/${endpoint.id}/test`, { csrf_token: csrf }).expect(303);
      const [delivery] = await waitForDeliveries(endpoint.id, (list) => list[0]?.status === 'delivered');
      expect(delivery.event_type).toBe('webhook.test');
      expect(sent.headers.location).toBe(
        `/admin/endpoints/${endpoint.id}?done=test_sent&delivery=${delivery.id}#log-heading`,
      );
      expect((await pageOf(sent.headers.location)).text).toContain(
        `Test delivery ${delivery.id} queued: its attempts appear in the log below.`,
      );

      const redeliver = (endpointId: number, deliveryId: number | string) =>
        post(`/admin/endpoints/${endpointId}/deliveries/${deliveryId}/redeliver`, { csrf_token: csrf });
      await redeliver(other.id, delivery.id).expect(404);
      await redeliver(endpoint.id, 'x1').expect(404);
      const again = await redeliver(endpoint.id, delivery.id).expect(303);
      // To the page of the log that starts at the delivery (wherever it is in the log), at its row.
      expect(again.headers.location).toMatch(
        new RegExp(
          `^/admin/endpoints/${endpoint.id}\\?done=redelivered&delivery=${delivery.id}&cursor=[A-Za-z0-9_-]+#delivery-${delivery.id}$`,
        ),
      );
      const shown = (await pageOf(again.headers.location)).text;
      expect(shown).toContain(`Delivery ${delivery.id} is being sent again (same webhook-id, same body).`);
      expect(shown).toContain(`<tr id="delivery-${delivery.id}">`);
      const [redelivered] = await waitForDeliveries(endpoint.id, (list) => list[0]?.attempts.length === 2);
      expect(redelivered.webhook_id).toBe(delivery.webhook_id);
      expect(await deliveries(other.id)).toEqual([]);
    });

    it('should keep a wrong time in the recover form with the error, preview by dry run, then recover', async () => {
      receiver.respondWith(() => ({ status: 500 }));
      const endpoint = await createEndpoint();
      await app.http.post(`/api/operator/endpoints/${endpoint.id}/test`).set(ADMIN).expect(200);
      await app.http.post(`/api/operator/endpoints/${endpoint.id}/test`).set(ADMIN).expect(200);
      await waitForDeliveries(endpoint.id, (list) => list.length === 2 && list.every((d) => d.status === 'failed'));
      const { csrf } = await pageOf(`/admin/endpoints/${endpoint.id}`);
      const recover = (fields: Record<string, string>) =>
        post(`/admin/endpoints/${endpoint.id}/recover`, { csrf_token: csrf, ...fields });

      const wrong = await recover({ since: '2026-02-30T08:00"><b>', mode: 'recover' }).expect(422);
      expect(wrong.text).toContain('value="2026-02-30T08:00&quot;&gt;&lt;b&gt;"');
      expect(wrong.text).toContain('aria-invalid="true"');
      expect(wrong.text).toContain('<span id="recover-since-error" class="field-error">Enter a date and time like');

      const since = new Date(Date.now() - 3600_000).toISOString();
      const preview = await recover({ since, mode: 'preview' }).expect(303);
      expect(preview.headers.location).toBe(
        `/admin/endpoints/${endpoint.id}?recover_since=${encodeURIComponent(since)}#recover-heading`,
      );
      const previewed = await pageOf(preview.headers.location);
      expect(previewed.text).toContain(
        `Dry run: 2 failed deliveries since ${since} would be sent again. Nothing changed.`,
      );
      expect(previewed.text).toContain(`value="${since}"`);
      expect((await deliveries(endpoint.id)).map((delivery) => delivery.status)).toEqual(['failed', 'failed']);

      receiver.respondWith(() => ({ status: 200 }));
      const done = await recover({ since, mode: 'recover' }).expect(303);
      expect(done.headers.location).toBe(
        `/admin/endpoints/${endpoint.id}?done=recovered&queued=2&more=0#recover-heading`,
      );
      await waitForDeliveries(endpoint.id, (list) => list.every((delivery) => delivery.status === 'delivered'));
      expect((await pageOf(done.headers.location)).text).toContain(
        'Recovery started: 2 failed deliveries queued again.',
      );
    });

    it('should show a rotated secret once on a no-store page and never again on the endpoint page', async () => {
      const endpoint = await createEndpoint();
      const { csrf } = await pageOf(`/admin/endpoints/${endpoint.id}`);
      const rotated = await post(`/admin/endpoints/${endpoint.id}/rotate-secret`, { csrf_token: csrf }).expect(200);
      expect(rotated.headers['cache-control']).toBe('no-store');
      // Handlebars escapes `=` as an entity: the browser shows the plain secret.
      const shown = /id="new-secret">(whsec_[A-Za-z0-9+/]+(?:&#x3D;)*)</.exec(rotated.text)?.[1] ?? '';
      const secret = rememberSecret(shown.replaceAll('&#x3D;', '='));
      expect(secret).toMatch(/^whsec_/);
      expect(secret).not.toBe(endpoint.secret);
      expect((await endpointNow(endpoint.id)).previous_secret_expires_at).toEqual(expect.any(String));
      const page = await pageOf(`/admin/endpoints/${endpoint.id}`);
      expect(page.text).not.toContain(secret);
      expect(page.text).toContain('signed; the previous secret also signs until');
    });
  });
});
