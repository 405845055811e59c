import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { OperatorList } from '../../operators/accounts/dto/operator.dto';
import { ApiBody, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, CurrentOperator, OperatorCaller } from '../../common/auth/auth.decorators';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../common/errors/domain-errors';
import { pydanticError, RequestValidationError } from '../../common/validation/pydantic-error';
import { OperationId } from '../../openapi/api-answers';
import {
  OperatorCreate,
  operatorNotFound,
  OperatorParams,
  OperatorPatch,
} from '../../operators/accounts/dto/operator.dto';
import { OperatorTokenCreate, OperatorTokenParams } from '../../operators/accounts/dto/operator-token.dto';
import { OPERATOR_ROLES } from '../../operators/accounts/operator-role';
import { roleIncludes } from '../../operators/accounts/operator-role';
import { OperatorsService } from '../../operators/accounts/operators.service';
import { sendHtml } from '../console-pages';
import { ConsoleFormCheck } from '../console-form-check';
import {
  ConsoleFormAnswers,
  fieldErrorsOf,
  fromConsolePage,
  keptText,
  redirectAfterPost,
  validatedForm,
} from '../console-form-answers';
import { rowIdOf } from '../endpoints/endpoint-forms';
import { renderPage } from '../views/console-renderer';
import { OperatorDirectory, OperatorPageData } from './operator-directory.service';
import { operatorFlashFromQuery, operatorHref } from './operator-forms';
import { KeptForm, OperatorPageOptions, operatorPage, operatorsPage, operatorTokenPage } from './operator-pages';

const CSRF_FIELD = {
  type: 'string',
  maxLength: 256,
  default: '',
  description: 'The console session CSRF token (only with the cookie session).',
};
const CSRF_ONLY = { type: 'object', properties: { csrf_token: CSRF_FIELD } };
const ROLE = { type: 'string', enum: [...OPERATOR_ROLES], description: 'viewer, reviewer, approver or owner.' };

const OWNER_FORBIDDEN =
  'With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role ' +
  'is below owner (code `operator_role_required`). Nothing changed.';
const TOKEN_FORBIDDEN =
  'With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the caller ' +
  'is neither this operator nor an owner (code `operator_role_required`). Nothing changed.';
const NO_OPERATOR = 'No operator has this id (code `operator_not_found`); nothing changed.';

/** Handles a refusal of a form from a console page by sending a page; false when it is not one it shows. */
type RefusalPage = (error: unknown) => Promise<boolean>;

/**
 * The console's operators and roles, through the operator accounts API's own service and with its rules: owners
 * list, add, re-role, deactivate and reactivate operators and manage anyone's personal tokens; every operator
 * manages their own tokens; nobody else sees the list (as `GET /api/operator/operators`).
 */
const REFUSED_PAGE_LINK = 'That page link was not one this list gave out, or was altered: showing the first page.';

@ApiTags('admin')
@Controller('admin/operators')
export class OperatorsConsoleController {
  constructor(
    private readonly forms: ConsoleFormCheck,
    private readonly directory: OperatorDirectory,
    private readonly operators: OperatorsService,
  ) {}

  @Get()
  @ApiExcludeEndpoint()
  async list(@Req() request: Request, @Res() response: Response) {
    const caller = await this.forms.reader(request, response);
    if (caller) {
      sendHtml(response, 200, await this.listPage(request, caller));
    }
  }

  @Get(':id')
  @ApiExcludeEndpoint()
  async show(
    @Req() request: Request,
    @Res() response: Response,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
  ) {
    const caller = await this.forms.reader(request, response);
    if (caller) {
      await this.sendOperatorPage(request, response, caller, rowIdOf(id), 200, (data) => ({
        flash: operatorFlashFromQuery(query, data),
      }));
    }
  }

