import pino, { Logger } from 'pino';
import { LogLevel } from '../../config/app-config';
import { traceLogFields } from '../../observability/tracing/trace-context';
import { tracingEnabled } from '../../observability/tracing/tracing-switch';
import { requestContext } from './request-context';

const EMAIL_PATTERN = /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** Masks e-mail addresses in free text, so a message that quotes one never puts it in a log. */
export function scrubText(text: string): string {
  return text.replace(EMAIL_PATTERN, '$1***@$2');
}

export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      // Headers and bodies are never logged; these paths are a second line of defence.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-admin-token"]',
          'req.headers["x-partner-token"]',
          'req.headers["x-messaging-bot-api-secret-token"]',
          '*.secret',
          '*.token',
          '*.api_key',
          '*.password',
          'email',
          '*.email',
        ],
        censor: '[redacted]',
      },
      formatters: {
        level: (label) => ({ level: label }),
      },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
          method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
      mixin: () => {
        const context = requestContext.getStore();
        const fields = context ? { request_id: context.requestId } : {};
        // trace_id and span_id of the active span: a log line leads to its trace (one boolean read when tracing is off).
        return tracingEnabled() ? { ...fields, ...traceLogFields() } : fields;
      },
    },
    destination,
  );
}
