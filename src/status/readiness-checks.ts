import { AppConfig } from '../config/app-config';
import { ReadinessCheck } from './dto/readiness.dto';
import { openDoors } from './open-doors';

const MIN_ADMIN_TOKEN_LENGTH = 32;

/** Production readiness of a configuration. Details name variables and facts, never a value. */
export function readinessChecks(config: AppConfig): ReadinessCheck[] {
  return [
    adminToken(config),
    database(config),
    queue(config),
    providerSecrets(config),
    cookieSecurity(config),
    webhookSsrfPolicy(config),
    sessionSecret(config),
    openDoorsCheck(config),
  ];
}

function adminToken(config: AppConfig): ReadinessCheck {
  if (config.adminTokenGenerated) {
    return fail('admin_token', 'ADMIN_TOKEN is not set: a random token was generated for this run only.');
  }
  if (config.adminToken.length < MIN_ADMIN_TOKEN_LENGTH) {
    return fail('admin_token', `ADMIN_TOKEN is shorter than ${MIN_ADMIN_TOKEN_LENGTH} characters.`);
  }
  return pass('admin_token', `ADMIN_TOKEN is set explicitly and has at least ${MIN_ADMIN_TOKEN_LENGTH} characters.`);
}

function database(config: AppConfig): ReadinessCheck {
  return config.database.dialect === 'postgres'
    ? pass('database', 'PostgreSQL is in use.')
    : fail('database', 'The embedded SQLite database is in use: set DATABASE_URL to a PostgreSQL database.');
}

function queue(config: AppConfig): ReadinessCheck {
  return config.redisUrl
    ? pass('queue', 'REDIS_URL is set: webhook deliveries are scheduled through the Redis queue.')
    : fail('queue', 'REDIS_URL is not set: webhook deliveries are scheduled in-process.');
}

function providerSecrets(config: AppConfig): ReadinessCheck {
  const secrets: Array<[string, string | undefined]> = [
    ['IDV_WEBHOOK_SECRET', config.inboundSecrets.idv],
    ['PAYMENT_WEBHOOK_SECRET', config.inboundSecrets.payment],
    ['MESSAGING_WEBHOOK_SECRET', config.inboundSecrets.messaging],
  ];
  const missing = secrets.filter(([, value]) => !value).map(([name]) => name);
  return missing.length === 0
    ? pass('provider_secrets', 'Every inbound webhook secret is set.')
    : fail('provider_secrets', `Not set: ${missing.join(', ')}.`);
}

function cookieSecurity(config: AppConfig): ReadinessCheck {
  return config.secureCookies
    ? pass('cookie_security', 'Console cookies are HttpOnly, SameSite=Strict and Secure.')
    : fail('cookie_security', `Console cookies are not marked Secure (NODE_ENV=${config.nodeEnv}).`);
}

function webhookSsrfPolicy(config: AppConfig): ReadinessCheck {
  const allowed = config.webhook.allowedCidrs;
  return allowed.length === 0
    ? pass('webhook_ssrf_policy', 'Webhook deliveries may not reach private, loopback or reserved addresses.')
    : fail('webhook_ssrf_policy', `WEBHOOK_ALLOWED_CIDRS lets deliveries reach private ranges: ${allowed.join(', ')}.`);
}

function sessionSecret(config: AppConfig): ReadinessCheck {
  return config.sessionSecretGenerated
    ? fail('session_secret', 'SESSION_SECRET is not set: console sessions end when the process restarts.')
    : pass('session_secret', 'SESSION_SECRET is set explicitly.');
}

/** Every development convenience still open, by name, so a reviewer sees them all in one place. */
function openDoorsCheck(config: AppConfig): ReadinessCheck {
  const doors = openDoors(config);
  return doors.length === 0
    ? pass('open_doors', 'No development convenience is open.')
    : fail('open_doors', `Open: ${doors.map((door) => `${door.name} (${door.detail})`).join('; ')}.`);
}

/** What `/api/readiness` knows about the bootstrap credential's use on this instance. */
export interface BootstrapCredentialFacts {
  production: boolean;
  /** The last time `ADMIN_TOKEN` let someone in on this instance since it started; null when never. */
  lastUse: Date | null;
  /** Active operator accounts; null when they could not be counted (the database did not answer). */
  activeOperators: number | null;
}

