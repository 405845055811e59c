import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, CurrentOperator, OperatorCaller } from '../../common/auth/auth.decorators';
import { ConflictError, NotFoundError } from '../../common/errors/domain-errors';
import { OutboundWebhookErrorCode } from '../../webhooks/outbound/outbound-webhook-error-codes';
import { roleIncludes } from '../../operators/accounts/operator-role';
import { EndpointManagementService, EndpointManager } from '../../webhooks/outbound/endpoint-management.service';
import { EndpointRecoveryService } from '../../webhooks/outbound/endpoint-recovery.service';
import { sendHtml } from '../console-pages';
import { ConsoleFormCheck } from '../console-form-check';
import { EndpointConsoleService } from './endpoint-console.service';
import {
  defaultSinceInput,
  endpointHref,
  endpointIdOf,
  flashFromQuery,
  parseRecoverForm,
  previewHref,
  recoverSinceFromQuery,
  rowIdOf,
} from './endpoint-forms';
import { endpointFiltersFromQuery } from './endpoint-list-filters';
import {
  EndpointPageData,
  endpointPage,
  endpointsPage,
  EndpointPageOptions,
  messagePage,
  secretPage,
} from './endpoint-pages';
import { deliveryLogViewFromQuery } from './delivery-log-view';
import { cursorStartingAt } from '../../webhooks/outbound/delivery-paging';

const REFUSED_CURSOR =
  'That page link of the attempts log does not belong to this endpoint or these filters, or was altered: ' +
  'showing the newest deliveries instead.';

/** A form's answer: a redirect to the page that shows what happened (POST-redirect-GET), or a page of its own. */
type Answer = { redirect: string } | { page: string; status?: number };

function operatorManager(operator: OperatorCaller['operator']): EndpointManager {
  return { kind: 'operator', actor: operator.actor };
}

/**
 * The console's webhook endpoint pages, for owners as the endpoint API is: the list, one endpoint's settings,
 * breaker, stats and attempts log, and its forms. Every form is CSRF-checked like the console's others and answers
 * with a redirect to the page; the one exception is the rotated secret, shown once on a page of its own.
 */
@Controller('admin/endpoints')
export class EndpointsConsoleController {
  constructor(
    private readonly forms: ConsoleFormCheck,
    private readonly endpoints: EndpointManagementService,
    private readonly recovery: EndpointRecoveryService,
    private readonly pages: EndpointConsoleService,
  ) {}

