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
