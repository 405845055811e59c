import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { LeanSql } from '../../database/lean-sql';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';
import { BreakerChange } from './breaker-rules';
import { BreakerState, EndpointOwner, WebhookEndpoint } from './webhook-endpoint.entity';

/** What an endpoint is created with; the breaker and the disabling start clear. */
export type NewWebhookEndpoint = Pick<
  WebhookEndpoint,
  | 'registrationId'
  | 'owner'
  | 'partnerSlug'
  | 'url'
  | 'description'
  | 'eventTypes'
  | 'rateLimitPerS'
  | 'timeoutMs'
  | 'secret'
  | 'createdAt'
>;

/** The settings an owner may change. */
export type EndpointChanges = Partial<
  Pick<
    WebhookEndpoint,
    | 'registrationId'
    | 'partnerSlug'
    | 'url'
    | 'description'
    | 'eventTypes'
    | 'rateLimitPerS'
    | 'timeoutMs'
    | 'secret'
    | 'previousSecret'
    | 'previousSecretExpiresAt'
    | 'active'
    | 'disabledAt'
    | 'disabledReason'
    | 'breakerState'
    | 'breakerOpenUntil'
    | 'breakerProbeDeliveryId'
    | 'breakerProbeUntil'
    | 'breakerTrips'
    | 'breakerClosedAt'
  >
>;

/** Whose endpoints a listing shows: an operator sees all; a partner only its own. */
export interface EndpointListing {
  owner?: EndpointOwner;
  partnerSlug?: string;
  registrationId?: number;
  /** Only endpoints without a program filter (the operator-wide and partner-wide ones). */
  withoutProgram?: boolean;
}

// Runs for every event of every program: a prepared-once statement, not the query builder.
const CANDIDATES_OF_PROGRAM = `WHERE "active" = TRUE AND ("registration_id" = $1 OR "registration_id" IS NULL) ORDER BY "id"`;
/** The probe is free: the open period is over, or the last probe's hold expired (its sender died). */
const PROBE_FREE = `"active" = TRUE AND (("breaker_state" = 'open' AND "breaker_open_until" <= :now)
  OR ("breaker_state" = 'half_open' AND "breaker_probe_until" <= :now))`;

/** The breaker as a change expects to find it: the same state (and, half-open, the same probe). */
export interface BreakerExpectation {
  state: BreakerState;
  probeDeliveryId?: number;
}

const WITHOUT_PROGRAM = `WHERE "active" = TRUE AND "registration_id" IS NULL ORDER BY "id"`;
// Asked before every intake: prepared once, answered from the (registration_id, active) index.
const ANY_WITHOUT_PROGRAM = `SELECT 1 AS "found" FROM "webhook_endpoints" WHERE "registration_id" IS NULL AND "active" = TRUE LIMIT 1`;

/** The `webhook_endpoints` table: every endpoint whatever its scope, soft-deleted (`deleted_at`) so its history stays. */
@Injectable()
export class WebhookEndpointsRepository {
  constructor(private readonly lean: LeanSql) {}

  /** Inserts an active endpoint; answers it with its id. */
  async insert(unit: UnitOfWork, values: NewWebhookEndpoint): Promise<WebhookEndpoint> {
    const manager = managerOf(unit);
    const endpoint = manager.create(WebhookEndpoint, {
      ...values,
      previousSecret: null,
      previousSecretExpiresAt: null,
      active: true,
      disabledAt: null,
      disabledReason: null,
      deletedAt: null,
      breakerState: 'closed',
      breakerOpenUntil: null,
      breakerProbeDeliveryId: null,
      breakerProbeUntil: null,
      breakerTrips: 0,
      breakerClosedAt: null,
    });
    const inserted = await manager.insert(WebhookEndpoint, endpoint);
    endpoint.id = inserted.identifiers[0].id as number;
    return endpoint;
  }

  find(unit: UnitOfWork, id: number): Promise<WebhookEndpoint | null> {
    return managerOf(unit).findOne(WebhookEndpoint, { where: { id } });
  }

  /** Also true for a deleted endpoint: its history stays readable. */
  exists(unit: UnitOfWork, id: number): Promise<boolean> {
    return managerOf(unit).exists(WebhookEndpoint, { where: { id } });
  }

