import Handlebars from 'handlebars';
import { CHECKLIST_TEMPLATE, COMPLIANCE_REPORT_TEMPLATE } from './templates';

// An isolated Handlebars environment: no global helpers or partials, HTML escaping on (the default).
const handlebars = Handlebars.create();
const options: CompileOptions = { strict: false, knownHelpersOnly: true, noEscape: false };

const complianceReport = handlebars.compile(COMPLIANCE_REPORT_TEMPLATE, options);
const checklist = handlebars.compile(CHECKLIST_TEMPLATE, options);

export function renderComplianceReport(view: object): string {
  return complianceReport(view);
}

export function renderChecklist(view: object): string {
  return checklist(view);
}
