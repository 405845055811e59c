import { Actor, BOOTSTRAP_ACTOR } from '../../src/common/auth/actor';
import { TransactionRunner } from '../../src/database/transaction-runner';
import type { EventType } from '../../src/program-events/event-types';
import { ProgramEventsService } from '../../src/program-events/program-events.service';
import { dropEventGuards, param } from '../factories/document-tampering.factory';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { registerProgram, RegisteredProgram } from '../factories/registration.factory';
import { createOperatorWithToken, TestOperator } from '../support/operators';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf, Schemas } from '../support/typed-body';

const ALICE = 'Alice <b>Reviewer</b>';
const BOB = 'Bob "Approver" <i>';
const REJECTION = '<script>alert(1)</script> missing licence';

function operatorActor(operator: TestOperator): Actor {
  return { type: 'operator', id: String(operator.id), display: operator.display_name };
}

/**
 * Appends events through the one door for events, as the four-eyes approvals write them (and, with a null actor,
 * as events recorded before actors were).
 */
async function appendEvents(
  app: TestApp,
  program: RegisteredProgram,
  events: Array<{ eventType: EventType; actor: Actor | null; payload: Record<string, unknown> }>,
): Promise<void> {
  const service = app.app.get(ProgramEventsService);
  await app.app.get(TransactionRunner).write(async (unit) => {
    for (const event of events) {
      // A null actor stands for an event stored before actors were recorded (its hash covers none).
      await service.append(unit, program, { ...event, source: 'admin', actor: event.actor as Actor });
    }
  });
}

// The generated client does not describe the actor yet (the client is regenerated with the other schemas).
type AuditBundleWithActors = Omit<Schemas['AuditBundle'], 'program_events'> & {
  program_events: Array<Schemas['AuditBundle']['program_events'][number] & { actor: Actor | null }>;
};

async function auditEvents(app: TestApp, reference: string): Promise<AuditBundleWithActors> {
  return bodyOf<'AuditBundle'>(
    await app.http.get(`/api/register/${reference}/audit.json`).set(ADMIN_HEADERS).expect(200),
  ) as AuditBundleWithActors;
}

async function complianceReport(app: TestApp, reference: string): Promise<string> {
  return (await app.http.get(`/api/register/${reference}/compliance-report.html`).set(ADMIN_HEADERS).expect(200)).text;
}

