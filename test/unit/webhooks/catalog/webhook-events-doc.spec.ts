import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEBHOOK_EVENT_CATALOG } from '../../../../src/webhooks/catalog/webhook-event-catalog';
import { catalogSection } from './catalog-markdown';

const DOC = readFileSync(join(__dirname, '../../../../docs/webhook-events.md'), 'utf8');

describe('docs/webhook-events.md', () => {
  it('should have one section per catalog type, in catalog order, and no other', () => {
    const headings = [...DOC.matchAll(/^### `([a-z_.]+)`$/gm)].map((match) => match[1]);
    expect(headings).toEqual(WEBHOOK_EVENT_CATALOG.map((item) => item.type));
  });

  it.each(WEBHOOK_EVENT_CATALOG.map((item) => [item.type, item]))(
    'should describe %s exactly as the catalog does (regenerate the section from catalogSection if not)',
    (_type, item) => {
      expect(DOC).toContain(catalogSection(item));
    },
  );
});
