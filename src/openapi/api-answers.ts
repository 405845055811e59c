import { applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiResponse } from '@nestjs/swagger';
import { HTTP_ERROR_REF } from './error-schemas';

/** Answers an operation gives because of its own rules; the rest (401, 422, 429, 503 …) follow from its traits. */
export type DomainAnswer = 400 | 403 | 404 | 409 | 410 | 413 | 415;

export const PUBLIC_EXTENSION = 'x-public';
export const NO_DEPENDENCY_EXTENSION = 'x-no-dependency';
/** The least operator role an operation admits (kept in the document: the route × role matrix). */
export const OPERATOR_ROLE_EXTENSION = 'x-operator-role';

/** Declares the operation's own error answers, each with the `HTTPError` body: `@ApiErrors({ 404: 'Unknown program' })`. */
export function ApiErrors(answers: Partial<Record<DomainAnswer, string>>): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...Object.entries(answers).map(([status, description]) =>
      // Always JSON, even on a route whose success is HTML or CSV (`@ApiProduces` would relabel a bare schema).
      ApiResponse({
        status: Number(status),
        description,
        content: { 'application/json': { schema: { $ref: HTTP_ERROR_REF } } },
      }),
    ),
  );
}

/** Open to everyone on purpose and independent of who asks: documented as `security: []`. */
export function Public(): MethodDecorator & ClassDecorator {
  return ApiExtension(PUBLIC_EXTENSION, true);
}

/** Answers from memory (catalogs, liveness): never 503, whatever state the database is in. */
export function ServedFromMemory(): MethodDecorator & ClassDecorator {
  return ApiExtension(NO_DEPENDENCY_EXTENSION, true);
}

const OPERATION_IDS = new Map<string, string[]>();

/**
 * The operation's id in generated clients (`registerProgram`). A handler serving several paths names one id per
 * path, in the order of its route decorator's paths.
 */
export function OperationId(...names: string[]): MethodDecorator {
  return (target, key) => {
    OPERATION_IDS.set(`${target.constructor.name}.${String(key)}`, names);
  };
}

/** `operationIdFactory` for @nestjs/swagger: Nest names an alias path's handler `method[index]`. */
export function operationIdOf(controllerKey: string, methodKey: string): string {
  const alias = /^(\w+)\[(\d+)\]$/.exec(methodKey);
  const handler = alias ? alias[1] : methodKey;
  const names = OPERATION_IDS.get(`${controllerKey}.${handler}`);
  const name = names?.[alias ? Number(alias[2]) : 0];
  return name ?? `${controllerKey}_${methodKey}`;
}
