import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth, ApiExtension, ApiSecurity } from '@nestjs/swagger';
import type { Request } from 'express';
import { ForbiddenError, UnauthorizedError } from '../errors/domain-errors';
import { OPERATOR_ROLE_EXTENSION } from '../../openapi/api-answers';
import { OperatorRole, roleIncludes } from '../../operators/accounts/operator-role';
import { CommonErrorCode } from '../errors/common-error-codes';
import { Caller } from './caller';
import { CallerResolver } from './caller.resolver';

export const ADMIN_TOKEN_SCHEME = 'AdminToken';
export const ADMIN_COOKIE_SCHEME = 'AdminCookie';
export const PARTNER_TOKEN_SCHEME = 'PartnerToken';

const RESOLVED_CALLER = Symbol('resolved-caller');
type RequestWithResolvedCaller = Request & { [RESOLVED_CALLER]?: Caller };

const REQUIRED_ROLE = Symbol('required-operator-role');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the caller once per request and keeps it for `@CurrentCaller()`. On its own it serves routes open
 * to everyone (a wrong header credential still answers 401); subclasses admit only one kind of caller. Every
 * operator is held to the route's role (`@AdminOnly(role)`, `@OpenToAll(role)`, `@RequiresRole(role)`): the one
 * place the route × role matrix is enforced. A route that names none admits viewers to reads and owners only
 * to writes, so a forgotten write fails closed.
 */
@Injectable()
export class CallerGuard implements CanActivate {
  constructor(
    private readonly callers: CallerResolver,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithResolvedCaller>();
    const caller = await this.callers.resolve(request);
    this.admit(caller);
    if (caller.kind === 'admin') {
      const required =
        this.reflector.getAllAndOverride<OperatorRole | undefined>(REQUIRED_ROLE, [
          context.getHandler(),
          context.getClass(),
        ]) ?? (SAFE_METHODS.has(request.method) ? 'viewer' : 'owner');
      if (!roleIncludes(caller.operator.role, required)) {
        throw new ForbiddenError(
          `This needs the ${required} role; your role is ${caller.operator.role}`,
          CommonErrorCode.OperatorRoleRequired,
        );
      }
    }
    request[RESOLVED_CALLER] = caller;
    return true;
  }

  protected admit(_caller: Caller): void {}
}

@Injectable()
export class AdminGuard extends CallerGuard {
  protected override admit(caller: Caller): void {
    if (caller.kind !== 'admin') {
      throw new UnauthorizedError('Admin credential required', CommonErrorCode.AdminRequired);
    }
  }
}

/** Partner routes answer only to a valid `X-Partner-Token`; the admin credential is no partner credential. */
@Injectable()
export class PartnerGuard extends CallerGuard {
  protected override admit(caller: Caller): void {
    if (caller.kind !== 'partner') {
      throw new UnauthorizedError('Partner token required (X-Partner-Token)', CommonErrorCode.PartnerTokenRequired);
    }
  }
}

/** The least operator role this route (or every route of this controller) admits; documented as `x-operator-role`. */
export function RequiresRole(role: OperatorRole): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(REQUIRED_ROLE, role), ApiExtension(OPERATOR_ROLE_EXTENSION, role));
}

/** Operator credential required (`X-Admin-Token` header or the `ops_admin` cookie), of at least `role`. */
export function AdminOnly(role: OperatorRole): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(AdminGuard),
    RequiresRole(role),
    ApiSecurity(ADMIN_TOKEN_SCHEME),
    ApiCookieAuth(ADMIN_COOKIE_SCHEME),
  );
}

export function PartnerOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(PartnerGuard), ApiSecurity(PARTNER_TOKEN_SCHEME));
}

/** Open route whose answer depends on who asks (masking, event source); an operator needs at least `role`. */
export function OpenToAll(role: OperatorRole = 'viewer'): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(CallerGuard),
    RequiresRole(role),
    ApiSecurity({}),
    ApiSecurity(ADMIN_TOKEN_SCHEME),
    ApiSecurity(PARTNER_TOKEN_SCHEME),
  );
}

export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const caller = context.switchToHttp().getRequest<RequestWithResolvedCaller>()[RESOLVED_CALLER];
  if (!caller) {
    throw new Error('CurrentCaller used on a route without AdminOnly/PartnerOnly/OpenToAll');
  }
  return caller;
});

/** The slug of the partner whose token opened a `@PartnerOnly()` route. */
export const CurrentPartner = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const caller = context.switchToHttp().getRequest<RequestWithResolvedCaller>()[RESOLVED_CALLER];
  if (caller?.kind !== 'partner') {
    throw new Error('CurrentPartner used on a route without PartnerOnly');
  }
  return caller.partnerSlug;
});

export type OperatorCaller = Extract<Caller, { kind: 'admin' }>;

/** The operator whose credential opened an `@AdminOnly()` route. */
export const CurrentOperator = createParamDecorator((_data: unknown, context: ExecutionContext): OperatorCaller => {
  const caller = context.switchToHttp().getRequest<RequestWithResolvedCaller>()[RESOLVED_CALLER];
  if (caller?.kind !== 'admin') {
    throw new Error('CurrentOperator used on a route without AdminOnly');
  }
  return caller;
});
