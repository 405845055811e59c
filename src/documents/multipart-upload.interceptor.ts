import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable } from 'rxjs';
import { BadRequestError, DomainError, PayloadTooLargeError } from '../common/errors/domain-errors';
import { DocumentErrorCode } from './document-error-codes';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

export const UPLOAD_FILE_FIELD = 'file';

/** Every multer limit, always set: one file, a few short text fields, nothing unbounded. */
export function uploadLimits(maxUploadBytes: number): multer.Options['limits'] {
  return {
    fileSize: maxUploadBytes,
    files: 1,
    fields: 5,
    parts: 6,
    fieldSize: 1024,
    fieldNameSize: 100,
    headerPairs: 20,
  };
}

/**
 * Parses the multipart upload with multer (memory storage). The size limit is enforced by busboy while the
 * body streams in: past `MAX_UPLOAD_BYTES` the part is abandoned and the rest of the body drained unread.
 * A request that is not multipart is a body that cannot be read (400, decisions §1).
 */
@Injectable()
export class MultipartUploadInterceptor implements NestInterceptor {
  private readonly parse: RequestHandler;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.parse = uploadParser(config.maxUploadBytes);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await readMultipartUpload(this.parse, http.getRequest<Request>(), http.getResponse<Response>());
    return next.handle();
  }
}

/** The upload's multer parser (memory storage, every limit set): the API's and the console's upload read alike. */
export function uploadParser(maxUploadBytes: number): RequestHandler {
  return multer({
    storage: multer.memoryStorage(),
    limits: uploadLimits(maxUploadBytes),
    defParamCharset: 'utf8',
    // The whole client path reaches sanitiseDisplayName, which keeps the last segment; it never names a file on disk.
    preservePath: true,
  }).single(UPLOAD_FILE_FIELD);
}

/**
 * Reads the multipart body into `request.file` and `request.body`, or throws the upload's domain error (400 not
 * multipart or malformed, 413 too large).
 */
export async function readMultipartUpload(parse: RequestHandler, request: Request, response: Response): Promise<void> {
  if (!request.is('multipart/form-data')) {
    throw new BadRequestError(
      'Expected a multipart/form-data body with a "file" part',
      DocumentErrorCode.MultipartRequired,
    );
  }
  await new Promise<void>((resolve, reject) => {
    void parse(request, response, (error?: unknown) => (error ? reject(uploadError(error)) : resolve()));
  });
}

function uploadError(error: unknown): DomainError {
  if (!(error instanceof MulterError)) {
    return new BadRequestError('Malformed multipart body', DocumentErrorCode.BadMultipart);
  }
  if (error.code === 'LIMIT_FILE_SIZE') {
    return new PayloadTooLargeError(
      'The uploaded file is larger than the upload limit',
      DocumentErrorCode.UploadTooLarge,
    );
  }
  if (error.code === 'LIMIT_FIELD_VALUE') {
    return new PayloadTooLargeError(
      `Form field "${error.field ?? ''}" is too long`,
      DocumentErrorCode.FormFieldTooLarge,
    );
  }
  if (error.code === 'LIMIT_UNEXPECTED_FILE') {
    return new BadRequestError(
      `Unexpected file part "${error.field ?? ''}": send one file in the "file" part`,
      DocumentErrorCode.UnexpectedFile,
    );
  }
  // Too many parts, fields or files, over-long field names: not a form this route reads.
  return new BadRequestError(`Malformed multipart body: ${error.message}`, DocumentErrorCode.BadMultipart);
}
