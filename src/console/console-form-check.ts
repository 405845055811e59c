import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ForbiddenError } from '../common/errors/domain-errors';
import { csrfFieldOf, formFieldsOf } from './admin-status-form';
import { ConsoleErrorCode } from './console-error-codes';
import { ConsoleSessions } from './console-sessions';
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
  constructor(private readonly sessions: ConsoleSessions) {}

  /** The form's fields once the request passed; 403 (nothing read further, nothing changed) otherwise. */
  async fields(request: Request): Promise<Record<string, unknown>> {
    const header = viaAdminHeader(request);
    const session = header ? undefined : await this.sessions.fromRequest(request);
    if (!header) {
      if (!session) {
        throw new ForbiddenError('A console session is required for this form', ConsoleErrorCode.CsrfSessionRequired);
      }
      if (!isSameOriginRequest(request)) {
        throw new ForbiddenError('Cross-site request refused', ConsoleErrorCode.CrossSiteRequest);
      }
    }
    const fields = formFieldsOf(request);
    if (session && !this.sessions.csrfValid(session, csrfFieldOf(fields))) {
      throw new ForbiddenError('Missing or invalid CSRF token', ConsoleErrorCode.CsrfInvalid);
    }
    return fields;
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

function viaAdminHeader(request: Request): boolean {
  const header = request.headers['x-admin-token'];
  return typeof header === 'string' && header.length > 0;
}
