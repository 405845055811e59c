import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { LeanSql } from '../../database/lean-sql';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';
import { WebhookEndpoint } from './webhook-endpoint.entity';

export type NewWebhookEndpoint = Pick<WebhookEndpoint, 'registrationId' | 'url' | 'secret' | 'createdAt'>;

// Runs for every event of every program: a prepared-once statement, not the query builder.
const ACTIVE_OF_PROGRAM =
  'SELECT "id" FROM "webhook_endpoints" WHERE "registration_id" = $1 AND "active" = TRUE ORDER BY "id"';

/** The `webhook_endpoints` table: an operator's webhooks, soft-deleted (`deleted_at`) so their history stays. */
@Injectable()
export class WebhookEndpointsRepository {
  constructor(private readonly lean: LeanSql) {}

  /** Inserts an active endpoint; answers it with its id. */
  async insert(unit: UnitOfWork, values: NewWebhookEndpoint): Promise<WebhookEndpoint> {
    const manager = managerOf(unit);
    const endpoint = manager.create(WebhookEndpoint, {
      ...values,
      active: true,
      disabledAt: null,
      disabledReason: null,
      deletedAt: null,
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

  /** Endpoints not deleted, oldest first: all, or those of one program. */
  listNotDeleted(unit: UnitOfWork, registrationId?: number): Promise<WebhookEndpoint[]> {
    return managerOf(unit).find(WebhookEndpoint, {
      where: { deletedAt: IsNull(), ...(registrationId === undefined ? {} : { registrationId }) },
      order: { id: 'ASC' },
    });
  }

  /** The ids of the program's active endpoints, in id order. */
  async activeIdsOf(unit: UnitOfWork, registrationId: number): Promise<number[]> {
    const rows = await this.lean.run<{ id: number | string }>(managerOf(unit), ACTIVE_OF_PROGRAM, [registrationId]);
    return rows.map((row) => Number(row.id));
  }

  async markDeleted(unit: UnitOfWork, id: number, now: Date): Promise<void> {
    await managerOf(unit).update(WebhookEndpoint, { id }, { active: false, deletedAt: now });
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
