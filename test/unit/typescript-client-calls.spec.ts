import {
  createProgramWorkflowClient,
  ProgramEvent,
  ProgramWorkflowError,
  unwrap,
  withIdempotencyKey,
} from '../../clients/typescript/src';

const BASE_URL = 'https://workflow.example.test';

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': 'req-1', ...headers },
  });
}

/** A fake service: records every request and answers with `answer`. */
function fakeService(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return answer(request);
  };
  return { requests, fetch };
}

/** The events endpoint over `ids`, honouring `since_id` (exclusive) and `limit`. */
function eventsService(ids: number[]) {
  return fakeService((request) => {
    const query = new URL(request.url).searchParams;
    const sinceId = Number(query.get('since_id') ?? 0);
    const limit = Number(query.get('limit'));
    const events: ProgramEvent[] = ids
      .filter((id) => id > sinceId)
      .slice(0, limit)
      .map((id) => ({
        id,
        event_type: 'program.updated',
        source: 'admin',
        actor: { type: 'operator', id: '1', display: 'Alex Morgan' },
        instruction_id: null,
        payload: {},
        created_at: '2026-11-26T00:00:00.000Z',
      }));
    return json({ reference: 'PRG-123456', events, count: events.length });
  });
}

async function collect(iterable: AsyncIterable<ProgramEvent>): Promise<number[]> {
  const ids: number[] = [];
  for await (const event of iterable) {
    ids.push(event.id);
  }
  return ids;
}

describe(createProgramWorkflowClient.name, () => {
  it('should send its admin token on every request, unless the call sets its own', async () => {
    const service = fakeService(() => json({ registrations: [], count: 0, total: 0 }));
    const client = createProgramWorkflowClient({ baseUrl: BASE_URL, adminToken: 'admin-secret', fetch: service.fetch });

    await client.GET('/api/admin/registrations');
    await client.GET('/api/admin/registrations', { headers: { 'X-Admin-Token': 'per-call' } });

    expect(service.requests.map((request) => request.headers.get('x-admin-token'))).toEqual([
      'admin-secret',
      'per-call',
    ]);
    expect(service.requests[0].headers.has('x-partner-token')).toBe(false);
    expect(service.requests[0].url).toBe(`${BASE_URL}/api/admin/registrations`);
  });

  it('should send its partner token on every request', async () => {
    const service = fakeService(() => json({ registrations: [], count: 0, total: 0 }));
    const client = createProgramWorkflowClient({
      baseUrl: BASE_URL,
      partnerToken: 'pws_live_partner',
      fetch: service.fetch,
    });
    await client.GET('/api/partner/registrations');
    expect(service.requests[0].headers.get('x-partner-token')).toBe('pws_live_partner');
    expect(service.requests[0].headers.has('x-admin-token')).toBe(false);
  });

  it('should refuse to hold both credentials (the partner routes would refuse every call)', () => {
    expect(() =>
      createProgramWorkflowClient({ baseUrl: BASE_URL, adminToken: 'admin-secret', partnerToken: 'pws_live_partner' }),
    ).toThrow(/one credential/);
  });

  it('should send no credential header when none is configured', async () => {
    const service = fakeService(() => json({}));
    await createProgramWorkflowClient({ baseUrl: BASE_URL, fetch: service.fetch }).GET('/health');

    expect(service.requests[0].headers.has('x-admin-token')).toBe(false);
    expect(service.requests[0].headers.has('x-partner-token')).toBe(false);
  });
});

