import { pydanticError, RequestValidationError } from '../../common/validation/pydantic-error';
import { SsrfGuard, SsrfRefusal } from './ssrf-guard';
import { weakSecretReason } from './webhook-signature';

const URL_LOC = ['body', 'url'];
const PRECHECK_TIMEOUT_MS = 2000;

/** Registration-time checks of a webhook URL; the connect-time guard still applies to every attempt. */
export async function assertAcceptableWebhookUrl(raw: string, guard: SsrfGuard): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('url_parsing', 'Input should be a valid URL, relative URL without a base', raw);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalid('url_scheme', "URL scheme should be 'http' or 'https'", raw, {
      expected_schemes: "'http' or 'https'",
    });
  }
  if (url.username !== '' || url.password !== '') {
    // The input is not echoed: it holds a password.
    throw valueError('URL must not contain credentials', '[redacted]');
  }
  try {
    await withDeadline(guard.resolve(url.hostname), PRECHECK_TIMEOUT_MS);
  } catch (error) {
    // A name that does not resolve yet is accepted (DNS may be on its way); a forbidden address is not.
    if (error instanceof SsrfRefusal && error.kind === 'policy') {
      throw valueError(`URL target is not allowed: ${error.message}`, raw);
    }
  }
  return url;
}

/** Registration-time check of a signing secret; the secret itself is never echoed. */
export function assertUsableSecret(secret: string | null): void {
  const reason = secret === null ? undefined : weakSecretReason(secret);
  if (reason !== undefined) {
    throw new RequestValidationError([
      pydanticError(
        { type: 'value_error', msg: `Value error, ${reason}`, input: '[redacted]', ctx: { error: reason } },
        ['body', 'secret'],
      ),
    ]);
  }
}

function invalid(type: string, msg: string, input: string, ctx?: Record<string, unknown>): RequestValidationError {
  return new RequestValidationError([pydanticError({ type, msg, input, ctx }, URL_LOC)]);
}

function valueError(reason: string, input: string): RequestValidationError {
  return invalid('value_error', `Value error, ${reason}`, input, { error: reason });
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
