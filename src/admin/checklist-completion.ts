import { EntityManager, In } from 'typeorm';
import { ChecklistItem } from '../checklist/checklist-item.entity';
import { ChecklistCompletion } from './dto/admin-registrations.dto';

export const EMPTY_COMPLETION: ChecklistCompletion = { completed: 0, total: 0, required_open: 0, percent_complete: 0 };

/** Checklist completion per registration id, in one grouped query. */
export async function checklistCompletionFor(
  manager: EntityManager,
  registrationIds: number[],
): Promise<Map<number, ChecklistCompletion>> {
  if (registrationIds.length === 0) {
    return new Map();
  }
  const rows = await manager
    .createQueryBuilder(ChecklistItem, 'item')
    .select('item.registrationId', 'registration_id')
    .addSelect('SUM(CASE WHEN item.done THEN 1 ELSE 0 END)', 'completed')
    .addSelect('COUNT(*)', 'total')
    .addSelect('SUM(CASE WHEN item.required AND NOT item.done THEN 1 ELSE 0 END)', 'required_open')
    .where({ registrationId: In(registrationIds) })
    .groupBy('item.registrationId')
    .getRawMany<{ registration_id: unknown; completed: unknown; total: unknown; required_open: unknown }>();
  return new Map(
    rows.map((row) => {
      const completed = Number(row.completed);
      const total = Number(row.total);
      return [
        Number(row.registration_id),
        {
          completed,
          total,
          required_open: Number(row.required_open),
          percent_complete: total === 0 ? 0 : Math.floor((completed * 100) / total),
        },
      ];
    }),
  );
}