/**
 * Production only: `ADMIN_TOKEN` is the bootstrap and break-glass credential, so using it once named operators can
 * sign in is worth a warning (whoever used it is recorded only as "bootstrap"). Undefined outside production.
 */
export function bootstrapCredentialCheck(facts: BootstrapCredentialFacts): ReadinessCheck | undefined {
  if (!facts.production) {
    return undefined;
  }
  const name = 'bootstrap_credential';
  if (facts.lastUse === null) {
    return pass(name, 'ADMIN_TOKEN has not been used on this instance since it started.');
  }
  const at = facts.lastUse.toISOString();
  if (facts.activeOperators === null) {
    return fail(name, `ADMIN_TOKEN was used at ${at}; whether operator accounts exist could not be checked.`);
  }
  if (facts.activeOperators === 0) {
    return pass(name, `ADMIN_TOKEN was last used at ${at}; no operator account is active yet (bootstrap).`);
  }
  const accounts =
    facts.activeOperators === 1 ? '1 operator account exists' : `${facts.activeOperators} operator accounts exist`;
  return fail(
    name,
    `ADMIN_TOKEN was used at ${at} although ${accounts}: sign in with a personal token or single sign-on and keep ADMIN_TOKEN for break-glass.`,
  );
}

/** Whether this process can sign checkpoints and audit bundle heads: null when the database did not answer. */
export type AuditSigningFacts =
  { canSign: true; kid: string } | { canSign: false; heldKid: string; currentKid: string | null } | null;

/**
 * Every mode: a process whose key another process retired refuses to sign (checkpoints skip, audit exports answer
 * 503) until restarted with the current key, so it is not ready.
 */
export function auditSigningKeyCheck(facts: AuditSigningFacts): ReadinessCheck {
  const name = 'audit_signing_key';
  if (facts === null) {
    return fail(name, 'Whether the audit signing key of this process is still current could not be checked.');
  }
  if (facts.canSign) {
    return pass(
      name,
      `The audit signing key ${facts.kid} of this process is current: it signs checkpoints and bundles.`,
    );
  }
  const current = facts.currentKid === null ? 'none is current' : `the current key is ${facts.currentKid}`;
  return fail(
    name,
    `The audit signing key ${facts.heldKid} of this process was retired (${current}): checkpoints and audit exports are refused until it restarts with the current key.`,
  );
}

/** What the probe found of the read replica (DATABASE_READ_URL), with the lag beyond which it is skipped. */
export interface ReadReplicaFacts {
  reachable: boolean;
  standby: boolean | null;
  lagSeconds: number | null;
  maxLagSeconds: number;
}

/**
 * Only with DATABASE_READ_URL. Fails while the replica cannot serve the reads that may lag — unreachable, or
 * lagging past DATABASE_READ_MAX_LAG_S — though they are still answered (by the primary): the primary carries
 * the load the replica was set up to take off it.
 */
export function readReplicaCheck(facts: ReadReplicaFacts): ReadinessCheck {
  const name = 'read_replica';
  if (!facts.reachable) {
    return fail(
      name,
      'DATABASE_READ_URL does not answer: lists, stats and exports are read from the primary until it does.',
    );
  }
  if (facts.standby === false) {
    return pass(
      name,
      'DATABASE_READ_URL answers but is not a standby (not in recovery): how far it is behind the primary is unknown.',
    );
  }
  if (facts.lagSeconds !== null && facts.lagSeconds > facts.maxLagSeconds) {
    return fail(
      name,
      `The read replica is ${facts.lagSeconds.toFixed(1)} s behind the primary, more than DATABASE_READ_MAX_LAG_S=${facts.maxLagSeconds}: lists, stats and exports are read from the primary until it catches up.`,
    );
  }
  const lag = facts.lagSeconds === null ? 'an unknown time' : `${facts.lagSeconds.toFixed(1)} s`;
  return pass(
    name,
    `The read replica answers, ${lag} behind the primary (at most ${facts.maxLagSeconds} s allowed): lists, stats and exports are read from it.`,
  );
}

function pass(name: string, detail: string): ReadinessCheck {
  return { name, ok: true, detail };
}

function fail(name: string, detail: string): ReadinessCheck {
  return { name, ok: false, detail };
}
