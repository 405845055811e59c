import { Injectable } from '@nestjs/common';
import { OperatorIdentity } from '../../common/auth/caller';
import { TransactionRunner } from '../../database/transaction-runner';
import { operatorIdentity } from '../../operators/accounts/operator.mapper';
import { OperatorsRepository } from '../../operators/accounts/operators.repository';
import { OidcSignInRefused } from './oidc-errors';
import { OidcIdentity, OidcProviderGateway } from './oidc-provider.gateway';
import { OidcPendingSignIn } from './oidc-state-cookie';

/**
 * Console sign-in through the organisation's OpenID Provider: the provider vouches for an e-mail address, and an
 * active operator account with that address (case-insensitive) is who signs in. The provider round trips happen
 * before and outside the one database read.
 */
@Injectable()
export class OidcSignIn {
  constructor(
    private readonly provider: OidcProviderGateway,
    private readonly db: TransactionRunner,
    private readonly operators: OperatorsRepository,
  ) {}

  get enabled(): boolean {
    return this.provider.enabled;
  }

  start(defaultRedirectUri: string): Promise<{ url: string; pending: OidcPendingSignIn }> {
    return this.provider.start(defaultRedirectUri);
  }

  /** The operator the provider's answer stands for; refusals carry the reason for the operator log. */
  async finish(pending: OidcPendingSignIn | undefined, callbackUrl: string): Promise<OperatorIdentity> {
    if (!pending) {
      throw new OidcSignInRefused('missing or expired sign-in state');
    }
    const email = verifiedEmail(await this.provider.finish(pending, callbackUrl));
    const operator = await this.db.read((unit) => this.operators.findByEmail(unit, email));
    if (!operator) {
      throw new OidcSignInRefused('no operator with this e-mail', 'no_account', email);
    }
    if (!operator.active) {
      throw new OidcSignInRefused('operator disabled', 'no_account', email);
    }
    return operatorIdentity(operator);
  }
}

function verifiedEmail(identity: OidcIdentity): string {
  const email = identity.email?.trim().toLowerCase();
  if (!email) {
    throw new OidcSignInRefused('the provider sent no email claim');
  }
  // An address the provider does not vouch for (claim false or missing) could be anyone's: self-asserted e-mail
  // addresses would let whoever types an owner's address sign in as the owner.
  if (identity.emailVerified !== true) {
    throw new OidcSignInRefused('email not verified by the provider', 'unverified_email', email);
  }
  return email;
}
