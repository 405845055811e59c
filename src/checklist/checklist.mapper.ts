import { Registration } from '../registrations/registration.entity';
import { ChecklistItem } from './checklist-item.entity';

export interface ChecklistItemView {
  id: string;
  label: string;
  category: string;
  required: boolean;
  done: boolean;
  done_at: string | null;
  done_by: string | null;
}

export interface ChecklistView {
  reference: string;
  template: string;
  items: ChecklistItemView[];
  completed: number;
  total: number;
  required_open: number;
  percent_complete: number;
}

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
