import type { WebhookEventTypeEntry } from '../../../../src/webhooks/catalog/webhook-event-catalog';

interface Schema {
  type?: string | string[];
  const?: unknown;
  format?: string;
  pattern?: string;
  description?: string;
  additionalProperties?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: Array<string | null>;
}

function typeOf(schema: Schema): string {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if ('const' in schema) {
    return `\`${JSON.stringify(schema.const)}\``;
  }
  if (schema.enum) {
    return schema.enum.map((value) => (value === null ? 'null' : `\`${value}\``)).join(' \\| ');
  }
  if (schema.type === 'array') {
    return `array of ${schema.items?.type === 'object' ? 'objects' : String(schema.items?.type)}`;
  }
  const detail = schema.format ? ` (${schema.format})` : schema.pattern ? ` (\`${schema.pattern}\`)` : '';
  return `${types.join(' \\| ')}${detail}`;
}

function rows(schema: Schema, prefix = ''): string[] {
  const required = schema.required ?? [];
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
    `| \`${prefix}${name}\` | ${typeOf(property)} | ${required.includes(name) ? 'yes' : 'no'} | ${property.description ?? ''} |`,
    ...(property.type === 'object' ? rows(property, `${prefix}${name}.`) : []),
    ...(property.type === 'array' && property.items?.properties ? rows(property.items, `${prefix}${name}[].`) : []),
  ]);
}

/** The section of docs/webhook-events.md about one type, generated from the catalog so the two cannot drift. */
export function catalogSection(item: WebhookEventTypeEntry): string {
  const data = item.data as Schema;
  const closed = data.additionalProperties === false;
  const fields = rows(data);
  return [
    `### \`${item.type}\``,
    '',
    item.description,
    '',
    `Since ${item.since}${item.deprecated ? ', **deprecated**' : ''}; for ${item.audiences.join(' and ')} endpoints. ` +
      (closed ? '`data` has no other keys.' : '`data` may gain keys: ignore those you do not know.'),
    '',
    ...(fields.length > 0
      ? ['| field | type | required | meaning |', '|---|---|---|---|', ...fields]
      : ['`data` is empty.']),
    '',
  ].join('\n');
}
