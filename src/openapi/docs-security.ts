import type { NextFunction, Request, Response } from 'express';

/**
 * The API docs pages (decisions §14 rev 2): every script, style, image and font from this origin. Inline
 * styles are allowed because swagger-ui and ReDoc (styled-components) inject them; scripts never inline.
 * `data:` images are the icons inside swagger-ui's own stylesheet; ReDoc runs its search index in a `blob:` worker.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** CSP and frame protection on everything served under /docs and /redoc (pages and their assets). */
export function docsSecurityHeaders(_request: Request, response: Response, next: NextFunction): void {
  response.set({
    'Content-Security-Policy': DOCS_CSP,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  });
  next();
}
