/** What the limits make of one matched route: decided from its template, methods and guards, once per route. */
export interface RouteLimitClass {
  /** Public API route (`/api/…`): counted against the caller's intake or read budget. */
  limited: boolean;
  /** Program intake: its own, stricter budget instead of the read budget. */
  intake: boolean;
  /** Where the program reference is: the `:reference` parameter, or the body of an open create (a handoff record). */
  referenceIn: 'param' | 'body' | undefined;
  /** A state-changing route open to every caller (`@OpenToAll()`): anonymous writes to a program are capped. */
  openWrite: boolean;
}

export interface MatchedRoute {
  /** The route template as registered with the router, e.g. `/api/programs/:reference`. */
  path: string;
  /** Express's `{ get: true }`-style map of the methods the route answers. */
  methods: Record<string, boolean | undefined>;
}

export const UNLIMITED: RouteLimitClass = { limited: false, intake: false, referenceIn: undefined, openWrite: false };

const PUBLIC_API_PREFIX = '/api/';
/** The two spellings of intake in interface.md (decisions §4): one operation, one budget. */
const INTAKE_TEMPLATES = new Set(['/api/register', '/api/programs']);
const REFERENCE_PARAM = /\/:reference(?:\/|$)/;
const ANY_PARAM = /\/:/;
const SAFE_METHODS = new Set(['get', 'head', 'options']);

/**
 * Classifies the route that answers. Everything is read from the router's own template (never from the path as the
 * client spelled it), so case, trailing slashes or percent-encoding cannot move a request into another class.
 */
export function classifyRoute(route: MatchedRoute | undefined, openToAll: boolean): RouteLimitClass {
  if (route === undefined || typeof route.path !== 'string' || !route.path.startsWith(PUBLIC_API_PREFIX)) {
    return UNLIMITED;
  }
  const methods = Object.keys(route.methods).filter((method) => route.methods[method] === true);
  const writes = methods.some((method) => !SAFE_METHODS.has(method));
  const openWrite = writes && openToAll;
  return {
    limited: true,
    intake: writes && INTAKE_TEMPLATES.has(route.path),
    referenceIn: REFERENCE_PARAM.test(route.path)
      ? 'param'
      : openWrite && !ANY_PARAM.test(route.path)
        ? 'body'
        : undefined,
    openWrite,
  };
}
