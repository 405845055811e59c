const WITHOUT_BODY = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/** Whether requests with this method can carry a body an operation reads (POST, PUT, PATCH). */
export function methodTakesBody(method: string | undefined): boolean {
  return method !== undefined && !WITHOUT_BODY.has(method.toUpperCase());
}
