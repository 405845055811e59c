import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { CallerGuard } from '../auth/auth.decorators';
import { ADMIN_COOKIE, CallerResolver } from '../auth/caller.resolver';
import { cookieValue } from '../http/cookies';
import { RateLimits } from './rate-limits';
import { classifyRoute, MatchedRoute, RouteLimitClass } from './route-limit-class';
import { markRouted } from './unrouted-body.gate';

type RoutedRequest = Request & { route?: MatchedRoute };

/**
 * Global guard: runs after routing and before every route guard, interceptor (an upload is not read yet) and pipe,
 * so the limits follow the route that answers however its path was spelled. Requests from a valid admin credential
 * are not limited; a wrong credential counts as none.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly classes = new WeakMap<object, RouteLimitClass>();

  constructor(
    private readonly limits: RateLimits,
    private readonly callers: CallerResolver,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<RoutedRequest>();
    markRouted(request);
    const route = this.classOf(request, context);
    // Routes outside the API (health, docs, console) answer without waiting on the caller.
    return route.limited ? this.admit(request, http.getResponse<Response>(), route) : true;
  }

  private async admit(request: Request, response: Response, route: RouteLimitClass): Promise<boolean> {
    const kind = await this.callerKind(request);
    if (kind !== 'admin') {
      this.limits.admit(request, response, route, kind === 'anonymous');
    }
    return true;
  }

  private classOf(request: RoutedRequest, context: ExecutionContext): RouteLimitClass {
    // Express types `route` as any: it is the router's matched route, absent before routing.
    const route = request.route as MatchedRoute | undefined;
    if (route === undefined) {
      return classifyRoute(undefined, false);
    }
    let routeClass = this.classes.get(route);
    if (routeClass === undefined) {
      routeClass = classifyRoute(route, this.isOpenToAll(context));
      this.classes.set(route, routeClass);
    }
    return routeClass;
  }

  /** `@OpenToAll()` routes carry exactly the base CallerGuard (admin and partner routes carry its subclasses). */
  private isOpenToAll(context: ExecutionContext): boolean {
    const guards = this.reflector.getAll<unknown[][]>(GUARDS_METADATA, [context.getHandler(), context.getClass()]);
    return guards.some((list) => Array.isArray(list) && list.includes(CallerGuard));
  }

  /**
   * Only an admin credential changes the limits (it exempts), so only that one is resolved here: a partner token is
   * taken at its word (a wrong one gets 401 from the route's guard and writes nothing), and a client that is already
   * limited costs no database lookup.
   */
  private async callerKind(request: Request): Promise<'admin' | 'partner' | 'anonymous'> {
    if (request.headers['x-admin-token'] === undefined && cookieValue(request, ADMIN_COOKIE) === undefined) {
      return request.headers['x-partner-token'] === undefined ? 'anonymous' : 'partner';
    }
    try {
      return (await this.callers.resolve(request)).kind;
    } catch {
      // A presented but wrong credential: the route's own guard answers 401; until then it is no credential.
      return 'anonymous';
    }
  }
}
