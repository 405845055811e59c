import { APPLICANT_ACTOR } from '../src/common/auth/actor';
// The reference limit of each database-bound endpoint: the same service calls, in-process, with no HTTP.
// Run as its own process by bench/run.ts: node dist-bench/bench/db-limit.js <seconds> <ref,ref,...>
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../src/app.module';
import { ANONYMOUS } from '../src/common/auth/caller';
import { createLogger } from '../src/common/logging/logger';
import { ChecklistService } from '../src/checklist/checklist.service';
import { loadConfig } from '../src/config/app-config';
import { ProgramEventsService } from '../src/program-events/program-events.service';
import { RegistrationCreate } from '../src/registrations/dto/registration-create.dto';
import { IntakeService } from '../src/registrations/intake.service';
import { RegistrationReadService } from '../src/registrations/registration-read.service';

const CONCURRENCY = 10;

interface LimitResult {
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

async function measure(seconds: number, operation: (n: number) => Promise<unknown>): Promise<LimitResult> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  let counter = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      await operation(counter++);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] * 100) / 100;
  return { opsPerSec: Math.round(latencies.length / elapsed), p50Ms: at(0.5), p99Ms: at(0.99) };
}

/** What the validation pipe hands the intake service for the benchmark's intake body (defaults applied). */
function intakeInput(n: number): RegistrationCreate {
  return Object.assign(new RegistrationCreate(), {
    full_name: `Limit Applicant ${n}`,
    email: `limit${n}@example.com`,
    challenge_token: null,
    company: null,
    phone: null,
    legal_entity_name: null,
    business_number: null,
    rpaa_target_date: null,
    incident_contact_email: null,
    consent_accepted: true,
    corridor: 'CA-US',
    settlement_path: 'fiat',
    client_role: 'individual',
    fintrac_msb: null,
    registration_type: 'program',
    notes: null,
    messaging_user_id: null,
    messaging_username: null,
    partner_slug: null,
  });
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2]);
  const references = process.argv[3].split(',');
  const config = loadConfig({ ...process.env, RUN_MIGRATIONS: 'false' });
  // stdout carries the JSON result: the start-up warning about open doors must not reach it.
  const app = await NestFactory.createApplicationContext(AppModule.register(config, createLogger('error')), {
    logger: false,
  });
  const intake = app.get(IntakeService);
  const reads = app.get(RegistrationReadService);
  const events = app.get(ProgramEventsService);
  const checklist = app.get(ChecklistService);
  const ref = (n: number) => references[n % references.length];

  const warmup = Math.max(1, Math.round(seconds / 4));
  const scenarios: Record<string, (n: number) => Promise<unknown>> = {
    status_read: (n) => reads.status(ref(n), ANONYMOUS),
    events_page: (n) => events.pageByReference(ref(n), 0, 50, ANONYMOUS),
    intake: (n) => intake.register(intakeInput(n), APPLICANT_ACTOR, undefined),
    checklist_patch: (n) =>
      checklist.update(ref(n), 'identity_verification', Math.floor(n / references.length) % 2 === 1, ANONYMOUS),
  };
  const results: Record<string, LimitResult> = {};
  for (const [name, operation] of Object.entries(scenarios)) {
    await measure(warmup, operation);
    results[name] = await measure(seconds, operation);
  }
  await app.close();
  process.stdout.write(JSON.stringify(results));
}

main().catch((error: unknown) => {
  process.stderr.write(`db-limit failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
