import { Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { SLUG_PATTERN } from '../../catalogs/catalog-reader';
import { ApiBody, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, CurrentOperator, OperatorCaller } from '../../common/auth/auth.decorators';
import type { OperatorIdentity } from '../../common/auth/caller';
import { ConflictError, NotFoundError } from '../../common/errors/domain-errors';
import { RequestValidationError } from '../../common/validation/pydantic-error';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { OperationId } from '../../openapi/api-answers';
import { roleIncludes } from '../../operators/accounts/operator-role';
import { ApiKeysService } from '../../operators/api-keys/api-keys.service';
import { ApiKeySlugParams, OperatorApiKeyCreate } from '../../operators/api-keys/dto/operator-api-key.dto';
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
import { renderPage } from '../views/console-renderer';
import { PartnerDirectory } from './partner-directory.service';
import { partnerFlashFromQuery, partnerHref } from './partner-forms';
import { partnerKeyPage, partnerPage, partnersPage } from './partner-pages';

const SLUG_FORM = {
  type: 'object',
  required: ['slug'],
  properties: {
    slug: { type: 'string', minLength: 2, maxLength: 64, description: "The partner's slug, e.g. `maple-remit`." },
    csrf_token: {
      type: 'string',
      maxLength: 256,
      default: '',
      description: 'The console session CSRF token (only with the cookie session).',
    },
  },
};

const FORBIDDEN =
  'With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role ' +
  'is below owner (code `operator_role_required`). Nothing changed.';

const KEY_PAGE =
  'The page showing the new key this once (`Cache-Control: no-store`; no later page, URL or log line holds it).';

/** An answer already sent (a page or a redirect). */
type Sent = void;

/**
 * The console's partners: the list with their programs' counts, one partner's page, and its API keys issued,
 * rotated and revoked through the API's own service (`ApiKeysService`, owners only, as `/api/operator/api-keys`).
 */
@ApiTags('admin')
@Controller('admin/partners')
export class PartnersConsoleController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly forms: ConsoleFormCheck,
    private readonly directory: PartnerDirectory,
    private readonly apiKeys: ApiKeysService,
  ) {}

  @Get()
  @ApiExcludeEndpoint()
  async list(@Req() request: Request, @Res() response: Response) {
    const operator = await this.signedIn(request, response);
    if (operator) {
      sendHtml(response, 200, await this.listPage(request, operator));
    }
  }

  @Get(':slug')
  @ApiExcludeEndpoint()
  async show(
    @Req() request: Request,
    @Res() response: Response,
    @Param('slug') slug: string,
    @Query() query: Record<string, unknown>,
  ) {
    const operator = await this.signedIn(request, response);
    if (operator) {
      await this.sendPartnerPage(request, response, operator, slug, 200, partnerFlashFromQuery(query));
    }
  }

  @Post('keys')
  @AdminOnly('owner')
  @OperationId('submitConsolePartnerKeyIssue')
  @ApiOperation({
    summary: "Console: issue a partner's first API key (shown once on the answer)",
    description:
      'Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The ' +
      'service of `POST /api/operator/api-keys` with `rotate: false`: a slug whose key is live is refused (409).',
  })
  @ApiBody({ schema: SLUG_FORM })
  @ConsoleFormAnswers({
    success: { status: 200, description: KEY_PAGE },
    refusals: {
      409: 'The slug already has a live key (code `api_key_exists`): rotate it instead; nothing changed.',
      422: 'The slug is missing, shorter than 2 or longer than 64 characters; nothing changed.',
    },
    forbidden: FORBIDDEN,
  })
  async issue(@Req() request: Request, @Res() response: Response, @CurrentOperator() { operator }: OperatorCaller) {
    await this.issueOrRotate(request, response, operator, false);
  }

  @Post('keys/rotate')
  @AdminOnly('owner')
  @OperationId('submitConsolePartnerKeyRotate')
  @ApiOperation({
    summary: "Console: rotate a partner's API key; the replaced key works for the grace period",
    description:
      'Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The ' +
      'service of `POST /api/operator/api-keys` with `rotate: true` (`API_KEY_ROTATION_GRACE_SECONDS`).',
  })
  @ApiBody({ schema: SLUG_FORM })
  @ConsoleFormAnswers({
    success: { status: 200, description: KEY_PAGE },
    refusals: { 422: 'The slug is missing, shorter than 2 or longer than 64 characters; nothing changed.' },
    forbidden: FORBIDDEN,
  })
  async rotate(@Req() request: Request, @Res() response: Response, @CurrentOperator() { operator }: OperatorCaller) {
    await this.issueOrRotate(request, response, operator, true);
  }

  @Post('keys/revoke')
  @AdminOnly('owner')
  @OperationId('submitConsolePartnerKeyRevoke')
  @ApiOperation({
    summary: "Console: revoke every working API key of a partner at once; answers a redirect to the partner's page",
    description:
      'Form-urlencoded; same credential, CSRF and same-origin rules as the admin status form; role owner. The ' +
      'service of `DELETE /api/operator/api-keys/{slug}`.',
  })
  @ApiBody({ schema: SLUG_FORM })
  @ConsoleFormAnswers({
    success: { status: 303, description: "To the partner's page, saying how many keys stopped working." },
    refusals: {
      404: 'No API key was ever issued for this slug (code `api_key_not_found`); nothing changed.',
      422: 'The slug is missing or longer than the API allows; nothing changed.',
    },
    forbidden: FORBIDDEN,
  })
  async revoke(@Req() request: Request, @Res() response: Response, @CurrentOperator() { operator }: OperatorCaller) {
    const fields = await this.forms.fields(request);
    await this.orRefusalPage(request, response, operator, keptText(fields, 'slug'), async () => {
      const { slug } = validatedForm(ApiKeySlugParams, fields);
      const revoked = await this.apiKeys.revoke(slug);
      redirectAfterPost(response, partnerHref(slug, { done: 'revoked', keys: revoked.revoked_keys }));
    });
  }

  private async issueOrRotate(
    request: Request,
    response: Response,
    operator: OperatorIdentity,
    rotate: boolean,
  ): Promise<void> {
    const fields = await this.forms.fields(request);
    await this.orRefusalPage(request, response, operator, keptText(fields, 'slug'), async () => {
      const { slug } = validatedForm(OperatorApiKeyCreate, fields, { rotate });
      const issued = await this.apiKeys.create(slug, rotate);
      sendHtml(response, 200, partnerKeyPage(await this.forms.frame(request), issued));
    });
  }

  /**
   * Runs a form's work. From a console page, a refusal is shown as a page: invalid input on the list with the slug
   * kept, a conflict or an unknown key on the partner's page. Through `X-Admin-Token`, the API's JSON answer.
   */
  private async orRefusalPage(
    request: Request,
    response: Response,
    operator: OperatorIdentity,
    slug: string,
    work: () => Promise<Sent>,
  ): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!fromConsolePage(request)) {
        throw error;
      }
      if (error instanceof RequestValidationError) {
        const flash = { kind: 'error' as const, text: 'Nothing changed: correct the slug below.', alert: true };
        const form = { slug, errors: fieldErrorsOf(error) };
        sendHtml(response, 422, await this.listPage(request, operator, { form, flash }));
        return;
      }
      if (error instanceof ConflictError || error instanceof NotFoundError) {
        const flash = { kind: 'error' as const, text: `Refused: ${error.detail}.`, alert: true };
        await this.sendPartnerPage(
          request,
          response,
          operator,
          slug,
          error instanceof ConflictError ? 409 : 404,
          flash,
        );
        return;
      }
      throw error;
    }
  }

  private async listPage(
    request: Request,
    operator: OperatorIdentity,
    extra: Pick<Parameters<typeof partnersPage>[2], 'form' | 'flash'> = {},
  ): Promise<string> {
    const owner = roleIncludes(operator.role, 'owner');
    // A position in slug order, not a secret: any value of the slug's shape is a place to start after.
    const after =
      typeof request.query.after === 'string' &&
      request.query.after.length <= 64 &&
      SLUG_PATTERN.test(request.query.after)
        ? request.query.after
        : null;
    const { entries, nextAfter } = await this.directory.list(owner, extra.form === undefined ? after : null);
    const csrfToken = await this.forms.csrfToken(request);
    return partnersPage(await this.forms.frame(request), entries, {
      owner,
      csrfToken,
      ...extra,
      paged: after !== null && extra.form === undefined,
      nextAfter,
    });
  }

  /** The partner's page with `status`; an unknown partner, the 404 page. */
  private async sendPartnerPage(
    request: Request,
    response: Response,
    operator: OperatorIdentity,
    slug: string,
    status: number,
    flash?: Parameters<typeof partnerPage>[2]['flash'],
  ): Promise<void> {
    const owner = roleIncludes(operator.role, 'owner');
    const frame = await this.forms.frame(request);
    let entry;
    try {
      entry = await this.directory.get(slug, owner);
    } catch (error) {
      if (!(error instanceof NotFoundError)) {
        throw error;
      }
      const text = flash?.text ?? 'No partner has this slug: it is not in the catalog and has no API key.';
      const model = {
        heading: 'Partner not found',
        text,
        backHref: '/admin/partners',
        backLabel: 'Back to the partners',
      };
      sendHtml(response, 404, renderPage('message', { ...frame, title: 'Partner not found' }, model));
      return;
    }
    const options = {
      owner,
      role: operator.role,
      csrfToken: await this.forms.csrfToken(request),
      graceSeconds: this.config.apiKeyRotationGraceSeconds,
      flash,
    };
    sendHtml(response, status, partnerPage(frame, entry, options));
  }

  /** Every operator reads the pages; signed out, the sign-in page. Undefined when the answer is already sent. */
  private async signedIn(request: Request, response: Response): Promise<OperatorIdentity | undefined> {
    return (await this.forms.reader(request, response))?.operator;
  }
}
