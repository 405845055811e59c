import type { paths } from './schema';

/** The 200 JSON body of `method` on `path`, read from the generated document types. */
export type JsonResponse<
  Path extends keyof paths,
  Method extends 'get' | 'post' | 'patch' | 'delete',
> = paths[Path][Method] extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

export type ProgramEventsPage = JsonResponse<'/api/programs/{reference}/events', 'get'>;
export type ProgramEvent = ProgramEventsPage['events'][number];
