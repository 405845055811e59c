import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
}

/** Carries the request id to every log line written while a request is handled. */
export const requestContext = new AsyncLocalStorage<RequestContext>();
