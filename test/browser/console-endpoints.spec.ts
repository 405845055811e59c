import { Webhook } from 'standardwebhooks';
import { seedDeliveries } from '../factories/webhook-delivery.factory';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf, Schemas } from '../support/typed-body';
import { ReceivedRequest, WebhookReceiver } from '../support/webhook-receiver';
import { Browser, launchChromium } from './support/chromium';
import { axeViolations, signedInPage } from './support/console-checks';

jest.setTimeout(90_000);

const ADMIN = { 'X-Admin-Token': TEST_ADMIN_TOKEN };
const SETTINGS = {
  WEBHOOK_RETRY_SCHEDULE_MS: '30,30,30',
  WEBHOOK_TIMEOUT_MS: '2000',
  SWEEPER_INTERVAL_MS: '200',
  WEBHOOK_SECRET_ROTATION_GRACE_S: '3600',
};

type DeliveryView = Schemas['WebhookDeliveryView'];

/** Verifies a delivery with the Standard Webhooks reference library, as a receiver would; answers its payload. */
function verified(request: ReceivedRequest, secret: string): Record<string, unknown> {
  const headers = {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(request.body, headers) as Record<string, unknown>;
}

/** The endpoint pages in real Chromium: list, page, and every form, script-free under the console's CSP. */
describe('Console webhook endpoints in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    app = await startTestApp({ listen: true, env: SETTINGS });
    receiver = await WebhookReceiver.start();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await app?.close();
  });

  async function createEndpoint(description: string): Promise<{ id: number; secret: string }> {
    const response = await app.http
      .post('/api/operator/endpoints')
      .set(ADMIN)
      .send({ url: receiver.url(), description, event_types: ['webhook.test'] })
      .expect(200);
    const endpoint = bodyOf<'WebhookEndpointWithSecret'>(response);
    return { id: endpoint.id, secret: rememberSecret(endpoint.secret ?? '') };
  }

  async function deliveries(id: number): Promise<DeliveryView[]> {
    const response = await app.http.get(`/api/operator/endpoints/${id}/deliveries`).set(ADMIN).expect(200);
    return bodyOf<'WebhookDeliveryList'>(response).deliveries;
  }

  async function waitForDeliveries(id: number, done: (list: DeliveryView[]) => boolean): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!done(await deliveries(id))) {
      if (Date.now() > deadline) {
        throw new Error(`deliveries did not settle: ${JSON.stringify(await deliveries(id))}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const signedIn = () => signedInPage(browser, app.url);

  it('should list and open an endpoint, send a verified test, rotate with overlap, recover, pause and resume', async () => {
    const endpoint = await createEndpoint('Ledger sync');
    const page = await signedIn();

    await page.getByRole('link', { name: 'Endpoints', exact: true }).click();
    await page.getByRole('heading', { name: 'Webhook endpoints', level: 1 }).waitFor();
    const row = page.locator('table.endpoints tbody tr', { hasText: 'Ledger sync' });
    expect(await row.textContent()).toMatch(
      /all programs[\s\S]*webhook\.test[\s\S]*operator[\s\S]*active[\s\S]*closed/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('State').selectOption('disabled');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No endpoint matches these filters.').waitFor();
    expect(page.url()).toContain('state=disabled');
    await page.getByRole('link', { name: 'Clear' }).click();
    await page.getByRole('link', { name: `#${endpoint.id} ${receiver.url()}` }).click();
    await page.getByRole('heading', { name: `Endpoint #${endpoint.id} active`, level: 1 }).waitFor();

    // Send a test: the receiver verifies it with the reference library; the log shows the answer and its timing.
    await page.getByRole('button', { name: 'Send a test delivery' }).click();
    await page.getByText(/^Test delivery \d+ queued/).waitFor();
    const [test] = await receiver.waitFor(1);
    expect(verified(test, endpoint.secret)).toMatchObject({
      event: 'webhook.test',
      data: { endpoint_id: endpoint.id },
    });
    await waitForDeliveries(endpoint.id, (list) => list[0]?.status === 'delivered');
    await page.reload();
    expect(await page.locator('.attempts-log .attempt').first().textContent()).toMatch(/HTTP 200 · \d+ ms/);
    expect(await axeViolations(page)).toEqual([]);

    // Rotate: the new secret is shown once; the next delivery carries both signatures.
    await page.getByRole('button', { name: 'Rotate the signing secret' }).click();
    await page.getByRole('heading', { name: `New signing secret for endpoint #${endpoint.id}` }).waitFor();
    const secret = rememberSecret((await page.locator('#new-secret').textContent()) ?? '');
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(endpoint.secret);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: `Back to endpoint #${endpoint.id}` }).click();
    expect(await page.content()).not.toContain(secret.slice(6, 30));
    await page.getByRole('button', { name: 'Send a test delivery' }).click();
    const [, overlap] = await receiver.waitFor(2);
    expect(String(overlap.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(overlap, secret)).toMatchObject({ event: 'webhook.test' });
    expect(verified(overlap, endpoint.secret)).toMatchObject({ event: 'webhook.test' });

    // Recover since: a failing receiver, a dry-run preview that changes nothing, then the real recovery.
    receiver.respondWith(() => ({ status: 500 }));
    const since = new Date(Date.now() - 60_000).toISOString();
    await page.getByRole('button', { name: 'Send a test delivery' }).click();
    await waitForDeliveries(endpoint.id, (list) => list[0]?.status === 'failed');
    const received = receiver.requests.length;
    await page.getByLabel('Failed deliveries created since').fill(since);
    await page.getByRole('button', { name: 'Preview (dry run)' }).click();
    await page.getByText(`Dry run: 1 failed delivery since ${since} would be sent again. Nothing changed.`).waitFor();
    expect(await page.getByLabel('Failed deliveries created since').inputValue()).toBe(since);
    expect(receiver.requests).toHaveLength(received);
    receiver.respondWith(() => ({ status: 200 }));
    await page.getByRole('button', { name: 'Recover', exact: true }).click();
    await page.getByText('Recovery started: 1 failed delivery queued again.').waitFor();
    await receiver.waitFor(received + 1);
    expect(verified(receiver.requests[received], secret)).toMatchObject({ event: 'webhook.test' });
    await waitForDeliveries(endpoint.id, (list) => list.every((delivery) => delivery.status === 'delivered'));

    // Pause and resume.
    await page.getByRole('button', { name: 'Pause endpoint' }).click();
    await page.getByText('Endpoint paused: no delivery goes out until it is resumed.').waitFor();
    await page.getByRole('heading', { name: `Endpoint #${endpoint.id} paused`, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Send a test delivery' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Resume endpoint' }).click();
    await page.getByText('Endpoint resumed').waitFor();
    await page.getByRole('heading', { name: `Endpoint #${endpoint.id} active`, level: 1 }).waitFor();
    const now = bodyOf<'WebhookEndpointOut'>(
      await app.http.get(`/api/operator/endpoints/${endpoint.id}`).set(ADMIN).expect(200),
    );
    expect(now.active).toBe(true);
  });

  it('should page the attempts log with Older / Newer links and filter it with the form, no script', async () => {
    const endpoint = await createEndpoint('Paged log');
    const ids = await seedDeliveries(app, endpoint.id, 70, (index) => ({
      status: index % 2 === 0 ? 'failed' : 'delivered',
      eventType: 'webhook.test',
      attempts: 1,
    }));
    const newestFirst = [...ids].reverse();
    const page = await signedIn();
    const shown = async (): Promise<number[]> => {
      const rows = page.locator('table.attempts-log tbody tr');
      const ids: number[] = [];
      for (let index = 0; index < (await rows.count()); index++) {
        ids.push(Number((await rows.nth(index).getAttribute('id'))?.replace('delivery-', '')));
      }
      return ids;
    };

    await page.goto(`${app.url}/admin/endpoints/${endpoint.id}`);
    expect(await shown()).toEqual(newestFirst.slice(0, 50));
    await page.getByRole('link', { name: 'Older →' }).click();
    await page.waitForURL(/cursor=/);
    expect(await shown()).toEqual(newestFirst.slice(50));
    expect(await page.getByRole('link', { name: 'Older →' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '← Newer' }).click();
    await page.locator(`#delivery-${newestFirst[0]}`).waitFor();
    expect(await shown()).toEqual(newestFirst.slice(0, 50));

    await page.getByLabel('Delivery status').selectOption('failed');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.waitForURL(/status=failed/);
    const failed = ids.filter((_, index) => index % 2 === 0).reverse();
    expect(await shown()).toEqual(failed);
    expect(await page.getByLabel('Delivery status').inputValue()).toBe('failed');
    expect(await page.getByRole('link', { name: 'Older →' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    expect(await shown()).toEqual(newestFirst.slice(0, 50));
  });
});
