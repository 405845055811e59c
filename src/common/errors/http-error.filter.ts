import { ArgumentsHost, Catch, ExceptionFilter, Inject } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Logger } from 'pino';
import { APP_LOGGER } from '../logging/logging.module';
import { sendError } from './send-error';

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(@Inject(APP_LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendError(http.getRequest<Request>(), http.getResponse<Response>(), exception, this.logger);
  }
}
