import { Injectable } from '@nestjs/common';
import rawModes from './data/delivery-modes.json';
import { assertUnique, EntryReader, readCatalogFile, SLUG_HINT, SLUG_PATTERN } from './catalog-reader';

export interface DeliveryMode {
  slug: string;
  label: string;
  description: string;
}

/** How operators and partners receive data: REST API, batch audit export, event webhook stream. */
@Injectable()
export class DeliveryModesCatalog {
  private readonly modes: readonly DeliveryMode[] = parseDeliveryModes(rawModes);

  list(): readonly DeliveryMode[] {
    return this.modes;
  }
}

export function parseDeliveryModes(raw: unknown): DeliveryMode[] {
  const file = 'delivery-modes.json';
  const { entries } = readCatalogFile(file, raw, 'delivery_modes');
  const modes = entries.map(readMode);
  assertUnique(
    file,
    'delivery mode',
    modes.map((mode) => mode.slug),
  );
  return modes;
}

function readMode(entry: EntryReader): DeliveryMode {
  return {
    slug: entry.string('slug', { pattern: SLUG_PATTERN, hint: SLUG_HINT }),
    label: entry.string('label', { maxLength: 100 }),
    description: entry.string('description', { maxLength: 500 }),
  };
}
