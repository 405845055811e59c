import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiSecurity } from '@nestjs/swagger';
import type { Request } from 'express';
import { UnauthorizedError } from '../errors/domain-errors';
import { CommonErrorCode } from '../errors/common-error-codes';
import { Caller } from './caller';
import { CallerResolver } from './caller.resolver';

export const ADMIN_TOKEN_SCHEME = 'AdminToken';
export const ADMIN_COOKIE_SCHEME = 'AdminCookie';
export const PARTNER_TOKEN_SCHEME = 'PartnerToken';

const RESOLVED_CALLER = Symbol('resolved-caller');
type RequestWithResolvedCaller = Request & { [RESOLVED_CALLER]?: Caller };

/**
 * Resolves the caller once per request and keeps it for `@CurrentCaller()`. On its own it serves routes open
 * to everyone (a wrong header credential still answers 401); subclasses admit only one kind of caller.
 */
@Injectable()
export class CallerGuard implements CanActivate {
  constructor(private readonly callers: CallerResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithResolvedCaller>();
    const caller = await this.callers.resolve(request);
    this.admit(caller);
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

/** Admin credential required: `X-Admin-Token` header or the `ops_admin` cookie. */
export function AdminOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(AdminGuard), ApiSecurity(ADMIN_TOKEN_SCHEME), ApiCookieAuth(ADMIN_COOKIE_SCHEME));
}

export function PartnerOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(PartnerGuard), ApiSecurity(PARTNER_TOKEN_SCHEME));
}

/** Open route whose answer depends on who asks (masking, event source). */
export function OpenToAll(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(CallerGuard),
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
