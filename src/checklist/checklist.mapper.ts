import type { Registration } from '../registrations/registration.entity';
import { ChecklistItem } from './checklist-item.entity';
import { ChecklistView } from './dto/checklist-view.dto';

export { ChecklistItemView, ChecklistView } from './dto/checklist-view.dto';

export function toChecklistView(program: Registration, items: ChecklistItem[]): ChecklistView {
  const completed = items.filter((item) => item.done).length;
  return {
    reference: program.reference,
    template: program.templateId,
    items: items.map((item) => ({
      id: item.itemId,
      label: item.label,
      category: item.category,
      required: item.required,
      done: item.done,
      done_at: item.doneAt ? item.doneAt.toISOString() : null,
      done_by: item.doneBy,
    })),
    completed,
    total: items.length,
    required_open: items.filter((item) => item.required && !item.done).length,
    percent_complete: items.length === 0 ? 0 : Math.floor((completed * 100) / items.length),
  };
}