  findNotDeleted(unit: UnitOfWork, id: number): Promise<WebhookEndpoint | null> {
    return managerOf(unit).findOne(WebhookEndpoint, { where: { id, deletedAt: IsNull() } });
  }

  /** Endpoints not deleted, oldest first, narrowed by `listing`. */
  listNotDeleted(unit: UnitOfWork, listing: EndpointListing = {}): Promise<WebhookEndpoint[]> {
    return managerOf(unit).find(WebhookEndpoint, {
      where: {
        deletedAt: IsNull(),
        ...(listing.owner === undefined ? {} : { owner: listing.owner }),
        ...(listing.partnerSlug === undefined ? {} : { partnerSlug: listing.partnerSlug }),
        ...(listing.registrationId === undefined ? {} : { registrationId: listing.registrationId }),
        ...(listing.withoutProgram ? { registrationId: IsNull() } : {}),
      },
      order: { id: 'ASC' },
    });
  }

  /** Active endpoints that may receive this program's events: its own, and those without a program filter. */
  candidatesOf(unit: UnitOfWork, registrationId: number): Promise<WebhookEndpoint[]> {
    return this.lean.many(managerOf(unit), WebhookEndpoint, CANDIDATES_OF_PROGRAM, [registrationId]);
  }

  /** Active endpoints without a program filter: where notices about no program (a checkpoint, an endpoint) go. */
  withoutProgram(unit: UnitOfWork): Promise<WebhookEndpoint[]> {
    return this.lean.many(managerOf(unit), WebhookEndpoint, WITHOUT_PROGRAM, []);
  }

  /** Whether any active endpoint has no program filter (so it may receive a program that does not exist yet). */
  async anyWithoutProgram(unit: UnitOfWork): Promise<boolean> {
    return (await this.lean.run(managerOf(unit), ANY_WITHOUT_PROGRAM, [])).length > 0;
  }

  async update(unit: UnitOfWork, id: number, changes: EndpointChanges): Promise<void> {
    await managerOf(unit).update(WebhookEndpoint, { id }, changes);
  }

  async markDeleted(unit: UnitOfWork, id: number, now: Date): Promise<void> {
    await managerOf(unit).update(WebhookEndpoint, { id }, { active: false, deletedAt: now });
  }

  /**
   * Moves the breaker to half-open with `deliveryId` as its one probe, held until `probeUntil`, if the probe is
   * free; false when another sender took it first (the conditional UPDATE lets only one win).
   */
  async takeProbe(unit: UnitOfWork, id: number, deliveryId: number, now: Date, probeUntil: Date): Promise<boolean> {
    const result = await managerOf(unit)
      .createQueryBuilder()
      .update(WebhookEndpoint)
      .set({ breakerState: 'half_open', breakerProbeDeliveryId: deliveryId, breakerProbeUntil: probeUntil })
      .where(`"id" = :id AND ${PROBE_FREE}`, { id, now })
      .execute();
    return result.affected === 1;
  }

  /** Applies a trip or a probe's outcome if the breaker is still as `expected`; false when it moved meanwhile. */
  async changeBreaker(
    unit: UnitOfWork,
    id: number,
    expected: BreakerExpectation,
    change: BreakerChange,
  ): Promise<boolean> {
    const result = await managerOf(unit).update(
      WebhookEndpoint,
      {
        id,
        breakerState: expected.state,
        ...(expected.probeDeliveryId === undefined ? {} : { breakerProbeDeliveryId: expected.probeDeliveryId }),
      },
      {
        breakerState: change.state,
        breakerOpenUntil: change.openUntil,
        breakerTrips: change.trips,
        breakerProbeDeliveryId: null,
        breakerProbeUntil: null,
        ...(change.closedAt === null ? {} : { breakerClosedAt: change.closedAt }),
      },
    );
    return result.affected === 1;
  }

  /** Disables the endpoint if it is still active; false when it was not (someone else disabled it first). */
  async disableIfActive(unit: UnitOfWork, id: number, reason: string, now: Date): Promise<boolean> {
    const result = await managerOf(unit).update(
      WebhookEndpoint,
      { id, active: true },
      { active: false, disabledAt: now, disabledReason: reason },
    );
    return result.affected === 1;
  }
}
