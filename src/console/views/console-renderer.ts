import Handlebars from 'handlebars';
import { APPROVALS_TEMPLATE } from './approvals.template';
import { DASHBOARD_TEMPLATE } from './dashboard.template';
import { CONSOLE_MESSAGE_TEMPLATE } from './console-message.template';
import { ENDPOINT_SECRET_TEMPLATE, ENDPOINT_TEMPLATE } from './endpoint.template';
import { ENDPOINTS_TEMPLATE } from './endpoints.template';
import { LAYOUT_TEMPLATE } from './layout.template';
import { PROGRAM_TEMPLATE } from './program.template';
import { PROGRAM_DOCUMENT_TEMPLATE } from './program-document.template';
import { REGISTRATIONS_TEMPLATE } from './registrations.template';
import { SEARCH_TEMPLATE } from './search.template';
import { SIGN_IN_TEMPLATE } from './sign-in.template';
import { PARTNER_KEY_TEMPLATE, PARTNER_TEMPLATE, PARTNERS_TEMPLATE } from '../partners/partner.templates';
import { OPERATOR_TEMPLATE, OPERATOR_TOKEN_TEMPLATE, OPERATORS_TEMPLATE } from '../operators/operator.templates';

/** A private Handlebars instance: `{{value}}` is always HTML-escaped; triple-stash is used only for `content`. */
const handlebars = Handlebars.create();
handlebars.registerHelper('or', (value: unknown, fallback: unknown) =>
  value === null || value === undefined || value === '' ? fallback : value,
);

const compile = (source: string) => handlebars.compile(source, { strict: false, preventIndent: true });

const PAGES = {
  signIn: compile(SIGN_IN_TEMPLATE),
  registrations: compile(REGISTRATIONS_TEMPLATE),
  search: compile(SEARCH_TEMPLATE),
  program: compile(PROGRAM_TEMPLATE),
  programDocument: compile(PROGRAM_DOCUMENT_TEMPLATE),
  approvals: compile(APPROVALS_TEMPLATE),
  dashboard: compile(DASHBOARD_TEMPLATE),
  endpoints: compile(ENDPOINTS_TEMPLATE),
  endpoint: compile(ENDPOINT_TEMPLATE),
  endpointSecret: compile(ENDPOINT_SECRET_TEMPLATE),
  message: compile(CONSOLE_MESSAGE_TEMPLATE),
  partners: compile(PARTNERS_TEMPLATE),
  partner: compile(PARTNER_TEMPLATE),
  partnerKey: compile(PARTNER_KEY_TEMPLATE),
  operators: compile(OPERATORS_TEMPLATE),
  operator: compile(OPERATOR_TEMPLATE),
  operatorToken: compile(OPERATOR_TOKEN_TEMPLATE),
};
const layout = compile(LAYOUT_TEMPLATE);

export type ConsolePage = keyof typeof PAGES;

export interface Flash {
  kind: 'success' | 'info' | 'error';
  text: string;
  alert?: boolean;
}

export interface Frame {
  title: string;
  signedIn: boolean;
  /** CSRF token for the sign-out form (cookie sessions only). */
  signOutToken?: string;
  flash?: Flash;
  /** What the header's search box shows (the search page's own query). */
  searchQuery?: string;
}

export function renderPage(page: ConsolePage, frame: Frame, model: object): string {
  const content = PAGES[page](model);
  return withoutTrailingSpaces(layout({ ...frame, content, generatedAt: new Date().toISOString() }));
}

/**
 * The page without the blanks Handlebars leaves where a block renders nothing (html-validate's
 * `no-trailing-whitespace`); line by line, in linear time.
 */
function withoutTrailingSpaces(html: string): string {
  return html
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}
