import { DataSource } from 'typeorm';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { WebhookDelivery } from './webhook-delivery.entity';

const timestampColumnOf = new WeakMap<DataSource, ColumnMetadata>();

/**
 * A time as the timestamp columns store it (a Date for `pg`, UTC text on SQLite), for hand-written SQL
 * that compares or sets them: TypeORM's own conversion, so SQL comparisons agree with what the ORM wrote.
 */
export function timestampParameter(dataSource: DataSource, value: Date | null): unknown {
  let column = timestampColumnOf.get(dataSource);
  if (column === undefined) {
    column = dataSource.getMetadata(WebhookDelivery).findColumnWithPropertyName('updatedAt');
    if (column === undefined) {
      throw new Error('webhook_deliveries has no updated_at column');
    }
    timestampColumnOf.set(dataSource, column);
  }
  return dataSource.driver.preparePersistentValue(value, column);
}
