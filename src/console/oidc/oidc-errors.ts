import { ServiceUnavailableError, UnauthorizedError } from '../../common/errors/domain-errors';

/** Which part failed: the round trip with the provider, the e-mail it vouched for, or the operator account. */
export type OidcRefusal = 'flow' | 'unverified_email' | 'no_account';

/** The sign-in was refused; `reason` goes to the operator log (never a secret, never the code). */
export class OidcSignInRefused extends UnauthorizedError {
  constructor(
    readonly reason: string,
    readonly refusal: OidcRefusal = 'flow',
    readonly email?: string,
  ) {
    super(`Single sign-on refused: ${reason}`);
  }
}

/** The provider could not be reached (discovery, token endpoint or userinfo): a 503 page, nothing recorded. */
export class OidcProviderUnavailable extends ServiceUnavailableError {
  constructor(readonly causeMessage: string) {
    super('The organisation sign-in provider cannot be reached');
  }
}
