import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiExcludeEndpoint, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly, CurrentOperator, OperatorCaller } from '../../common/auth/auth.decorators';
import type { OperatorIdentity } from '../../common/auth/caller';
import { ConflictError, DomainError } from '../../common/errors/domain-errors';
import { RequestValidationError } from '../../common/validation/pydantic-error';
import { ChecklistService } from '../../checklist/checklist.service';
import { INSTRUCTION_STATUSES } from '../../instructions/instruction-status';
import { instructionNotFound } from '../../instructions/instruction-access';
import { InstructionsService } from '../../instructions/instructions.service';
import { InstructionTransitions } from '../../instructions/instruction-transitions.service';
import { ApiErrors, OperationId } from '../../openapi/api-answers';
import { normaliseReference } from '../../registrations/reference';
import { sendHtml } from '../console-pages';
import { ConsoleErrorCode } from '../console-error-codes';
import { ConsoleFormCheck, viaAdminHeader } from '../console-form-check';
import { ConsoleWorkFormAnswers, CSRF_FIELD, FORM_403 } from './program-form-answers';
import {
  CHECKLIST_COMMENT_MAX,
  handoffCreateErrors,
  keptHandoffValues,
  parseChecklistForm,
  parseHandoffCreateForm,
  parseHandoffUpdateForm,
  PAYLOAD_TEXT_MAX,
  rowIdOf,
} from './program-forms';
import { noticeFromQuery, outcomeHref } from './program-notices';
import type { ProgramSection } from './program-page';
import { ProgramPageRequest, ProgramPageService } from './program-page.service';
import { timelineViewFromQuery } from './timeline-view';

const REFERENCE_PARAM = {
  name: 'reference',
  description: 'The program, e.g. `PRG-123456`.',
  schema: { type: 'string' },
};

/**
 * A program's console page and the work done on it there: checklist ticks (with a comment), new handoff records and
 * their moves. Each form goes through the service the API route goes through, for the roles that route admits, with
 * the console's CSRF and same-origin checks; a success redirects to the page that says so (POST-redirect-GET), a
 * refusal answers the page with the reason beside the form and the operator's input kept.
 */
@Controller('admin/programs')
export class ProgramWorkController {
  constructor(
    private readonly forms: ConsoleFormCheck,
    private readonly pages: ProgramPageService,
    private readonly checklist: ChecklistService,
    private readonly instructions: InstructionsService,
    private readonly transitions: InstructionTransitions,
  ) {}

  @Get(':reference')
  @ApiExcludeEndpoint()
  async show(
    @Req() request: Request,
    @Res() response: Response,
    @Param('reference') reference: string,
    @Query() query: Record<string, unknown>,
  ) {
    const caller = await this.forms.reader(request, response);
    if (!caller) {
      return;
    }
    const timeline = timelineViewFromQuery(query);
    const data = await this.pages.data(reference, timeline);
    const partnerFilter = typeof query.partner_filter === 'string' ? query.partner_filter.slice(0, 64) : '';
    const page = { partnerFilter, timeline, notice: noticeFromQuery(query, data) };
    sendHtml(response, 200, await this.pages.render(request, caller.operator, reference, page, data));
  }

