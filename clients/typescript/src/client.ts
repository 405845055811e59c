import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import { credentialsMiddleware, type Credentials } from './credentials';
import { iterateEvents, type IterateEventsOptions } from './paging';
import type { paths } from './schema';
import type { ProgramEvent } from './types';

export interface ProgramWorkflowClientOptions extends Credentials {
  /** The service's origin, e.g. `https://workflow.example.com`. */
  baseUrl: string;
  /** A fetch of your own (tests, proxies, retries); the global fetch otherwise. */
  fetch?: ClientOptions['fetch'];
}

/** openapi-fetch's client over every path of the document, with the paging helper. */
export interface ProgramWorkflowClient extends Client<paths> {
  iterateEvents(reference: string, options?: IterateEventsOptions): AsyncGenerator<ProgramEvent, void, undefined>;
}

export function createProgramWorkflowClient(options: ProgramWorkflowClientOptions): ProgramWorkflowClient {
  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  api.use(credentialsMiddleware(options));
  return Object.assign(api, {
    iterateEvents: (reference: string, pageOptions?: IterateEventsOptions) =>
      iterateEvents(api, reference, pageOptions),
  });
}
