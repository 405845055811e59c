import { EntityManager, In } from 'typeorm';
import { StoredDocument } from './document.entity';

/** Metadata of a program's documents (never the bytes), oldest first. */
export function documentsOf(manager: EntityManager, registrationId: number): Promise<StoredDocument[]> {
  return manager.find(StoredDocument, { where: { registrationId }, order: { uploadedAt: 'ASC', id: 'ASC' } });
}

/** Document count per registration id in one grouped query; ids without documents are absent. */
export async function documentCountsFor(
  manager: EntityManager,
  registrationIds: number[],
): Promise<Map<number, number>> {
  if (registrationIds.length === 0) {
    return new Map();
  }
  const rows = await manager
    .createQueryBuilder(StoredDocument, 'document')
    .select('document.registrationId', 'registration_id')
    .addSelect('COUNT(*)', 'count')
    .where({ registrationId: In(registrationIds) })
    .groupBy('document.registrationId')
    .getRawMany<{ registration_id: number | string; count: number | string }>();
  return new Map(rows.map((row) => [Number(row.registration_id), Number(row.count)]));
}

/** How many documents a program holds and their total size in bytes. */
export async function documentUsageOf(
  manager: EntityManager,
  registrationId: number,
): Promise<{ count: number; bytes: number }> {
  const row = await manager
    .createQueryBuilder(StoredDocument, 'document')
    .select('COUNT(*)', 'count')
    .addSelect('COALESCE(SUM(document.size), 0)', 'bytes')
    .where({ registrationId })
    .getRawOne<{ count: number | string; bytes: number | string }>();
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}
