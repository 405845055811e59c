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
import { Caller } from './caller';
import { CallerResolver } from './caller.resolver';

export const ADMIN_TOKEN_SCHEME = 'AdminToken';
export const ADMIN_COOKIE_SCHEME = 'AdminCookie';
export const PARTNER_TOKEN_SCHEME = 'PartnerToken';

const RESOLVED_CALLER = Symbol('resolved-caller');
type RequestWithResolvedCaller = Request & { [RESOLVED_CALLER]?: Caller };

@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly callers: CallerResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithResolvedCaller>();
    const caller = await this.callers.resolve(request);
    if (caller.kind !== 'admin') {
      throw new UnauthorizedError('Admin credential required', 'admin_required');
    }
    request[RESOLVED_CALLER] = caller;
    return true;
  }
}

/** Resolves the caller for routes open to everyone (a wrong header credential still answers 401). */
@Injectable()
export class CallerGuard implements CanActivate {
  constructor(private readonly callers: CallerResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithResolvedCaller>();
    request[RESOLVED_CALLER] = await this.callers.resolve(request);
    return true;
  }
}

/** Admin credential required: `X-Admin-Token` header or the `ops_admin` cookie. */
export function AdminOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(AdminGuard), ApiSecurity(ADMIN_TOKEN_SCHEME), ApiCookieAuth(ADMIN_COOKIE_SCHEME));
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
    throw new Error('CurrentCaller used on a route without AdminOnly/OpenToAll');
  }
  return caller;
});