describe(withIdempotencyKey.name, () => {
  it('should send the given key, or a new random UUID for every call without one', async () => {
    const service = fakeService(() => json({ reference: 'PRG-123456' }));
    const client = createProgramWorkflowClient({ baseUrl: BASE_URL, fetch: service.fetch });
    const body = { full_name: 'Ada Lovelace', email: 'ada@example.com' };

    await client.POST('/api/programs', { body, params: withIdempotencyKey('order-7') });
    await client.POST('/api/programs', { body, params: withIdempotencyKey() });
    await client.POST('/api/programs', { body, params: withIdempotencyKey() });

    const keys = service.requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toBe('order-7');
    expect(keys[1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[2]).not.toBe(keys[1]);
  });
});

describe(ProgramWorkflowError.name, () => {
  const client = (answer: Response) =>
    createProgramWorkflowClient({ baseUrl: BASE_URL, fetch: fakeService(() => answer).fetch });

  it('should carry status, detail, code and request id of a {detail, code} answer', async () => {
    const answer = json({ detail: 'No program PRG-000000', code: 'program_not_found' }, 404);
    const pending = unwrap(client(answer).GET('/api/programs/{reference}', { params: { path: { reference: 'x' } } }));

    await expect(pending).rejects.toMatchObject({
      name: 'ProgramWorkflowError',
      status: 404,
      code: 'program_not_found',
      detail: 'No program PRG-000000',
      requestId: 'req-1',
      validationErrors: [],
    });
  });

  it('should list the validation issues of a 422 answer and name them in its detail', async () => {
    const issue = { type: 'missing', loc: ['body', 'email'], msg: 'Field required', input: {} };
    const pending = unwrap(
      client(json({ detail: [issue] }, 422)).POST('/api/programs', { body: { full_name: 'Ada Lovelace', email: '' } }),
    );

    await expect(pending).rejects.toMatchObject({
      status: 422,
      code: 'validation_error',
      detail: 'body.email: Field required',
      validationErrors: [issue],
    });
  });

  it('should keep the status and the text when the answer is not JSON (a proxy error page)', async () => {
    const answer = new Response('upstream timed out', { status: 502, statusText: 'Bad Gateway' });
    const error = await unwrap(client(answer).GET('/health')).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ProgramWorkflowError);
    expect(error).toMatchObject({ status: 502, code: undefined, detail: 'upstream timed out' });
  });
});

describe('ProgramWorkflowClient.iterateEvents', () => {
  it('should walk the pages with since_id set to the last id seen and stop at the first short page', async () => {
    const service = eventsService([3, 5, 8, 13, 21]);
    const client = createProgramWorkflowClient({ baseUrl: BASE_URL, fetch: service.fetch });

    expect(await collect(client.iterateEvents('PRG-123456', { pageSize: 2 }))).toEqual([3, 5, 8, 13, 21]);
    const queries = service.requests.map((request) => new URL(request.url).search);
    expect(queries).toEqual(['?limit=2', '?limit=2&since_id=5', '?limit=2&since_id=13']);
  });

  it('should ask once more and stop on the empty page when the last page is full', async () => {
    const service = eventsService([1, 2, 3, 4]);
    const client = createProgramWorkflowClient({ baseUrl: BASE_URL, fetch: service.fetch });

    expect(await collect(client.iterateEvents('PRG-123456', { pageSize: 2 }))).toEqual([1, 2, 3, 4]);
    expect(service.requests).toHaveLength(3);
  });

  it('should start after sinceId, exclusive', async () => {
    const service = eventsService([1, 2, 3, 4]);
    const client = createProgramWorkflowClient({ baseUrl: BASE_URL, fetch: service.fetch });

    expect(await collect(client.iterateEvents('PRG-123456', { sinceId: 2 }))).toEqual([3, 4]);
    expect(new URL(service.requests[0].url).searchParams.get('since_id')).toBe('2');
  });

  it.each([0, 501, 2.5])(
    'should refuse page size %p before any request, as the service allows 1 to 500',
    async (pageSize) => {
      const service = eventsService([1]);
      const client = createProgramWorkflowClient({ baseUrl: BASE_URL, fetch: service.fetch });

      await expect(collect(client.iterateEvents('PRG-123456', { pageSize }))).rejects.toThrow(RangeError);
      expect(service.requests).toHaveLength(0);
    },
  );

  it('should throw instead of looping when a full page does not move past since_id', async () => {
    const stuck = fakeService(() =>
      json({ reference: 'PRG-123456', events: [{ id: 1, event_type: 'x', source: 'admin' }], count: 1 }),
    );
    const client = createProgramWorkflowClient({ baseUrl: BASE_URL, fetch: stuck.fetch });

    await expect(collect(client.iterateEvents('PRG-123456', { pageSize: 1 }))).rejects.toThrow(/did not advance/);
    expect(stuck.requests).toHaveLength(2);
  });
});
