import { ProgramFigures } from '../read-models/program-figures.sql';
import { ChecklistCompletion } from './dto/admin-registrations.dto';

/** The admin list's view of a program's checklist figures. */
export function toChecklistCompletion(figures: ProgramFigures): ChecklistCompletion {
  const { checklistDone: completed, checklistTotal: total } = figures;
  return {
    completed,
    total,
    required_open: figures.checklistRequiredOpen,
    percent_complete: total === 0 ? 0 : Math.floor((completed * 100) / total),
  };
}
