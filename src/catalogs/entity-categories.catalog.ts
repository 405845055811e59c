import { Injectable } from '@nestjs/common';
import rawCategories from './data/program-entity-categories.json';
import { assertUnique, EntryReader, readCatalogFile, SLUG_HINT, SLUG_PATTERN } from './catalog-reader';
import { CatalogError } from './catalog-error';

/** Categories entity lineage attributes parties to; the file must keep all of them. */
export const REQUIRED_ENTITY_CATEGORIES = [
  'applicant',
  'legal_entity',
  'operator',
  'partner',
  'settlement_partner',
  'execution_venue',
  'adapter',
  'identity_provider',
  'payment_provider',
  'corridor',
  'messaging_channel',
  'document_issuer',
  'regulator',
] as const;

export interface EntityCategory {
  slug: string;
  label: string;
  description: string;
}

/** The program entity taxonomy used by entity lineage. */
@Injectable()
export class EntityCategoriesCatalog {
  private readonly categories: readonly EntityCategory[] = parseEntityCategories(rawCategories);

  list(): readonly EntityCategory[] {
    return this.categories;
  }
}

export function parseEntityCategories(raw: unknown): EntityCategory[] {
  const file = 'program-entity-categories.json';
  const { entries } = readCatalogFile(file, raw, 'categories');
  const categories = entries.map(readCategory);
  const slugs = categories.map((category) => category.slug);
  assertUnique(file, 'category', slugs);
  const missing = REQUIRED_ENTITY_CATEGORIES.filter((slug) => !slugs.includes(slug));
  if (missing.length > 0) {
    throw new CatalogError(
      file,
      `is missing required categor${missing.length === 1 ? 'y' : 'ies'} ${missing.join(', ')}`,
    );
  }
  return categories;
}

function readCategory(entry: EntryReader): EntityCategory {
  return {
    slug: entry.string('slug', { pattern: SLUG_PATTERN, hint: SLUG_HINT, maxLength: 64 }),
    label: entry.string('label', { maxLength: 100 }),
    description: entry.string('description', { maxLength: 500 }),
  };
}
