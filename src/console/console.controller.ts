import { Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, CurrentOperator, OperatorCaller } from '../common/auth/auth.decorators';
import { CallerResolver } from '../common/auth/caller.resolver';
import { OperatorIdentity } from '../common/auth/caller';
import { ConflictError, DomainError, ForbiddenError } from '../common/errors/domain-errors';
import { ApprovalErrorCode } from '../approvals/approval-error-codes';
import { ApprovalsService } from '../approvals/approvals.service';
import { approvalNotFound } from '../approvals/dto/approval.dto';
import { MAX_STORED_ID } from '../common/validation/field-spec';
import { ConsoleErrorCode } from './console-error-codes';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { APPLICATION_STATUSES } from '../registrations/registration.enums';
import { ApiErrors, OperationId } from '../openapi/api-answers';
import { RegistrationAdminService } from '../registrations/registration-admin.service';
import {
  AdminStatusForm,
  csrfFieldOf,
  formFieldsOf,
  parseAdminStatusForm,
  parseApprovalRejectForm,
} from './admin-status-form';
import { approvalsPage, filtersFromQuery, registrationsPage, searchPage, sendHtml, signInPage } from './console-pages';
import { ConsoleQueries } from './console-queries';
import { RegistrationSearch, SEARCH_MAX_LENGTH } from '../admin/registration-search.service';
import { RequestValidationError } from '../common/validation/pydantic-error';
import { ProgramPageService } from './programs/program-page.service';
import { ConsoleFormCheck } from './console-form-check';
import { ADMIN_SESSION_COOKIE, ConsoleSession, ConsoleSessions } from './console-sessions';
import { SignInThrottle } from './sign-in-throttle';
import { ConsoleSignIn } from './console-sign-in';
import { isSameOriginRequest } from './same-origin';
import { CONSOLE_CSS } from './views/console.css';
import { Flash } from './views/console-renderer';

type StatusOutcome = 'changed' | 'unchanged' | 'requested' | 'refused';

const REFUSED_CURSOR =
  'That page link does not belong to these filters, or was altered: showing the newest registrations instead.';
type ApprovalOutcome = 'confirmed' | 'rejected' | 'refused';

/** Refusals the forms show on the page (200 with the reason) rather than as an error answer. */
const SHOWN_REFUSALS: ReadonlySet<string> = new Set([
  ApprovalErrorCode.DecisionRoleRequired,
  ApprovalErrorCode.ApprovalOwnRequest,
]);

const APPROVAL_FORM_ERRORS = {
  400: 'The body is not an application/x-www-form-urlencoded form, or it could not be read completely.',
  403:
    'With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the ' +
    'role is below approver (code `operator_role_required`). Nothing changed.',
  404: 'No approval request has this id (code `approval_not_found`); nothing changed.',
} as const;

const APPROVAL_FORM_ANSWER = {
  description: 'The "Waiting for approval" page, showing what happened.',
  headers: {
    'X-Approval-Outcome': {
      description:
        'confirmed or rejected; refused: your own request (confirming), no longer pending, or the program moved ' +
        'on (the request is then stale); nothing changed',
      schema: { type: 'string', enum: ['confirmed', 'rejected', 'refused'] },
    },
  },
  content: { 'text/html': { schema: { type: 'string' } } },
};

/**
 * The operator console: server-rendered pages over the same services as the admin API. Reads accept any
 * admin credential; the one write (`POST /admin/status`) from a cookie session also needs the session's
 * CSRF token and a same-origin request.
 */
