import type { OperatorIdentity } from './caller';

/**
 * Resolves an operator's personal token, and the operator behind a console session, to who they are now
 * (undefined refuses: unknown, revoked, expired, or the operator is disabled). The operator accounts module
 * provides the implementation, bound in AuthModule.
 */
export abstract class OperatorCredentialVerifier {
  abstract verifyToken(token: string): Promise<OperatorIdentity | undefined>;

  /**
   * The operator of a console session issued at `issuedAt`, while active and not signed out everywhere since, and
   * while the personal token the session was opened with (`tokenId`; null for single sign-on) still works.
   */
  /** True while the operator account exists and is active. */
  abstract isActive(operatorId: number): Promise<boolean>;

  abstract sessionOperator(
    operatorId: number,
    tokenId: number | null,
    issuedAt: Date,
  ): Promise<OperatorIdentity | undefined>;
}
