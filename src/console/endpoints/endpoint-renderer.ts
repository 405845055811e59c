import Handlebars from 'handlebars';
import { ENDPOINT_TEMPLATE, ENDPOINT_SECRET_TEMPLATE } from '../views/endpoint.template';
import { ENDPOINTS_TEMPLATE } from '../views/endpoints.template';
import { CONSOLE_MESSAGE_TEMPLATE } from '../views/console-message.template';
import { LAYOUT_TEMPLATE } from '../views/layout.template';
import type { Frame } from '../views/console-renderer';

/** The endpoint pages' own Handlebars instance, set up as the console's: `{{value}}` is always HTML-escaped. */
const handlebars = Handlebars.create();
handlebars.registerHelper('or', (value: unknown, fallback: unknown) =>
  value === null || value === undefined || value === '' ? fallback : value,
);

const compile = (source: string) => handlebars.compile(source, { strict: false, preventIndent: true });

const PAGES = {
  endpoints: compile(ENDPOINTS_TEMPLATE),
  endpoint: compile(ENDPOINT_TEMPLATE),
  endpointSecret: compile(ENDPOINT_SECRET_TEMPLATE),
  message: compile(CONSOLE_MESSAGE_TEMPLATE),
};
const layout = compile(LAYOUT_TEMPLATE);

export type EndpointConsolePage = keyof typeof PAGES;

export function renderEndpointPage(page: EndpointConsolePage, frame: Frame, model: object): string {
  return layout({ ...frame, content: PAGES[page](model), generatedAt: new Date().toISOString() });
}