@ApiTags('admin')
@Controller('admin')
export class ConsoleController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly callers: CallerResolver,
    private readonly sessions: ConsoleSessions,
    private readonly throttle: SignInThrottle,
    private readonly signIns: ConsoleSignIn,
    private readonly queries: ConsoleQueries,
    private readonly admin: RegistrationAdminService,
    private readonly approvals: ApprovalsService,
    private readonly forms: ConsoleFormCheck,
    private readonly registrationSearch: RegistrationSearch,
    private readonly programPages: ProgramPageService,
  ) {}

  @Get()
  @ApiExcludeEndpoint()
  async home(@Req() request: Request, @Res() response: Response, @Query() query: Record<string, unknown>) {
    if (!(await this.isAdmin(request))) {
      sendHtml(response, 200, signInPage(undefined, this.signInOptions()));
      return;
    }
    const filters = filtersFromQuery(query);
    const list = await this.queries.list(filters);
    const frame = this.frame(await this.sessions.fromRequest(request));
    if (list.cursorRefused) {
      const flash: Flash = { kind: 'error', text: REFUSED_CURSOR, alert: true };
      sendHtml(response, 422, registrationsPage({ ...frame, flash }, { ...filters, cursor: undefined }, list));
      return;
    }
    sendHtml(response, 200, registrationsPage(frame, filters, list));
  }

  @Get('search')
  @ApiExcludeEndpoint()
  async searchPrograms(@Req() request: Request, @Res() response: Response, @Query('q') q: unknown) {
    if (!(await this.forms.reader(request, response))) {
      return;
    }
    const frame = await this.forms.frame(request);
    const query = typeof q === 'string' ? q : '';
    try {
      sendHtml(response, 200, searchPage(frame, await this.registrationSearch.search(query)));
    } catch (error) {
      if (!(error instanceof RequestValidationError)) {
        throw error;
      }
      const kept = { query: query.trim(), matches: [], truncated: false };
      const invalid = `Search for at most ${SEARCH_MAX_LENGTH} characters.`;
      sendHtml(
        response,
        400,
        searchPage({ ...frame, flash: { kind: 'error', text: invalid, alert: true } }, kept, invalid),
      );
    }
  }

  @Post('sign-in')
  @ApiExcludeEndpoint()
  async signIn(@Req() request: Request, @Res() response: Response) {
    const client = request.ip ?? 'unknown';
    const lockedFor = this.throttle.lockedFor(client);
    if (lockedFor > 0) {
      response.set('Retry-After', String(lockedFor));
      sendHtml(response, 429, signInPage(tooManyAttempts(lockedFor), this.signInOptions()));
      return;
    }
    const fields = formFieldsOf(request);
    const token = typeof fields.token === 'string' ? fields.token : '';
    const operator = await this.signIns.withToken(token);
    if (!operator) {
      await this.throttle.failed(client);
      sendHtml(
        response,
        401,
        signInPage({ kind: 'error', text: 'That token is not valid.', alert: true }, this.signInOptions()),
      );
      return;
    }
    await this.signIns.open(response, operator, 'token');
    response.set('Cache-Control', 'no-store').redirect(303, '/admin');
  }

  @Post('sign-out')
  @ApiExcludeEndpoint()
  async signOut(@Req() request: Request, @Res() response: Response) {
    const session = await this.sessions.fromRequest(request);
    if (session) {
      this.assertCsrfSafe(request, session, csrfFieldOf(formFieldsOf(request)));
      await this.sessions.revoke(session);
    }
    response.clearCookie(ADMIN_SESSION_COOKIE, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: this.config.secureCookies,
    });
    response.set('Cache-Control', 'no-store').redirect(303, '/admin');
  }

  @Get('assets/console.css')
  @ApiExcludeEndpoint()
  stylesheet(@Res() response: Response) {
    response
      .status(200)
      .set({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
      .send(CONSOLE_CSS);
  }

  @Post('status')
  @OperationId('submitConsoleStatusForm')
  @ApiOperation({
    summary: 'Admin status form: applies the registration state machine and answers with the console page',
    description:
      'Form-urlencoded. With the `ops_admin` cookie session it needs the session CSRF token and a same-origin ' +
      'request (403 otherwise, nothing changed); with `X-Admin-Token` it needs neither. A move the state machine ' +
      '(or, four-eyes off, the role) forbids is answered 200 with the page showing why (header ' +
      '`X-Status-Outcome: refused`); a move under the four-eyes rule opens a request (`requested`).',
  })
  @AdminOnly('reviewer')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['reference', 'status'],
      properties: {
        reference: { type: 'string', maxLength: 20, description: 'The program, e.g. `PRG-123456`.' },
        status: { type: 'string', enum: [...APPLICATION_STATUSES], description: 'The status to move to.' },
        status_note: { type: 'string', maxLength: 2000, default: '', description: 'Why; empty keeps the note.' },
        settlement_path: { type: 'string', maxLength: 32, default: '', description: 'Empty keeps the path.' },
        partner_filter: { type: 'string', maxLength: 64, default: '', description: 'Kept for the page links.' },
        csrf_token: {
          type: 'string',
          maxLength: 256,
          default: '',
          description: 'The console session CSRF token (only with the cookie session).',
        },
      },
    },
  })
  @ApiOkResponse({
    description:
      "The program's console page, showing whether the status changed, stayed, or was refused by the state machine.",
    headers: {
      'X-Status-Outcome': {
        description:
          'changed, unchanged, requested (four-eyes: the move waits for a second approver; nothing moved yet), ' +
          'or refused (the state machine or the role forbids the move; nothing changed)',
        schema: { type: 'string', enum: ['changed', 'unchanged', 'requested', 'refused'] },
      },
    },
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  @ApiErrors({
    400: 'The body is not an application/x-www-form-urlencoded form, or it could not be read completely.',
    403: 'With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin.',
    404: 'No program has this reference; nothing changed.',
  })
  async status(@Req() request: Request, @Res() response: Response, @CurrentOperator() caller: OperatorCaller) {
    const operator = caller.operator;
    const fields = await this.checkedForm(request);
    const form = parseAdminStatusForm(fields);
    const { flash, outcome } = await this.apply(form, operator);
    response.set('X-Status-Outcome', outcome);
    const page = { partnerFilter: form.partner_filter, flash };
    sendHtml(response, 200, await this.programPages.render(request, operator, form.reference, page));
  }

  @Get('approvals')
  @ApiExcludeEndpoint()
  async approvalQueue(@Req() request: Request, @Res() response: Response) {
    const caller = await this.forms.reader(request, response);
    if (caller) {
      sendHtml(response, 200, await this.renderApprovals(request, caller.operator));
    }
  }

  @Post('approvals/:id/confirm')
  @OperationId('submitConsoleApprovalConfirm')
  @ApiOperation({
    summary: "Console: confirm another operator's four-eyes request (the status moves); answers the queue page",
    description:
      'Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role approver.',
  })
  @AdminOnly('approver')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ schema: { type: 'object', properties: { csrf_token: { type: 'string', maxLength: 256, default: '' } } } })
  @ApiOkResponse(APPROVAL_FORM_ANSWER)
  @ApiErrors(APPROVAL_FORM_ERRORS)
  async confirmApproval(
    @Req() request: Request,
    @Res() response: Response,
    @Param('id') id: string,
    @CurrentOperator() { operator }: OperatorCaller,
  ) {
    await this.checkedForm(request);
    await this.decide(request, response, operator, 'confirmed', () =>
      this.approvals.confirm(approvalIdOf(id), operator),
    );
  }

  @Post('approvals/:id/reject')
  @OperationId('submitConsoleApprovalReject')
  @ApiOperation({
    summary: 'Console: reject (or, as its requester, withdraw) a four-eyes request; answers the queue page',
    description:
      'Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role approver.',
  })
  @AdminOnly('approver')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['reason'],
      properties: {
        reason: { type: 'string', minLength: 1, maxLength: 2000, description: 'Why the move is refused.' },
        csrf_token: { type: 'string', maxLength: 256, default: '' },
      },
    },
  })
  @ApiOkResponse(APPROVAL_FORM_ANSWER)
  @ApiErrors(APPROVAL_FORM_ERRORS)
  async rejectApproval(
    @Req() request: Request,
    @Res() response: Response,
    @Param('id') id: string,
    @CurrentOperator() { operator }: OperatorCaller,
  ) {
    const fields = await this.checkedForm(request);
    const approvalId = approvalIdOf(id);
    const form = parseApprovalRejectForm(fields);
    await this.decide(request, response, operator, 'rejected', () =>
      this.approvals.reject(approvalId, form.reason, operator),
    );
  }

  /**
   * The fields of a console form post whose operator and role the guard admitted: from a cookie session only
   * with the session's CSRF token and a same-origin request (the `X-Admin-Token` header needs neither).
   */
  private checkedForm(request: Request): Promise<Record<string, unknown>> {
    return this.forms.fields(request);
  }

  private async decide(
    request: Request,
    response: Response,
    operator: OperatorIdentity,
    done: Exclude<ApprovalOutcome, 'refused'>,
    work: () => Promise<{ reference: string; from: string; to: string }>,
  ): Promise<void> {
    let outcome: ApprovalOutcome = done;
    let flash: Flash;
    try {
      const approval = await work();
      flash =
        done === 'confirmed'
          ? { kind: 'success', text: `Confirmed: ${approval.reference} moved from ${approval.from} to ${approval.to}.` }
          : { kind: 'info', text: `Rejected: ${approval.reference} stays ${approval.from}.` };
    } catch (error) {
      if (!(error instanceof ConflictError || isShownRefusal(error))) {
        throw error;
      }
      outcome = 'refused';
      flash = { kind: 'error', text: `Refused: ${error.detail}`, alert: true };
    }
    response.set('X-Approval-Outcome', outcome);
    sendHtml(response, 200, await this.renderApprovals(request, operator, flash));
  }

  private async apply(
    form: AdminStatusForm,
    operator: OperatorIdentity,
  ): Promise<{ flash: Flash; outcome: StatusOutcome }> {
    const before = await this.queries.registration(form.reference);
    try {
      const result = await this.admin.update(
        form.reference,
        {
          status: form.status,
          status_note: form.status_note === '' ? null : form.status_note,
          settlement_path: form.settlement_path === '' ? null : form.settlement_path,
        },
        operator,
      );
      if (result.kind === 'requested') {
        return {
          outcome: 'requested',
          flash: { kind: 'info', text: 'Approval requested; waiting for a second approver.' },
        };
      }
      const after = result.registration;
      if (after.status !== before.status) {
        return {
          outcome: 'changed',
          flash: { kind: 'success', text: `Status changed from ${before.status} to ${after.status}.` },
        };
      }
      return {
        outcome: 'unchanged',
        flash: { kind: 'info', text: `Status unchanged (${after.status}); details saved.` },
      };
    } catch (error) {
      if (error instanceof ConflictError || isShownRefusal(error)) {
        return { outcome: 'refused', flash: { kind: 'error', text: `Refused: ${error.detail}`, alert: true } };
      }
      throw error;
    }
  }

  private async renderApprovals(request: Request, operator: OperatorIdentity, flash?: Flash): Promise<string> {
    const session = await this.sessions.fromRequest(request);
    return approvalsPage({ ...this.frame(session), flash }, await this.queries.pendingApprovals(), {
      viewer: operator,
      csrfToken: session ? this.sessions.csrfToken(session) : '',
    });
  }

  private signInOptions(): { oidc: boolean } {
    return { oidc: this.config.oidc !== undefined };
  }

  private frame(session: ConsoleSession | undefined) {
    return { signedIn: true, signOutToken: session && !session.legacy ? this.sessions.csrfToken(session) : undefined };
  }

  private async isAdmin(request: Request): Promise<boolean> {
    return (await this.callers.resolve(request)).kind === 'admin';
  }

  private assertCsrfSafe(request: Request, session: ConsoleSession, token: string): void {
    this.assertSameOrigin(request);
    this.assertCsrf(session, token);
  }

  private assertSameOrigin(request: Request): void {
    if (!isSameOriginRequest(request)) {
      throw new ForbiddenError('Cross-site request refused', ConsoleErrorCode.CrossSiteRequest);
    }
  }

  private assertCsrf(session: ConsoleSession, token: string): void {
    if (!this.sessions.csrfValid(session, token)) {
      throw new ForbiddenError('Missing or invalid CSRF token', ConsoleErrorCode.CsrfInvalid);
    }
  }
}

function isShownRefusal(error: unknown): error is DomainError {
  return error instanceof DomainError && SHOWN_REFUSALS.has(error.code);
}

/** The request id of the path; one no row can have answers the same 404 as an unknown one. */
function approvalIdOf(value: string): number {
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;
  if (id < 1 || id > MAX_STORED_ID) {
    throw approvalNotFound();
  }
  return id;
}

function tooManyAttempts(seconds: number): Flash {
  return { kind: 'error', text: `Too many wrong tokens. Try again in ${seconds} seconds.`, alert: true };
}
