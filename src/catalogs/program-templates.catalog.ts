import { Injectable } from '@nestjs/common';
import rawTemplates from './data/program-templates.json';
import { CatalogError } from './catalog-error';

export const IDENTITY_VERIFICATION_ITEM = 'identity_verification';
export const DOCUMENTS_UPLOADED_ITEM = 'documents_uploaded';
export const TEMPLATE_IDS = [
  'msp_waitlist',
  'partner_program',
  'rpaa_psp',
  'program_business',
  'program_individual',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** Registration facts a checklist item can be pre-filled from. */
export const PREFILL_FIELDS = [
  'legal_entity_name',
  'business_number',
  'fintrac_msb',
  'incident_contact_email',
  'consent_accepted',
] as const;
export type PrefillField = (typeof PREFILL_FIELDS)[number];

export interface TemplateItem {
  id: string;
  label: string;
  category: string;
  required: boolean;
  prefilledWhen: PrefillField | null;
}

export interface ProgramTemplate {
  id: TemplateId;
  name: string;
  description: string;
  items: TemplateItem[];
}

/** The five checklist templates, read from the versioned data file and checked once at start. */
@Injectable()
export class ProgramTemplatesCatalog {
  private readonly templates: ReadonlyMap<TemplateId, ProgramTemplate> = parseTemplates(rawTemplates);

  list(): ProgramTemplate[] {
    return [...this.templates.values()];
  }

  get(id: TemplateId): ProgramTemplate {
    const template = this.templates.get(id);
    if (!template) {
      throw new Error(`Unknown template ${id}`);
    }
    return template;
  }
}

interface RawItem {
  label?: unknown;
  category?: unknown;
  prefilled_when?: unknown;
}

export function parseTemplates(raw: unknown): Map<TemplateId, ProgramTemplate> {
  const file = 'program-templates.json';
  const data = raw as { items?: Record<string, RawItem>; templates?: unknown[] };
  if (!data || typeof data.items !== 'object' || !Array.isArray(data.templates)) {
    throw new CatalogError(file, 'must have "items" (object) and "templates" (array)');
  }
  const items = data.items;
  for (const [id, item] of Object.entries(items)) {
    if (typeof item.label !== 'string' || typeof item.category !== 'string') {
      throw new CatalogError(file, `item "${id}" needs a string label and category`);
    }
    if (item.prefilled_when !== undefined && !PREFILL_FIELDS.includes(item.prefilled_when as PrefillField)) {
      throw new CatalogError(file, `item "${id}" has unknown prefilled_when ${JSON.stringify(item.prefilled_when)}`);
    }
  }
  const templates = new Map<TemplateId, ProgramTemplate>();
  for (const entry of data.templates) {
    const template = entry as {
      id?: unknown;
      name?: unknown;
      description?: unknown;
      items?: unknown;
      optional?: unknown;
    };
    const id = template.id as TemplateId;
    if (!TEMPLATE_IDS.includes(id) || templates.has(id)) {
      throw new CatalogError(file, `template id "${String(template.id)}" is unknown or repeated`);
    }
    if (typeof template.name !== 'string' || typeof template.description !== 'string') {
      throw new CatalogError(file, `template "${id}" needs a name and a description`);
    }
    const itemIds = template.items as string[];
    const optional = new Set((template.optional as string[] | undefined) ?? []);
    if (!Array.isArray(itemIds) || itemIds.some((itemId) => !(itemId in items))) {
      throw new CatalogError(file, `template "${id}" lists an unknown item`);
    }
    for (const required of [IDENTITY_VERIFICATION_ITEM, DOCUMENTS_UPLOADED_ITEM]) {
      if (!itemIds.includes(required)) {
        throw new CatalogError(file, `template "${id}" must include "${required}"`);
      }
    }
    templates.set(id, {
      id,
      name: template.name,
      description: template.description,
      items: itemIds.map((itemId) => ({
        id: itemId,
        label: items[itemId].label as string,
        category: items[itemId].category as string,
        required: !optional.has(itemId),
        prefilledWhen: (items[itemId].prefilled_when as PrefillField | undefined) ?? null,
      })),
    });
  }
  for (const id of TEMPLATE_IDS) {
    if (!templates.has(id)) {
      throw new CatalogError(file, `template "${id}" is missing`);
    }
  }
  return templates;
}