  @Get()
  @ApiExcludeEndpoint()
  async list(@Req() request: Request, @Res() response: Response, @Query() query: Record<string, unknown>) {
    const manager = await this.ownerOfPage(request, response);
    if (manager) {
      const filters = endpointFiltersFromQuery(query);
      const list = await this.pages.list(manager, filters);
      sendHtml(response, 200, endpointsPage(await this.forms.frame(request), filters, list));
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
    const manager = await this.ownerOfPage(request, response);
    if (!manager) {
      return;
    }
    await this.orNotFound(request, response, async () => {
      const endpointId = endpointIdOf(id);
      const since = recoverSinceFromQuery(query);
      const recover: EndpointPageOptions['recover'] = since
        ? { form: { sinceInput: since }, preview: await this.pages.preview(manager, endpointId, since) }
        : { form: { sinceInput: defaultSinceInput(new Date()) } };
      const log = deliveryLogViewFromQuery(query);
      const data = await this.pages.page(manager, endpointId, log);
      if (data.log.refused) {
        const flash = { kind: 'error' as const, text: REFUSED_CURSOR, alert: true };
        return { page: await this.render(request, data, { flash, recover }), status: 422 };
      }
      return { page: await this.render(request, data, { flash: flashFromQuery(query), recover }) };
    });
  }

  @Post(':id/test')
  @AdminOnly('owner')
  @ApiExcludeEndpoint()
  async sendTest(
    @Req() request: Request,
    @Res() response: Response,
    @Param('id') id: string,
    @CurrentOperator() { operator }: OperatorCaller,
  ) {
    await this.forms.fields(request);
    await this.act(request, response, operatorManager(operator), id, async (manager, endpointId) => {
      const sent = await this.endpoints.sendTest(manager, endpointId);
      return { redirect: endpointHref(endpointId, { done: 'test_sent', delivery: sent.delivery_id }, '#log-heading') };
    });
  }

  @Post(':id/pause')
  @AdminOnly('owner')
  @ApiExcludeEndpoint()
  async pause(
    @Req() request: Request,
    @Res() response: Response,
    @Param('id') id: string,
    @CurrentOperator() { operator }: OperatorCaller,
  ) {
    await this.forms.fields(request);
    await this.act(request, response, operatorManager(operator), id, async (manager, endpointId) => {
      await this.endpoints.update(manager, endpointId, { active: false });
      return { redirect: endpointHref(endpointId, { done: 'paused' }) };
    });
  }

  @Post(':id/resume')
  @AdminOnly('owner')
  @ApiExcludeEndpoint()
  async resume(
    @Req() request: Request,
    @Res() response: Response,
    @Param('id') id: string,
    @CurrentOperator() { operator }: OperatorCaller,
  ) {
    await this.forms.fields(request);
    await this.act(request, response, operatorManager(operator), id, async (manager, endpointId) => {
      await this.endpoints.update(manager, endpointId, { active: true });
      return { redirect: endpointHref(endpointId, { done: 'resumed' }) };
    });
  }

  /** The new secret is shown on this answer only (never stored for a later page; no-store like every console page). */
  @Post(':id/rotate-secret')
  @AdminOnly('owner')
  @ApiExcludeEndpoint()
  async rotateSecret(
    @Req() request: Request,
    @Res() response: Response,
    @Param('id') id: string,
    @CurrentOperator() { operator }: OperatorCaller,
  ) {
    await this.forms.fields(request);
    await this.act(request, response, operatorManager(operator), id, async (manager, endpointId) => {
      const rotation = await this.endpoints.rotateSecret(manager, endpointId);
      return { page: secretPage(await this.forms.frame(request), rotation) };
    });
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @AdminOnly('owner')
  @ApiExcludeEndpoint()
  async redeliver(
    @Req() request: Request,
    @Res() response: Response,
    @Param('id') id: string,
    @Param('deliveryId') deliveryId: string,
    @CurrentOperator() { operator }: OperatorCaller,
  ) {
    await this.forms.fields(request);
    await this.act(request, response, operatorManager(operator), id, async (manager, endpointId) => {
      const delivery = rowIdOf(deliveryId);
      if (delivery === undefined) {
        throw new NotFoundError(
          'This endpoint lists no delivery with this id',
          OutboundWebhookErrorCode.WebhookDeliveryNotFound,
        );
      }
      await this.pages.redeliver(manager, endpointId, delivery);
      // To the page of the log that starts at this delivery, wherever it is in the log.
      const log = { cursor: cursorStartingAt(endpointId, delivery) };
      return { redirect: endpointHref(endpointId, { done: 'redelivered', delivery }, `#delivery-${delivery}`, log) };
    });
  }

  /** Preview: a dry run shown on the page (redirect); recover: failed deliveries since the time start again. */
  @Post(':id/recover')
  @AdminOnly('owner')
  @ApiExcludeEndpoint()
  async recover(
    @Req() request: Request,
    @Res() response: Response,
    @Param('id') id: string,
    @CurrentOperator() { operator }: OperatorCaller,
  ) {
    const form = parseRecoverForm(await this.forms.fields(request));
    const kept = { form: { sinceInput: form.sinceInput } };
    await this.act(
      request,
      response,
      operatorManager(operator),
      id,
      async (manager, endpointId) => {
        if (form.since === undefined) {
          const options = {
            flash: { kind: 'error' as const, text: `Nothing was recovered: ${form.error}`, alert: true },
            recover: { form: { sinceInput: form.sinceInput, error: form.error } },
          };
          return { page: await this.endpointPage(request, manager, endpointId, options), status: 422 };
        }
        if (form.mode === 'preview') {
          return { redirect: previewHref(endpointId, form.since) };
        }
        const outcome = await this.recovery.recover(manager, endpointId, { since: form.since, dry_run: false });
        const done = { done: 'recovered' as const, queued: outcome.queued, more: outcome.more };
        return { redirect: endpointHref(endpointId, done, '#recover-heading') };
      },
      kept,
    );
  }

  /**
   * Runs a form's work for the endpoint of the path and answers it. A refusal of the state machine (409: paused,
   * disabled) shows the page with the reason and the form's input; an unknown endpoint or delivery, the 404 page.
   */
  private async act(
    request: Request,
    response: Response,
    manager: EndpointManager,
    rawId: string,
    work: (manager: EndpointManager, id: number) => Promise<Answer>,
    recover: EndpointPageOptions['recover'] = { form: { sinceInput: defaultSinceInput(new Date()) } },
  ): Promise<void> {
    await this.orNotFound(request, response, async () => {
      const id = endpointIdOf(rawId);
      try {
        return await work(manager, id);
      } catch (error) {
        if (!(error instanceof ConflictError)) {
          throw error;
        }
        const flash = { kind: 'error' as const, text: `Refused: ${error.detail}`, alert: true };
        return { page: await this.endpointPage(request, manager, id, { flash, recover }), status: 409 };
      }
    });
  }

  private async orNotFound(request: Request, response: Response, work: () => Promise<Answer>): Promise<void> {
    let answer: Answer;
    try {
      answer = await work();
    } catch (error) {
      if (!(error instanceof NotFoundError)) {
        throw error;
      }
      const frame = await this.forms.frame(request);
      sendHtml(response, 404, messagePage(frame, 'Not found', `${error.detail}: it may have been deleted.`));
      return;
    }
    if ('redirect' in answer) {
      response.set('Cache-Control', 'no-store').redirect(303, answer.redirect);
    } else {
      sendHtml(response, answer.status ?? 200, answer.page);
    }
  }

  private async endpointPage(
    request: Request,
    manager: EndpointManager,
    id: number,
    options: Omit<EndpointPageOptions, 'csrfToken'>,
  ): Promise<string> {
    return this.render(request, await this.pages.page(manager, id), options);
  }

  private async render(
    request: Request,
    data: EndpointPageData,
    options: Omit<EndpointPageOptions, 'csrfToken'>,
  ): Promise<string> {
    const frame = await this.forms.frame(request);
    return endpointPage(frame, data, { ...options, csrfToken: await this.forms.csrfToken(request) });
  }

  /**
   * The pages need an owner, as the endpoint API does: signed out, the sign-in page; a lesser role, a 403 page
   * saying which role it needs. Undefined when the answer is already sent.
   */
  private async ownerOfPage(request: Request, response: Response): Promise<EndpointManager | undefined> {
    const caller = await this.forms.reader(request, response);
    if (!caller) {
      return undefined;
    }
    if (!roleIncludes(caller.operator.role, 'owner')) {
      const text = `Webhook endpoints need the owner role; your role is ${caller.operator.role}.`;
      sendHtml(response, 403, messagePage(await this.forms.frame(request), 'Owner role required', text));
      return undefined;
    }
    return operatorManager(caller.operator);
  }
}
