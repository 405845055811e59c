import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import type { Request } from 'express';
import { PARTNER_TOKEN_SCHEME } from '../common/auth/auth.decorators';
import { CallerResolver } from '../common/auth/caller.resolver';
import { UnauthorizedError } from '../common/errors/domain-errors';

const PARTNER_SLUG = Symbol('partner-slug');
type RequestWithPartner = Request & { [PARTNER_SLUG]?: string };

/** Partner routes answer only to a valid `X-Partner-Token`; the admin credential is no partner credential. */
@Injectable()
export class PartnerGuard implements CanActivate {
  constructor(private readonly callers: CallerResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithPartner>();
    const caller = await this.callers.resolve(request);
    if (caller.kind !== 'partner') {
      throw new UnauthorizedError('Partner token required (X-Partner-Token)', 'partner_token_required');
    }
    request[PARTNER_SLUG] = caller.partnerSlug;
    return true;
  }
}

export function PartnerOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(PartnerGuard), ApiSecurity(PARTNER_TOKEN_SCHEME));
}

/** The slug of the partner whose token opened the route. */
export const CurrentPartner = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const slug = context.switchToHttp().getRequest<RequestWithPartner>()[PARTNER_SLUG];
  if (slug === undefined) {
    throw new Error('CurrentPartner used on a route without PartnerOnly');
  }
  return slug;
});