  @Post('new')
  @AdminOnly('owner')
  @OperationId('submitConsoleOperatorCreate')
  @ApiOperation({
    summary: 'Console: add an operator account with a role; answers a redirect to its page',
    description:
      'Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The ' +
      'service and rules of `POST /api/operator/operators`.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['email', 'display_name', 'role'],
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        display_name: { type: 'string', minLength: 1, maxLength: 128 },
        role: ROLE,
        csrf_token: CSRF_FIELD,
      },
    },
  })
  @ConsoleFormAnswers({
    success: { status: 303, description: "To the new operator's page." },
    refusals: {
      409: 'Another operator has this e-mail address (code `operator_email_taken`); nothing changed.',
      422: 'A field is missing or invalid; nothing changed.',
    },
    forbidden: OWNER_FORBIDDEN,
  })
  async create(@Req() request: Request, @Res() response: Response, @CurrentOperator() caller: OperatorCaller) {
    const fields = await this.forms.fields(request);
    const kept = keptValues(fields, ['email', 'display_name', 'role']);
    await this.run(
      request,
      async () => {
        const created = await this.operators.create(validatedForm(OperatorCreate, fields), caller);
        redirectAfterPost(response, operatorHref(created.id, 'created'));
      },
      async (error) => {
        const errors = formErrorsOf(error, { conflict: 'email' });
        if (!errors) {
          return false;
        }
        const flash = { kind: 'error' as const, text: 'Nobody was added: correct the form below.', alert: true };
        const form = { values: kept, errors };
        sendHtml(response, statusOf(error), await this.listPage(request, caller, { form, flash }));
        return true;
      },
    );
  }

  @Post(':id/role')
  @AdminOnly('owner')
  @OperationId('submitConsoleOperatorRole')
  @ApiOperation({
    summary: "Console: change an operator's role; answers a redirect to their page",
    description:
      'Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The ' +
      'service of `PATCH /api/operator/operators/{id}` with `role`.',
  })
  @ApiBody({ schema: { type: 'object', required: ['role'], properties: { role: ROLE, csrf_token: CSRF_FIELD } } })
  @ConsoleFormAnswers({
    success: { status: 303, description: "To the operator's page, showing the role saved." },
    refusals: { 404: NO_OPERATOR, 422: 'The role is missing or not a role; nothing changed.' },
    forbidden: OWNER_FORBIDDEN,
  })
  async changeRole(
    @Req() request: Request,
    @Res() response: Response,
    @Param() params: OperatorParams,
    @CurrentOperator() caller: OperatorCaller,
  ) {
    const fields = await this.forms.fields(request);
    await this.run(
      request,
      async () => {
        const { role } = validatedForm(OperatorPatch, { role: fields.role });
        if (role === undefined) {
          throw new RequestValidationError([
            pydanticError({ type: 'missing', msg: 'Field required', input: null }, ['body', 'role']),
          ]);
        }
        await this.operators.update(params.id, { role }, caller);
        redirectAfterPost(response, operatorHref(params.id, 'role_saved'));
      },
      async (error) => {
        if (!(error instanceof RequestValidationError)) {
          return this.notFoundPage(request, response, error);
        }
        const roleForm = { error: fieldErrorsOf(error).role ?? 'Choose a role.' };
        const flash = { kind: 'error' as const, text: 'The role was not changed.', alert: true };
        await this.sendOperatorPage(request, response, caller, params.id, 422, () => ({ roleForm, flash }));
        return true;
      },
    );
  }

  @Post(':id/deactivate')
  @AdminOnly('owner')
  @OperationId('submitConsoleOperatorDeactivate')
  @ApiOperation({
    summary:
      'Console: deactivate an operator (their sessions end, their tokens stop); answers a redirect to their page',
    description:
      'Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The ' +
      'service of `PATCH /api/operator/operators/{id}` with `active: false`.',
  })
  @ApiBody({ schema: CSRF_ONLY })
  @ConsoleFormAnswers({
    success: { status: 303, description: "To the operator's page, showing them deactivated." },
    refusals: { 404: NO_OPERATOR },
    forbidden: OWNER_FORBIDDEN,
  })
  async deactivate(
    @Req() request: Request,
    @Res() response: Response,
    @Param() params: OperatorParams,
    @CurrentOperator() caller: OperatorCaller,
  ) {
    await this.setActive(request, response, params.id, caller, false);
  }

  @Post(':id/reactivate')
  @AdminOnly('owner')
  @OperationId('submitConsoleOperatorReactivate')
  @ApiOperation({
    summary: 'Console: reactivate a deactivated operator; answers a redirect to their page',
    description:
      'Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The ' +
      'service of `PATCH /api/operator/operators/{id}` with `active: true` (revoked tokens stay revoked).',
  })
  @ApiBody({ schema: CSRF_ONLY })
  @ConsoleFormAnswers({
    success: { status: 303, description: "To the operator's page, showing them active." },
    refusals: { 404: NO_OPERATOR },
    forbidden: OWNER_FORBIDDEN,
  })
  async reactivate(
    @Req() request: Request,
    @Res() response: Response,
    @Param() params: OperatorParams,
    @CurrentOperator() caller: OperatorCaller,
  ) {
    await this.setActive(request, response, params.id, caller, true);
  }

  @Post(':id/tokens')
  @AdminOnly('viewer')
  @OperationId('submitConsoleOperatorTokenIssue')
  @ApiOperation({
    summary: 'Console: issue a personal token (your own, or as an owner anyone’s), shown once on the answer',
    description:
      'Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form. The service and ' +
      'rules of `POST /api/operator/operators/{id}/tokens`: every operator for themselves, owners for anyone.',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 64 },
        expires_at: {
          type: 'string',
          format: 'date-time',
          description: 'RFC 3339 with a zone, in the future; empty or absent: never.',
        },
        csrf_token: CSRF_FIELD,
      },
    },
  })
  @ConsoleFormAnswers({
    success: {
      status: 200,
      description: 'The page showing the new token this once (`Cache-Control: no-store`; no later page shows it).',
    },
    refusals: {
      400: 'expires_at is not in the future (code `operator_token_expiry_in_past`); nothing changed.',
      404: NO_OPERATOR,
      409: 'The operator is deactivated (code `operator_inactive`); nothing changed.',
      422: 'The name is missing or too long, or expires_at is not a date-time with a zone; nothing changed.',
    },
    forbidden: TOKEN_FORBIDDEN,
  })
  async issueToken(
    @Req() request: Request,
    @Res() response: Response,
    @Param() params: OperatorParams,
    @CurrentOperator() caller: OperatorCaller,
  ) {
    const fields = await this.forms.fields(request);
    const kept = keptValues(fields, ['name', 'expires_at']);
    await this.run(
      request,
      async () => {
        const issued = await this.operators.issueToken(params.id, validatedForm(OperatorTokenCreate, fields), caller);
        const operator = { id: params.id, displayName: await this.directory.nameOf(params.id, caller) };
        sendHtml(response, 200, operatorTokenPage(await this.forms.frame(request), operator, issued));
      },
      async (error) => {
        const errors = formErrorsOf(error, { badRequest: 'expires_at' });
        if (!errors) {
          return this.notFoundPage(request, response, error);
        }
        const tokenForm: KeptForm = { values: kept, errors };
        const text = error instanceof ConflictError ? `Refused: ${error.detail}.` : 'No token was issued.';
        const flash = { kind: 'error' as const, text, alert: true };
        await this.sendOperatorPage(request, response, caller, params.id, statusOf(error), () => ({
          tokenForm,
          flash,
        }));
        return true;
      },
    );
  }

  @Post(':id/tokens/:token_id/revoke')
  @AdminOnly('viewer')
  @OperationId('submitConsoleOperatorTokenRevoke')
  @ApiOperation({
    summary: "Console: revoke a personal token at once; answers a redirect to its operator's page",
    description:
      'Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form. The service and ' +
      'rules of `DELETE /api/operator/operators/{id}/tokens/{token_id}`.',
  })
  @ApiBody({ schema: CSRF_ONLY })
  @ConsoleFormAnswers({
    success: { status: 303, description: "To the operator's page, showing the token revoked." },
    refusals: {
      404: 'No operator has this id, or the operator has no token with this id; nothing changed.',
    },
    forbidden: TOKEN_FORBIDDEN,
  })
  async revokeToken(
    @Req() request: Request,
    @Res() response: Response,
    @Param() params: OperatorTokenParams,
    @CurrentOperator() caller: OperatorCaller,
  ) {
    await this.forms.fields(request);
    await this.run(
      request,
      async () => {
        await this.operators.revokeToken(params.id, params.token_id, caller);
        redirectAfterPost(response, operatorHref(params.id, 'token_revoked'));
      },
      (error) => this.notFoundPage(request, response, error),
    );
  }

  private async setActive(
    request: Request,
    response: Response,
    id: number,
    caller: OperatorCaller,
    active: boolean,
  ): Promise<void> {
    await this.forms.fields(request);
    await this.run(
      request,
      async () => {
        const patch: OperatorPatch = { active };
        await this.operators.update(id, patch, caller);
        redirectAfterPost(response, operatorHref(id, active ? 'reactivated' : 'deactivated'));
      },
      (error) => this.notFoundPage(request, response, error),
    );
  }

  /** Runs a form's work; a refusal from a console page is a page (when `shown` sends one), else the API's answer. */
  private async run(request: Request, work: () => Promise<void>, shown: RefusalPage): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (fromConsolePage(request) && (await shown(error))) {
        return;
      }
      throw error;
    }
  }

  private async notFoundPage(request: Request, response: Response, error: unknown): Promise<boolean> {
    if (!(error instanceof NotFoundError)) {
      return false;
    }
    await this.sendMessage(request, response, 404, 'Not found', `${error.detail}.`);
    return true;
  }

  private async listPage(
    request: Request,
    caller: OperatorCaller,
    extra: Pick<Parameters<typeof operatorsPage>[2], 'form' | 'flash'> = {},
  ): Promise<string> {
    const { operator } = caller;
    const cursor = typeof request.query.cursor === 'string' && extra.form === undefined ? request.query.cursor : null;
    let list: OperatorList | undefined;
    let flash = extra.flash;
    if (roleIncludes(operator.role, 'owner')) {
      try {
        list = await this.directory.list(cursor);
      } catch (error) {
        if (!(error instanceof RequestValidationError)) {
          throw error;
        }
        // An altered or foreign page link: the first page, saying why.
        list = await this.directory.list();
        flash = { kind: 'error', text: REFUSED_PAGE_LINK, alert: true };
      }
    }
    const csrfToken = await this.forms.csrfToken(request);
    const paged = cursor !== null && flash === extra.flash;
    return operatorsPage(await this.forms.frame(request), operator, { list, csrfToken, ...extra, flash, paged });
  }

  /** The operator's page (`status`); unknown, the 404 page; another operator's for a non-owner, the 403 page. */
  private async sendOperatorPage(
    request: Request,
    response: Response,
    caller: OperatorCaller,
    id: number | undefined,
    status: number,
    options: (data: OperatorPageData) => Omit<OperatorPageOptions, 'csrfToken'>,
  ): Promise<void> {
    let data: OperatorPageData;
    try {
      if (id === undefined) {
        throw operatorNotFound();
      }
      data = await this.directory.page(id, caller);
    } catch (error) {
      if (error instanceof NotFoundError) {
        await this.sendMessage(request, response, 404, 'Not found', `${error.detail}.`);
        return;
      }
      if (error instanceof ForbiddenError) {
        const text = `Another operator's page is for owners; your role is ${caller.operator.role}.`;
        await this.sendMessage(request, response, 403, 'Owner role required', text);
        return;
      }
      throw error;
    }
    const page = operatorPage(await this.forms.frame(request), data, {
      csrfToken: await this.forms.csrfToken(request),
      ...options(data),
    });
    sendHtml(response, status, page);
  }

  private async sendMessage(
    request: Request,
    response: Response,
    status: number,
    heading: string,
    text: string,
  ): Promise<void> {
    const model = { heading, text, backHref: '/admin/operators', backLabel: 'Back to the operators' };
    sendHtml(response, status, renderPage('message', { ...(await this.forms.frame(request)), title: heading }, model));
  }

  /** Every operator reads the pages (what each shows follows the API's roles); signed out, the sign-in page. */
}

/**
 * The messages per field of a refusal the form shows: invalid input (422), or a service rule about one field (the
 * e-mail taken: 409; an expiry in the past: 400). A conflict about no field shows in the flash only.
 */
function formErrorsOf(
  error: unknown,
  ruleFields: { conflict?: string; badRequest?: string },
): Record<string, string> | undefined {
  if (error instanceof RequestValidationError) {
    return fieldErrorsOf(error);
  }
  if (error instanceof ConflictError) {
    return ruleFields.conflict ? { [ruleFields.conflict]: `${error.detail}.` } : {};
  }
  if (error instanceof BadRequestError && ruleFields.badRequest) {
    return { [ruleFields.badRequest]: `${error.detail}.` };
  }
  return undefined;
}

function statusOf(error: unknown): number {
  if (error instanceof BadRequestError) {
    return 400;
  }
  return error instanceof ConflictError ? 409 : 422;
}

function keptValues(fields: Record<string, unknown>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, keptText(fields, name)]));
}
