import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiExcludeEndpoint, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { Request, RequestHandler, Response } from 'express';
import { AdminOnly, CurrentOperator, OperatorCaller } from '../../common/auth/auth.decorators';
import {
  BadRequestError,
  ConflictError,
  DomainError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../../common/errors/domain-errors';
import { RequestValidationError } from '../../common/validation/pydantic-error';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { sniffContentType } from '../../documents/content-sniffer';
import { dispositionHeader } from '../../documents/display-name';
import { DocumentsService } from '../../documents/documents.service';
import { DOCUMENT_UPLOAD_SCHEMA } from '../../documents/dto/document.dto';
import { readMultipartUpload, uploadParser } from '../../documents/multipart-upload.interceptor';
import { readUploadForm } from '../../documents/upload-form';
import { ApiErrors, OperationId } from '../../openapi/api-answers';
import { CONSOLE_CSP, sendHtml } from '../console-pages';
import { ConsoleFormCheck, viaAdminHeader } from '../console-form-check';
import { documentPage } from './document-page';
import { ConsoleWorkFormAnswers, CSRF_FIELD, FORM_403 } from './program-form-answers';
import { keptDocumentType, messageOf } from './program-forms';
import { outcomeHref } from './program-notices';
import { ProgramPageService } from './program-page.service';
import { redirect } from './program-work.controller';

/**
 * The viewer page frames the document, so its CSP allows frames from this origin, and nothing more than the console's:
 * the framed response is itself sandboxed (below), so a document can run nothing even inside the frame.
 */
export const DOCUMENT_VIEWER_CSP = `${CONSOLE_CSP}; frame-src 'self'`;

/**
 * What a document shown in place may do: nothing. `sandbox` makes it an opaque origin that runs no script and reaches
 * no cookie, whatever the bytes hold; only this origin may frame it.
 */
export const INLINE_DOCUMENT_CSP = "sandbox; default-src 'none'; img-src 'self'; frame-ancestors 'self'";

/** Refusals of the upload the page shows, by status (with the document type kept: a file cannot be put back). */
const SHOWN_UPLOAD_ERRORS: ReadonlyArray<[new (...args: never[]) => DomainError, number]> = [
  [BadRequestError, 400],
  [PayloadTooLargeError, 413],
  [UnsupportedMediaTypeError, 415],
  [ConflictError, 409],
];

/**
 * The console's documents: the upload form (the API's upload: same parser, limits, sniffing, quota, role, service),
 * the viewer page, and the document's bytes shown in place inside the viewer's sandboxed frame.
 */
@Controller('admin/programs')
export class ProgramDocumentsController {
  private readonly parse: RequestHandler;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly forms: ConsoleFormCheck,
    private readonly pages: ProgramPageService,
    private readonly documents: DocumentsService,
  ) {
    this.parse = uploadParser(config.maxUploadBytes);
  }

  @Post(':reference/documents')
  @OperationId('submitConsoleDocumentUpload')
  @ApiOperation({
    summary: 'Console: upload a document to the program; redirects to the program page',
    description:
      'Multipart, like `POST /api/documents/{reference}` and through the same service: the same size limit ' +
      '(MAX_UPLOAD_BYTES), quota, content sniffing (the type is decided by the bytes, never by the name or the ' +
      'declared type), role and event. With the `ops_admin` cookie session the request must be same-origin (checked ' +
      'before the body is read) and carry the session CSRF token in the `csrf_token` field.',
  })
  @AdminOnly('reviewer')
  @ApiParam({ name: 'reference', description: 'The program, e.g. `PRG-123456`.', schema: { type: 'string' } })
  @ApiBody({
    schema: {
      ...DOCUMENT_UPLOAD_SCHEMA,
      properties: { ...DOCUMENT_UPLOAD_SCHEMA.properties, csrf_token: CSRF_FIELD },
    },
  })
  @ConsoleWorkFormAnswers({
    consumes: 'multipart/form-data',
    done: 'The document is stored, recorded in the program events and ticks the documents checklist item.',
    pages: {
      400: 'Not a multipart/form-data body, or a malformed one (an extra file part, too many parts or fields).',
      409:
        "The program's document quota is reached (code `document_quota_exceeded`), or its personal data was erased " +
        '(code `program_erased`).',
      413: 'The file is larger than MAX_UPLOAD_BYTES, or a form field is too long.',
      415: 'The file content is not PDF, PNG, JPEG, WebP or TIFF (whatever its name or declared type).',
      422: 'No file was chosen, or the document type is too long.',
    },
  })
  @ApiErrors({ 403: FORM_403, 404: 'No program has this reference; nothing stored.' })
  async upload(
    @Req() request: Request,
    @Res() response: Response,
    @Param('reference') reference: string,
    @CurrentOperator() caller: OperatorCaller,
  ) {
    const session = await this.forms.admit(request);
    try {
      await readMultipartUpload(this.parse, request, response);
      const fields = (request.body ?? {}) as Record<string, unknown>;
      this.forms.assertCsrf(session, fields);
      const stored = await this.documents.upload(reference, readUploadForm(request.file, fields), caller);
      redirect(response, outcomeHref(stored.reference, 'document_uploaded', { document: stored.id }));
    } catch (error) {
      const shown = shownUploadError(error);
      if (!shown || viaAdminHeader(request)) {
        throw error;
      }
      const notice = {
        section: 'documents' as const,
        flash: { kind: 'error' as const, text: shown.text, alert: true },
      };
      // The fields read before a refusal (multer keeps those that came before the file).
      const forms = { upload: { documentType: keptDocumentType(request.body), error: shown.text } };
      sendHtml(response, shown.status, await this.pages.render(request, caller.operator, reference, { notice, forms }));
    }
  }

  @Get(':reference/documents/:document_id')
  @ApiExcludeEndpoint()
  async viewer(
    @Req() request: Request,
    @Res() response: Response,
    @Param('reference') reference: string,
    @Param('document_id') documentId: string,
  ) {
    if (!(await this.forms.reader(request, response))) {
      return;
    }
    const found = await this.documents.describe(reference, documentId);
    const frame = await this.forms.frame(request);
    sendHtml(response, 200, documentPage(frame, found.reference, found.document), DOCUMENT_VIEWER_CSP);
  }

  /**
   * The bytes shown in place, for the viewer's frame: the type the service sniffed from them (never the client's),
   * `Content-Security-Policy: sandbox`, framed by this origin only, never cached.
   */
  @Get(':reference/documents/:document_id/inline')
  @ApiExcludeEndpoint()
  async inline(
    @Req() request: Request,
    @Res() response: Response,
    @Param('reference') reference: string,
    @Param('document_id') documentId: string,
  ) {
    if (!(await this.forms.reader(request, response))) {
      return;
    }
    const content = await this.documents.content(reference, documentId);
    const sniffed = sniffContentType(content.bytes);
    response
      .status(200)
      .set({
        // Bytes no signature proves (none are stored so) are only ever a download.
        'Content-Type': sniffed ?? 'application/octet-stream',
        'Content-Disposition': dispositionHeader(sniffed ? 'inline' : 'attachment', content.filename),
        'Content-Length': String(content.bytes.length),
        'Content-Security-Policy': INLINE_DOCUMENT_CSP,
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'SAMEORIGIN',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'no-store',
      })
      .end(content.bytes);
  }
}

/** The status and sentence the page shows for a refused upload, or undefined for an error it does not show. */
function shownUploadError(error: unknown): { status: number; text: string } | undefined {
  if (error instanceof RequestValidationError) {
    const missing = error.errors.some((item) => item.loc[1] === 'file' && item.type === 'missing');
    const text = missing ? 'Choose a file to upload.' : `Nothing was stored: ${messageOf(error.errors[0])}`;
    return { status: 422, text };
  }
  const shown = SHOWN_UPLOAD_ERRORS.find(([type]) => error instanceof type);
  return shown ? { status: shown[1], text: `Nothing was stored: ${(error as DomainError).detail}` } : undefined;
}