describe('Who did it in the exports (audit.json, compliance report, entity lineage)', () => {
  let app: TestApp;
  let alice: TestOperator;
  let bob: TestOperator;
  let program: RegisteredProgram;

  beforeAll(async () => {
    app = await startTestApp();
    alice = await createOperatorWithToken(app, 'reviewer', { display_name: ALICE });
    bob = await createOperatorWithToken(app, 'approver', { display_name: BOB });
    program = await registerProgram(app);
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(alice.headers)
      .send({ status: 'reviewing', status_note: 'first look' })
      .expect(200);
    await appendEvents(app, program, [
      {
        eventType: 'program.status_changed',
        actor: null,
        payload: { from: 'reviewing', to: 'reviewing', note: 'old' },
      },
      {
        eventType: 'program.approval_requested',
        actor: operatorActor(alice),
        payload: { approval_id: 1, from: 'reviewing', to: 'approved' },
      },
      {
        eventType: 'program.approval_rejected',
        actor: operatorActor(bob),
        payload: { approval_id: 1, from: 'reviewing', to: 'approved', reason: REJECTION },
      },
      {
        eventType: 'program.approval_requested',
        actor: operatorActor(alice),
        payload: { approval_id: 2, from: 'reviewing', to: 'approved' },
      },
      {
        eventType: 'program.approval_requested',
        actor: operatorActor(alice),
        payload: { approval_id: 3, from: 'reviewing', to: 'declined' },
      },
      {
        eventType: 'program.approval_rejected',
        actor: operatorActor(alice),
        payload: { approval_id: 3, from: 'reviewing', to: 'declined', reason: 'asked by mistake' },
      },
      {
        eventType: 'program.status_changed',
        actor: operatorActor(bob),
        payload: {
          from: 'reviewing',
          to: 'approved',
          note: null,
          approval: { id: 2, requested_by: operatorActor(alice) },
        },
      },
    ]);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should give every event its actor whole in audit.json and verify the chain over them', async () => {
    const bundle = await auditEvents(app, program.reference);
    expect(bundle.program_events.map((event) => [event.event_type, event.actor])).toEqual([
      ['program.created', { type: 'applicant', id: null, display: null }],
      ['program.status_changed', operatorActor(alice)],
      ['program.status_changed', null],
      ['program.approval_requested', operatorActor(alice)],
      ['program.approval_rejected', operatorActor(bob)],
      ['program.approval_requested', operatorActor(alice)],
      ['program.approval_requested', operatorActor(alice)],
      ['program.approval_rejected', operatorActor(alice)],
      ['program.status_changed', operatorActor(bob)],
    ]);
    expect(bundle.integrity).toMatchObject({ chain_valid: true, broken_at_seq: null, event_count: 9 });
  });

  it('should record the bootstrap credential as the actor when ADMIN_TOKEN made the change', async () => {
    const other = await registerProgram(app);
    await app.http
      .patch(`/api/admin/registrations/${other.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'reviewing' })
      .expect(200);
    const bundle = await auditEvents(app, other.reference);
    expect(bundle.program_events[1].actor).toEqual(BOOTSTRAP_ACTOR);
    const html = await complianceReport(app, other.reference);
    expect(html).toContain('<td>pending</td><td>reviewing</td><td></td><td>Changed by Bootstrap credential</td>');
  });

  it('should name requester, rejecter and confirmer in the compliance report, escaped', async () => {
    const html = await complianceReport(app, program.reference);
    const alice = 'Alice &lt;b&gt;Reviewer&lt;/b&gt;';
    const bob = 'Bob &quot;Approver&quot; &lt;i&gt;';
    expect(html).toContain('<th>By</th><th>Source</th>');
    expect(html).toContain('<td>Registration received</td><td>Registered by applicant</td><td>intake</td>');
    expect(html).toContain(`<td>pending</td><td>reviewing</td><td>first look</td><td>Changed by ${alice}</td>`);
    expect(html).toContain('<td>reviewing</td><td>reviewing</td><td>old</td><td>not recorded</td>');
    expect(html).toContain(
      `<td>reviewing</td><td>approved</td><td>Four-eyes approval requested</td><td>Requested by ${alice}</td>`,
    );
    expect(html).toContain(
      '<td>Four-eyes approval rejected: &lt;script&gt;alert(1)&lt;/script&gt; missing licence</td>' +
        `<td>Rejected by ${bob}</td>`,
    );
    expect(html).toContain(
      `<td>reviewing</td><td>declined</td><td>Four-eyes approval rejected: asked by mistake</td><td>Withdrawn by ${alice}</td>`,
    );
    expect(html).toContain(
      `<td>reviewing</td><td>approved</td><td></td><td>Approved by ${alice}, confirmed by ${bob}</td>`,
    );
    expect(html).not.toMatch(/<b>|<i>|<script/);
  });

  it('should name the operator of the latest admin event in entity-lineage.json', async () => {
    const lineage = bodyOf<'EntityLineageReport'>(
      await app.http.get(`/api/register/${program.reference}/entity-lineage.json`).set(ADMIN_HEADERS).expect(200),
    );
    const operator = lineage.entities.find((entity) => entity.category === 'operator');
    expect(operator).toMatchObject({ name: BOB, role: 'reviewing_operator', provenance: { field: 'actor' } });
  });

  it('should report the chain broken when a stored actor was rewritten underneath', async () => {
    const victim = await registerProgram(app);
    await app.http
      .patch(`/api/admin/registrations/${victim.reference}`)
      .set(alice.headers)
      .send({ status: 'reviewing' })
      .expect(200);
    await dropEventGuards(app);
    await app.dataSource.query(
      `UPDATE program_events SET actor = ${param(app, 1)} WHERE seq = 2 AND registration_id = ${param(app, 2)}`,
      [JSON.stringify(operatorActor(bob)), victim.id],
    );
    const bundle = await auditEvents(app, victim.reference);
    expect(bundle.program_events[1].actor).toEqual(operatorActor(bob));
    expect(bundle.integrity).toMatchObject({ chain_valid: false, broken_at_seq: 2 });
    expect(await complianceReport(app, victim.reference)).toContain('Chain broken at seq 2');
  });
});
