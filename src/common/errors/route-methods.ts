import type { Request } from 'express';

interface RouterLayer {
  route?: { methods: Record<string, boolean> };
  match(path: string): boolean;
}

/** Methods the app serves on the request's path, so a wrong method answers 405 instead of 404. */
export function allowedMethodsFor(request: Request): string[] {
  const router = (request.app as unknown as { router?: { stack: RouterLayer[] } }).router;
  if (!router) {
    return [];
  }
  const methods = new Set<string>();
  for (const layer of router.stack) {
    if (layer.route && layer.match(request.path)) {
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (enabled && method !== '_all') {
          methods.add(method.toUpperCase());
        }
      }
    }
  }
  return [...methods].sort();
}