  @Post(':reference/checklist/:item_id')
  @OperationId('submitConsoleChecklistForm')
  @ApiOperation({
    summary: 'Console: tick or reopen a checklist item, with an optional comment; redirects to the program page',
    description:
      'Form-urlencoded; the same service, role and event as `PATCH /api/checklist/{reference}/items/{item_id}`. ' +
      'With the `ops_admin` cookie session it needs the session CSRF token and a same-origin request; with ' +
      '`X-Admin-Token` neither. The comment is kept as an erasable operator note (the event holds its reference ' +
      'and salted commitment, never the text) and is recorded only with a change.',
  })
  @AdminOnly('reviewer')
  @ApiParam(REFERENCE_PARAM)
  @ApiParam({ name: 'item_id', description: 'The checklist item, e.g. `kyc_documents`.', schema: { type: 'string' } })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['done'],
      properties: {
        done: { type: 'string', enum: ['true', 'false'], description: '`true` ticks the item, `false` reopens it.' },
        comment: { type: 'string', maxLength: CHECKLIST_COMMENT_MAX, default: '', description: 'Why (optional).' },
        csrf_token: CSRF_FIELD,
      },
    },
  })
  @ConsoleWorkFormAnswers({
    consumes: 'application/x-www-form-urlencoded',
    done: 'The item changed, with the comment when one was given.',
    pages: {
      409:
        'The item already had that value (another operator may just have changed it), or a comment was sent for a ' +
        'program whose personal data was erased (code `program_erased`).',
      422: 'The form is invalid: `done` is neither `true` nor `false`, or the comment is too long or unstorable.',
    },
  })
  @ApiErrors({
    400: 'The body is not an application/x-www-form-urlencoded form, or it could not be read completely.',
    403: FORM_403,
    404:
      'No program has this reference (code `program_not_found`), or its checklist has no item with this id (code ' +
      '`checklist_item_not_found`); nothing changed.',
  })
  async checklistItem(
    @Req() request: Request,
    @Res() response: Response,
    @Param('reference') reference: string,
    @Param('item_id') itemId: string,
    @CurrentOperator() caller: OperatorCaller,
  ) {
    const parsed = parseChecklistForm(await this.forms.fields(request));
    if (!parsed.ok) {
      const text = 'Nothing changed: see the comment field.';
      await this.refuse(
        request,
        response,
        caller.operator,
        reference,
        { status: 422, error: parsed.error, text },
        {
          checklist: { itemId, kept: parsed.kept },
        },
      );
      return;
    }
    const { done, comment } = parsed.form;
    const refused = (status: number, error: DomainError, text = error.detail) =>
      this.refuse(
        request,
        response,
        caller.operator,
        reference,
        { status, error, text },
        {
          checklist: { itemId, kept: { values: { comment: comment ?? '' }, errors: {} } },
        },
      );
    let outcome: Awaited<ReturnType<ChecklistService['mark']>>;
    try {
      outcome = await this.checklist.mark(reference, itemId, done, caller, comment);
    } catch (error) {
      if (!(error instanceof ConflictError)) {
        throw error;
      }
      await refused(409, error, `Refused: ${error.detail}`);
      return;
    }
    if (!outcome.changed) {
      const item = outcome.checklist.items.find((candidate) => candidate.id === itemId);
      const detail =
        `Nothing changed: “${item?.label ?? itemId}” is already ${done ? 'done' : 'open'} (someone may just have ` +
        'changed it); the comment was not recorded.';
      await refused(409, new ConflictError(detail, ConsoleErrorCode.ChecklistItemUnchanged));
      return;
    }
    const what = done ? 'item_done' : 'item_reopened';
    redirect(response, outcomeHref(outcome.checklist.reference, what, { item: itemId }));
  }

  @Post(':reference/handoff-records')
  @OperationId('submitConsoleHandoffCreate')
  @ApiOperation({
    summary: 'Console: create a handoff record (draft) for the program; redirects to the program page',
    description:
      'Form-urlencoded; the same rules, service, role and event as `POST /api/instructions` (the payload is JSON ' +
      'text here; payment credentials in it are refused). Same CSRF and same-origin rules as the other console forms.',
  })
  @AdminOnly('reviewer')
  @ApiParam(REFERENCE_PARAM)
  @ApiBody({
    schema: {
      type: 'object',
      required: ['provider'],
      properties: {
        provider: { type: 'string', minLength: 2, maxLength: 32, description: 'The partner, e.g. `bank-partner`.' },
        action: { type: 'string', maxLength: 64, default: '', description: 'Empty: `submit_order`.' },
        payload: {
          type: 'string',
          maxLength: PAYLOAD_TEXT_MAX,
          default: '',
          description: 'A JSON object of operational facts (empty: none); at most 16 KiB as JSON, 8 levels deep.',
        },
        csrf_token: CSRF_FIELD,
      },
    },
  })
  @ConsoleWorkFormAnswers({
    consumes: 'application/x-www-form-urlencoded',
    done: 'The record was created as a draft and recorded in the program events.',
    pages: {
      409: "The program's personal data was erased (code `program_erased`).",
      422:
        'The form is invalid: provider or action out of bounds, a payload that is not a JSON object, too large or ' +
        'too deep, or one carrying payment credentials (`payment_credentials_forbidden`).',
    },
  })
  @ApiErrors({
    400: 'The body is not an application/x-www-form-urlencoded form, or it could not be read completely.',
    403: FORM_403,
    404: 'No program has this reference; nothing changed.',
  })
  async createHandoffRecord(
    @Req() request: Request,
    @Res() response: Response,
    @Param('reference') reference: string,
    @CurrentOperator() caller: OperatorCaller,
  ) {
    const fields = await this.forms.fields(request);
    const parsed = parseHandoffCreateForm(reference, fields);
    const text = 'The handoff record was not created: see the form below.';
    if (!parsed.ok) {
      await this.refuse(
        request,
        response,
        caller.operator,
        reference,
        { status: 422, error: parsed.error, text },
        {
          handoffCreate: parsed.kept,
        },
      );
      return;
    }
    const values = keptHandoffValues(fields);
    try {
      const created = await this.instructions.create(parsed.form.input, caller, undefined);
      redirect(response, outcomeHref(created.body.reference, 'handoff_created', { record: created.body.id }));
    } catch (error) {
      if (error instanceof RequestValidationError) {
        // The payment boundary (and the payload's size and depth): the service's rules, shown beside the payload.
        await this.refuse(
          request,
          response,
          caller.operator,
          reference,
          { status: 422, error, text },
          {
            handoffCreate: { values, errors: handoffCreateErrors(error) },
          },
        );
        return;
      }
      if (!(error instanceof ConflictError)) {
        throw error;
      }
      const refusal = { status: 409, error, text: `Refused: ${error.detail}` };
      await this.refuse(request, response, caller.operator, reference, refusal, {
        handoffCreate: { values, errors: {} },
      });
    }
  }

  @Post(':reference/handoff-records/:instruction_id')
  @OperationId('submitConsoleHandoffUpdate')
  @ApiOperation({
    summary: 'Console: move a handoff record along its state machine and/or set its external id; redirects',
    description:
      'Form-urlencoded; the same state machine, service, role and event as `PATCH /api/instructions/{id}`. The ' +
      "record must be one of the path's program. Same CSRF and same-origin rules as the other console forms.",
  })
  @AdminOnly('reviewer')
  @ApiParam(REFERENCE_PARAM)
  @ApiParam({ name: 'instruction_id', description: 'The handoff record id.', schema: { type: 'string' } })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['status'],
      properties: {
        status: {
          type: 'string',
          enum: [...INSTRUCTION_STATUSES],
          description: 'The status to move to; its current status to set only the external id.',
        },
        external_id: { type: 'string', maxLength: 128, default: '', description: "The partner's id; empty keeps it." },
        csrf_token: CSRF_FIELD,
      },
    },
  })
  @ConsoleWorkFormAnswers({
    consumes: 'application/x-www-form-urlencoded',
    done: 'The record moved and/or took the external id, recorded in the program events.',
    pages: {
      409: 'The state machine does not allow this move from the current status (code `invalid_instruction_transition`).',
      422: 'The form is invalid: an unknown status, or an external id too long or unstorable.',
    },
  })
  @ApiErrors({
    400: 'The body is not an application/x-www-form-urlencoded form, or it could not be read completely.',
    403: FORM_403,
    404: "No handoff record has this id among the program's (code `instruction_not_found`); nothing changed.",
  })
  async updateHandoffRecord(
    @Req() request: Request,
    @Res() response: Response,
    @Param('reference') reference: string,
    @Param('instruction_id') rawId: string,
    @CurrentOperator() caller: OperatorCaller,
  ) {
    const fields = await this.forms.fields(request);
    const id = rowIdOf(rawId);
    if (id === undefined) {
      throw instructionNotFound();
    }
    const record = await this.instructions.get(id, caller);
    if (record.reference !== normaliseReference(reference)) {
      throw instructionNotFound();
    }
    const parsed = parseHandoffUpdateForm(fields);
    if (!parsed.ok) {
      const text = `Handoff record ${record.instruction_ref} was not changed: see its form below.`;
      await this.refuse(
        request,
        response,
        caller.operator,
        reference,
        { status: 422, error: parsed.error, text },
        {
          handoffUpdate: { recordId: id, kept: parsed.kept },
        },
      );
      return;
    }
    const { patch } = parsed.form;
    try {
      await this.transitions.patch(id, patch, caller);
      redirect(response, outcomeHref(record.reference, 'handoff_updated', { record: id }));
    } catch (error) {
      if (!(error instanceof ConflictError)) {
        throw error;
      }
      const kept = {
        values: { status: patch.status, external_id: patch.external_id ?? '' },
        errors: { status: error.detail },
      };
      const refusal = { status: 409, error, text: `Refused: ${error.detail}` };
      await this.refuse(request, response, caller.operator, reference, refusal, {
        handoffUpdate: { recordId: id, kept },
      });
    }
  }

  /**
   * A refusal: from a console page, that page again (`status`) with `text` at the top of the section worked on and
   * the form's input kept; from a script (`X-Admin-Token`), the API's JSON answer of `error`.
   */
  private async refuse(
    request: Request,
    response: Response,
    operator: OperatorIdentity,
    reference: string,
    refusal: { status: number; error: Error; text: string },
    forms: NonNullable<ProgramPageRequest['forms']>,
  ): Promise<void> {
    if (viaAdminHeader(request)) {
      throw refusal.error;
    }
    const section: ProgramSection = forms.checklist ? 'checklist' : forms.upload ? 'documents' : 'handoff';
    const notice = { section, flash: { kind: 'error' as const, text: refusal.text, alert: true } };
    sendHtml(response, refusal.status, await this.pages.render(request, operator, reference, { notice, forms }));
  }
}

/** 303 with no body: the answer carries nothing the page after it does not show. */
export function redirect(response: Response, href: string): void {
  response.status(303).set({ Location: href, 'Cache-Control': 'no-store' }).end();
}
