import { registerProgram } from '../factories/registration.factory';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { csrfTokenIn, setCookieOf } from '../support/console-http';

/** The answers of the approvals routes (their schemas are newer than the generated client types). */
interface ActorBody {
  type: string;
  id?: string | null;
  display?: string | null;
}
interface ApprovalBody {
  approval_id: number;
  reference: string;
  from: string;
  to: string;
  requested_by: ActorBody;
  status: string;
  note: string | null;
  decided_by: ActorBody | null;
  reason: string | null;
}
interface EventBody {
  event_type: string;
  actor: ActorBody | null;
  payload: Record<string, unknown>;
}

const ADMIN = { 'X-Admin-Token': TEST_ADMIN_TOKEN };

interface NamedOperator {
  id: string;
  display: string;
  headers: Record<string, string>;
}

describe('Four-eyes approval', () => {
  let app: TestApp;
  let reviewer: NamedOperator;
  let approver: NamedOperator;
  let secondApprover: NamedOperator;
  let viewer: NamedOperator;
  let serial = 0;

  async function createOperator(app: TestApp, role: string, display: string): Promise<NamedOperator> {
    serial += 1;
    const created = await app.http
      .post('/api/operator/operators')
      .set(ADMIN)
      .send({ email: `op${serial}-${role}@operator.example`, display_name: display, role })
      .expect(201);
    const id = (created.body as { id: number }).id;
    const issued = await app.http
      .post(`/api/operator/operators/${id}/tokens`)
      .set(ADMIN)
      .send({ name: 'tests' })
      .expect(201);
    const token = rememberSecret((issued.body as { token: string }).token);
    return { id: String(id), display, headers: { 'X-Admin-Token': token } };
  }

  /** A new program moved to `reviewing` by the reviewer (not a four-eyes status). */
  async function reviewingProgram(target: TestApp = app, as: NamedOperator = reviewer): Promise<string> {
    const { reference } = await registerProgram(target);
    await target.http
      .patch(`/api/admin/registrations/${reference}`)
      .set(as.headers)
      .send({ status: 'reviewing' })
      .expect(200);
    return reference;
  }

  async function statusOf(reference: string, target: TestApp = app): Promise<string> {
    const response = await target.http.get(`/api/programs/${reference}`).set(ADMIN).expect(200);
    return (response.body as { status: string }).status;
  }

  async function eventsOf(reference: string, target: TestApp = app): Promise<EventBody[]> {
    const response = await target.http.get(`/api/programs/${reference}/events`).set(ADMIN).expect(200);
    return (response.body as { events: EventBody[] }).events;
  }

  async function requestApproval(reference: string, to = 'approved', note: string | null = null) {
    const response = await app.http
      .patch(`/api/admin/registrations/${reference}`)
      .set(reviewer.headers)
      .send({ status: to, status_note: note })
      .expect(202);
    return response.body as ApprovalBody;
  }

  beforeAll(async () => {
    app = await startTestApp({ env: { FOUR_EYES_STATUSES: 'approved,declined' } });
    reviewer = await createOperator(app, 'reviewer', 'Riley Reviewer');
    approver = await createOperator(app, 'approver', 'Alex Morgan');
    secondApprover = await createOperator(app, 'approver', 'Sam Second');
    viewer = await createOperator(app, 'viewer', 'Val Viewer');
  });

  afterAll(async () => {
    await app.close();
  });

  describe('PATCH /api/admin/registrations/{reference}', () => {
    it('should answer 202 with a pending request, store it and record program.approval_requested when the status is under four-eyes', async () => {
      const reference = await reviewingProgram();
      const approval = await requestApproval(reference, 'approved', 'documents complete');
      expect(approval).toEqual({
        approval_id: expect.any(Number) as number,
        reference,
        action: 'status_move',
        from: 'reviewing',
        to: 'approved',
        requested_by: { type: 'operator', id: reviewer.id, display: 'Riley Reviewer' },
        requested_at: expect.any(String) as string,
        status: 'pending',
        note: 'documents complete',
        decided_by: null,
        decided_at: null,
        reason: null,
      });
      expect(await statusOf(reference)).toBe('reviewing');
      const last = (await eventsOf(reference)).at(-1);
      expect(last).toMatchObject({
        event_type: 'program.approval_requested',
        actor: { type: 'operator', id: reviewer.id, display: 'Riley Reviewer' },
        payload: { approval_id: approval.approval_id, from: 'reviewing', to: 'approved' },
      });
      expect(last?.payload).not.toHaveProperty('note');
      const listed = await app.http.get('/api/operator/approvals?status=pending').set(viewer.headers).expect(200);
      const ids = (listed.body as { approvals: ApprovalBody[] }).approvals.map((row) => row.approval_id);
      expect(ids).toContain(approval.approval_id);
    });

    it('should answer 202 on the legacy status route too, even for the bootstrap credential', async () => {
      const reference = await reviewingProgram();
      const response = await app.http
        .patch(`/api/admin/registrations/${reference}/status`)
        .set(ADMIN)
        .send({ status: 'declined' })
        .expect(202);
      expect(response.body).toMatchObject({
        reference,
        from: 'reviewing',
        to: 'declined',
        requested_by: { type: 'bootstrap', id: 'bootstrap' },
        status: 'pending',
      });
      expect(await statusOf(reference)).toBe('reviewing');
    });

    it('should refuse with 409 approval_other_changes and write nothing when a four-eyes move carries a settlement path change', async () => {
      const reference = await reviewingProgram();
      const before = await eventsOf(reference);
      const response = await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(approver.headers)
        .send({ status: 'approved', settlement_path: 'stablecoin' })
        .expect(409);
      expect(response.body).toMatchObject({ code: 'approval_other_changes' });
      expect(await eventsOf(reference)).toHaveLength(before.length);
    });

    it('should answer 409 invalid_status_transition without a request when the move is not allowed', async () => {
      const { reference } = await registerProgram(app);
      const response = await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(approver.headers)
        .send({ status: 'approved' })
        .expect(409);
      expect(response.body).toMatchObject({ code: 'invalid_status_transition' });
      expect((await eventsOf(reference)).map((event) => event.event_type)).toEqual(['program.created']);
    });

    it('should make the older request stale when a newer one is made for the same program', async () => {
      const reference = await reviewingProgram();
      const first = await requestApproval(reference, 'approved');
      const second = await requestApproval(reference, 'declined');
      const stale = await app.http.get('/api/operator/approvals?status=stale').set(viewer.headers).expect(200);
      expect((stale.body as { approvals: ApprovalBody[] }).approvals.map((row) => row.approval_id)).toContain(
        first.approval_id,
      );
      const confirm = await app.http
        .post(`/api/operator/approvals/${first.approval_id}/confirm`)
        .set(approver.headers)
        .expect(409);
      expect(confirm.body).toMatchObject({ code: 'approval_stale' });
      await app.http.post(`/api/operator/approvals/${second.approval_id}/confirm`).set(approver.headers).expect(200);
      expect(await statusOf(reference)).toBe('declined');
    });
  });

  describe('POST /api/operator/approvals/{id}/confirm', () => {
    it('should move the status and record both actors when a different approver confirms', async () => {
      const reference = await reviewingProgram();
      const approval = await requestApproval(reference, 'approved', 'all checks passed');
      const response = await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/confirm`)
        .set(approver.headers)
        .expect(200);
      expect(response.body).toMatchObject({
        approval_id: approval.approval_id,
        status: 'confirmed',
        decided_by: { type: 'operator', id: approver.id, display: 'Alex Morgan' },
      });
      expect(await statusOf(reference)).toBe('approved');
      const changed = (await eventsOf(reference)).at(-1);
      expect(changed).toEqual(
        expect.objectContaining({
          event_type: 'program.status_changed',
          actor: { type: 'operator', id: approver.id, display: 'Alex Morgan' },
          payload: {
            from: 'reviewing',
            to: 'approved',
            note: 'all checks passed',
            approval: {
              id: approval.approval_id,
              requested_by: { type: 'operator', id: reviewer.id, display: 'Riley Reviewer' },
            },
          },
        }),
      );
      await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/confirm`)
        .set(secondApprover.headers)
        .expect(409)
        .expect((res) => expect(res.body).toMatchObject({ code: 'approval_not_pending' }));
    });

    it('should answer 403 approval_own_request when the requester confirms their own request', async () => {
      const reference = await reviewingProgram();
      const response = await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(approver.headers)
        .send({ status: 'approved' })
        .expect(202);
      const { approval_id: id } = response.body as ApprovalBody;
      const own = await app.http.post(`/api/operator/approvals/${id}/confirm`).set(approver.headers).expect(403);
      expect(own.body).toMatchObject({ code: 'approval_own_request' });
      expect(await statusOf(reference)).toBe('reviewing');
    });

    it('should treat the bootstrap credential as one person: it cannot confirm its own request', async () => {
      const reference = await reviewingProgram();
      const response = await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(ADMIN)
        .send({ status: 'approved' })
        .expect(202);
      const { approval_id: id } = response.body as ApprovalBody;
      await app.http.post(`/api/operator/approvals/${id}/confirm`).set(ADMIN).expect(403);
      await app.http.post(`/api/operator/approvals/${id}/confirm`).set(approver.headers).expect(200);
      expect(await statusOf(reference)).toBe('approved');
    });

    it('should answer 403 operator_role_required when a reviewer confirms', async () => {
      const reference = await reviewingProgram();
      const approval = await requestApproval(reference);
      const response = await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/confirm`)
        .set((await createOperator(app, 'reviewer', 'Other Reviewer')).headers)
        .expect(403);
      expect(response.body).toMatchObject({ code: 'operator_role_required' });
    });

    it('should answer 409 approval_stale and mark the request stale when the program moved on', async () => {
      const reference = await reviewingProgram();
      const approval = await requestApproval(reference, 'approved');
      await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(reviewer.headers)
        .send({ status: 'rpaa_review' })
        .expect(200);
      const response = await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/confirm`)
        .set(approver.headers)
        .expect(409);
      expect(response.body).toMatchObject({ code: 'approval_stale' });
      const stale = await app.http.get('/api/operator/approvals?status=stale').set(viewer.headers).expect(200);
      expect((stale.body as { approvals: ApprovalBody[] }).approvals.map((row) => row.approval_id)).toContain(
        approval.approval_id,
      );
      expect(await statusOf(reference)).toBe('rpaa_review');
    });

    it('should answer 409 approval_stale and leave the status when the requester was disabled since asking', async () => {
      const requester = await createOperator(app, 'reviewer', 'Dana Departed');
      const reference = await reviewingProgram();
      const asked = await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(requester.headers)
        .send({ status: 'declined' })
        .expect(202);
      const approvalId = (asked.body as ApprovalBody).approval_id;
      await app.http.patch(`/api/operator/operators/${requester.id}`).set(ADMIN).send({ active: false }).expect(200);
      const response = await app.http
        .post(`/api/operator/approvals/${approvalId}/confirm`)
        .set(approver.headers)
        .expect(409);
      expect(response.body).toMatchObject({ code: 'approval_stale' });
      expect(await statusOf(reference)).toBe('reviewing');
    });

    it('should answer 409 approval_stale when the program moved away and back before the confirmation', async () => {
      const reference = await reviewingProgram();
      const approval = await requestApproval(reference, 'approved');
      // Back at the request's "from" status, the request still describes a decision made on another state.
      for (const status of ['rpaa_review', 'reviewing']) {
        await app.http
          .patch(`/api/admin/registrations/${reference}`)
          .set(reviewer.headers)
          .send({ status })
          .expect(200);
      }
      const response = await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/confirm`)
        .set(approver.headers)
        .expect(409);
      expect(response.body).toMatchObject({ code: 'approval_stale' });
      expect(await statusOf(reference)).toBe('reviewing');
    });

    it('should let exactly one of two approvers confirming at once move the status', async () => {
      const reference = await reviewingProgram();
      const approval = await requestApproval(reference, 'approved');
      const answers = await Promise.all(
        [approver, secondApprover].map((who) =>
          app.http.post(`/api/operator/approvals/${approval.approval_id}/confirm`).set(who.headers),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ code: 'approval_not_pending' });
      const changes = (await eventsOf(reference)).filter((event) => event.event_type === 'program.status_changed');
      expect(changes.map((event) => event.payload.to)).toEqual(['reviewing', 'approved']);
    });

    it('should answer 404 approval_not_found for an unknown request', async () => {
      const response = await app.http.post('/api/operator/approvals/999999/confirm').set(approver.headers).expect(404);
      expect(response.body).toMatchObject({ code: 'approval_not_found' });
    });
  });

  describe('POST /api/operator/approvals/{id}/reject', () => {
    it('should reject, record program.approval_rejected and leave the status when an approver rejects', async () => {
      const reference = await reviewingProgram();
      const approval = await requestApproval(reference, 'declined');
      const response = await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/reject`)
        .set(approver.headers)
        .send({ reason: 'not enough evidence' })
        .expect(200);
      expect(response.body).toMatchObject({
        status: 'rejected',
        reason: 'not enough evidence',
        decided_by: { type: 'operator', id: approver.id },
      });
      expect(await statusOf(reference)).toBe('reviewing');
      expect((await eventsOf(reference)).at(-1)).toMatchObject({
        event_type: 'program.approval_rejected',
        actor: { type: 'operator', id: approver.id },
        payload: {
          approval_id: approval.approval_id,
          from: 'reviewing',
          to: 'declined',
          reason: 'not enough evidence',
        },
      });
      await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/confirm`)
        .set(secondApprover.headers)
        .expect(409);
    });

    it('should let the requester withdraw their own request', async () => {
      const reference = await reviewingProgram();
      const response = await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(approver.headers)
        .send({ status: 'approved' })
        .expect(202);
      const { approval_id: id } = response.body as ApprovalBody;
      await app.http
        .post(`/api/operator/approvals/${id}/reject`)
        .set(approver.headers)
        .send({ reason: 'typo' })
        .expect(200);
    });

    it('should answer 422 and change nothing when the reason is missing', async () => {
      const reference = await reviewingProgram();
      const approval = await requestApproval(reference);
      await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/reject`)
        .set(approver.headers)
        .send({})
        .expect(422);
      const pending = await app.http.get('/api/operator/approvals').set(viewer.headers).expect(200);
      expect((pending.body as { approvals: ApprovalBody[] }).approvals.map((row) => row.approval_id)).toContain(
        approval.approval_id,
      );
    });
  });

  describe('what applicants and partners see', () => {
    it('should show approval steps without the decision, reason or note, and every actor by kind only', async () => {
      const reference = await reviewingProgram();
      const rejected = await requestApproval(reference, 'declined', 'suspected structuring');
      await app.http
        .post(`/api/operator/approvals/${rejected.approval_id}/reject`)
        .set(approver.headers)
        .send({ reason: 'ask the second bank first' })
        .expect(200);
      const confirmed = await requestApproval(reference, 'approved', 'all checks done');
      await app.http.post(`/api/operator/approvals/${confirmed.approval_id}/confirm`).set(approver.headers).expect(200);

      const publicEvents = (
        (await app.http.get(`/api/programs/${reference}/events`).expect(200)).body as { events: EventBody[] }
      ).events;
      const status = (await app.http.get(`/api/programs/${reference}`).expect(200)).body as {
        recent_events: EventBody[];
      };
      for (const events of [publicEvents, status.recent_events]) {
        const text = JSON.stringify(events);
        for (const hidden of [
          'ask the second bank first',
          'suspected structuring',
          'all checks done',
          reviewer.display,
        ]) {
          expect(text).not.toContain(hidden);
        }
        expect(events.find((event) => event.event_type === 'program.approval_rejected')?.payload).toEqual({
          approval_id: rejected.approval_id,
        });
        expect(
          events.filter((event) => event.event_type === 'program.approval_requested').map((event) => event.payload),
        ).toEqual([{ approval_id: rejected.approval_id }, { approval_id: confirmed.approval_id }]);
        expect(
          events.find((event) => event.event_type === 'program.status_changed' && event.payload.to === 'approved'),
        ).toMatchObject({
          actor: { type: 'operator' },
          payload: { approval: { id: confirmed.approval_id, requested_by: { type: 'operator' } } },
        });
      }
    });
  });

  describe('GET /api/operator/approvals', () => {
    it('should list newest first and honour limit', async () => {
      const first = await requestApproval(await reviewingProgram());
      const second = await requestApproval(await reviewingProgram());
      const response = await app.http
        .get('/api/operator/approvals?status=pending&limit=2')
        .set(viewer.headers)
        .expect(200);
      const body = response.body as { approvals: ApprovalBody[]; count: number };
      expect(body.count).toBe(2);
      expect(body.approvals.map((row) => row.approval_id)).toEqual([second.approval_id, first.approval_id]);
    });

    it('should answer 422 for an unknown state', async () => {
      await app.http.get('/api/operator/approvals?status=maybe').set(viewer.headers).expect(422);
    });
  });

  describe('console', () => {
    async function signIn(as: NamedOperator): Promise<string> {
      const response = await app.http
        .post('/admin/sign-in')
        .type('form')
        .send({ token: as.headers['X-Admin-Token'] })
        .expect(303);
      const cookie = setCookieOf(response).find((line) => line.startsWith('ops_admin='));
      if (!cookie) {
        throw new Error('no session cookie');
      }
      return cookie.split(';')[0];
    }

    it('should answer the status form with the requested outcome and show the request on the program page', async () => {
      const reference = await reviewingProgram();
      const cookie = await signIn(reviewer);
      const page = await app.http.get(`/admin/programs/${reference}`).set('Cookie', cookie).expect(200);
      const response = await app.http
        .post('/admin/status')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send({ reference, status: 'approved', csrf_token: csrfTokenIn(page.text) })
        .expect(200);
      expect(response.headers['x-status-outcome']).toBe('requested');
      expect(response.text).toContain('Approval requested; waiting for a second approver');
      expect(response.text).toContain('Waiting for approval');
      expect(response.text).toContain('Any approver or owner other than Riley Reviewer (operator)');
      expect(response.text).toContain('by Riley Reviewer (operator)');
      expect(await statusOf(reference)).toBe('reviewing');
    });

    it('should list pending requests with decision forms only for an approver who did not ask, and confirm through the form', async () => {
      const reference = await reviewingProgram();
      const approval = await requestApproval(reference);
      const ownView = await app.http
        .get('/admin/approvals')
        .set('Cookie', await signIn(reviewer))
        .expect(200);
      expect(ownView.text).toContain(reference);
      expect(ownView.text).not.toContain(`/admin/approvals/${approval.approval_id}/confirm`);
      const cookie = await signIn(approver);
      const page = await app.http.get('/admin/approvals').set('Cookie', cookie).expect(200);
      expect(page.text).toContain(`action="/admin/approvals/${approval.approval_id}/confirm"`);
      expect(page.text).toContain('href="/admin/approvals"');
      const csrf = csrfTokenIn(page.text);
      await app.http
        .post(`/admin/approvals/${approval.approval_id}/confirm`)
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'cross-site')
        .type('form')
        .send({ csrf_token: csrf })
        .expect(403);
      await app.http
        .post(`/admin/approvals/${approval.approval_id}/confirm`)
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send({ csrf_token: 'wrong' })
        .expect(403);
      expect(await statusOf(reference)).toBe('reviewing');
      const confirmed = await app.http
        .post(`/admin/approvals/${approval.approval_id}/confirm`)
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send({ csrf_token: csrf })
        .expect(200);
      expect(confirmed.headers['x-approval-outcome']).toBe('confirmed');
      expect(await statusOf(reference)).toBe('approved');
    });

    it('should reject through the form and refuse a second decision on the page', async () => {
      const reference = await reviewingProgram();
      const approval = await requestApproval(reference);
      const cookie = await signIn(approver);
      const csrf = csrfTokenIn((await app.http.get('/admin/approvals').set('Cookie', cookie).expect(200)).text);
      const send = (action: string, fields: Record<string, string>) =>
        app.http
          .post(`/admin/approvals/${approval.approval_id}/${action}`)
          .set('Cookie', cookie)
          .set('Sec-Fetch-Site', 'same-origin')
          .type('form')
          .send({ csrf_token: csrf, ...fields });
      await send('reject', {}).expect(422);
      const rejected = await send('reject', { reason: 'wrong corridor' }).expect(200);
      expect(rejected.headers['x-approval-outcome']).toBe('rejected');
      const again = await send('confirm', {}).expect(200);
      expect(again.headers['x-approval-outcome']).toBe('refused');
      expect(await statusOf(reference)).toBe('reviewing');
    });

    it('should refuse the confirm form to a reviewer with 403', async () => {
      const approval = await requestApproval(await reviewingProgram());
      await app.http
        .post(`/admin/approvals/${approval.approval_id}/confirm`)
        .set(reviewer.headers)
        .type('form')
        .send({})
        .expect(403);
    });
  });

  describe('four-eyes off', () => {
    let plain: TestApp;
    let plainReviewer: NamedOperator;
    let plainApprover: NamedOperator;

    beforeAll(async () => {
      plain = await startTestApp();
      plainReviewer = await createOperator(plain, 'reviewer', 'Riley Reviewer');
      plainApprover = await createOperator(plain, 'approver', 'Alex Morgan');
    });

    afterAll(async () => {
      await plain.close();
    });

    it('should let an approver move into approved at once', async () => {
      const reference = await reviewingProgram(plain, plainReviewer);
      await plain.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(plainApprover.headers)
        .send({ status: 'approved' })
        .expect(200);
      expect(await statusOf(reference, plain)).toBe('approved');
    });

    it('should answer 403 decision_role_required and change nothing when a reviewer moves into declined', async () => {
      const reference = await reviewingProgram(plain, plainReviewer);
      const response = await plain.http
        .patch(`/api/admin/registrations/${reference}/status`)
        .set(plainReviewer.headers)
        .send({ status: 'declined' })
        .expect(403);
      expect(response.body).toMatchObject({ code: 'decision_role_required' });
      expect(await statusOf(reference, plain)).toBe('reviewing');
    });
  });
});
