import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { OperatorCaller } from '../common/auth/auth.decorators';
import { CallerResolver } from '../common/auth/caller.resolver';
import { ForbiddenError } from '../common/errors/domain-errors';
import { csrfFieldOf, formFieldsOf } from './admin-status-form';
import { ConsoleErrorCode } from './console-error-codes';
import { ConsoleSession, ConsoleSessions } from './console-sessions';
import { isSameOriginRequest } from './same-origin';

/** The layout's frame for a signed-in page: the sign-out form carries the session's CSRF token. */
export interface SignedInFrame {
  signedIn: true;
  signOutToken?: string;
}

/**
 * The console's rules for a form post, as the status and approval forms apply them: from a cookie session only
 * with the session's CSRF token and a same-origin request; the `X-Admin-Token` header needs neither.
 */
@Injectable()
export class ConsoleFormCheck {
  constructor(
    private readonly sessions: ConsoleSessions,
    private readonly callers: CallerResolver,
  ) {}

  /** A console page's reader: an operator, or (signed out) undefined once sent to the sign-in page. */
  async reader(request: Request, response: Response): Promise<OperatorCaller | undefined> {
    const caller = await this.callers.resolve(request);
    if (caller.kind !== 'admin') {
      response.redirect(303, '/admin');
      return undefined;
    }
    return caller;
  }

  /** The form's fields once the request passed; 403 (nothing read further, nothing changed) otherwise. */
  async fields(request: Request): Promise<Record<string, unknown>> {
    const admitted = await this.admit(request);
    const fields = formFieldsOf(request);
    this.assertCsrf(admitted, fields);
    return fields;
  }

  /**
   * The checks made before a form's body is read (a multipart upload reads it itself): a cookie session from the
   * same origin, or the `X-Admin-Token` header. Answers the session (undefined with the header); 403 otherwise.
   */
  async admit(request: Request): Promise<ConsoleSession | undefined> {
    if (viaAdminHeader(request)) {
      return undefined;
    }
    const session = await this.sessions.fromRequest(request);
    if (!session) {
      throw new ForbiddenError('A console session is required for this form', ConsoleErrorCode.CsrfSessionRequired);
    }
    if (!isSameOriginRequest(request)) {
      throw new ForbiddenError('Cross-site request refused', ConsoleErrorCode.CrossSiteRequest);
    }
    return session;
  }

  /** 403 unless the fields carry the session's CSRF token (no session: the header needs none). */
  assertCsrf(session: ConsoleSession | undefined, fields: Record<string, unknown>): void {
    if (session && !this.sessions.csrfValid(session, csrfFieldOf(fields))) {
      throw new ForbiddenError('Missing or invalid CSRF token', ConsoleErrorCode.CsrfInvalid);
    }
  }

  /** The CSRF token the page's forms carry ('' without a cookie session: the header needs none). */
  async csrfToken(request: Request): Promise<string> {
    const session = await this.sessions.fromRequest(request);
    return session ? this.sessions.csrfToken(session) : '';
  }

  async frame(request: Request): Promise<SignedInFrame> {
    const session = await this.sessions.fromRequest(request);
    return { signedIn: true, signOutToken: session && !session.legacy ? this.sessions.csrfToken(session) : undefined };
  }
}

/** A script's form post (`X-Admin-Token`) rather than a console page's: its refusals are the API's JSON answers. */
export function viaAdminHeader(request: Request): boolean {
  const header = request.headers['x-admin-token'];
  return typeof header === 'string' && header.length > 0;
}
