/**
 * Resolves a presented partner token to its partner slug. The operator API-key module provides the
 * implementation; until one is bound, every partner token is refused.
 */
export abstract class PartnerTokenVerifier {
  abstract verify(token: string): Promise<string | undefined>;
}

export class NoPartnerTokens extends PartnerTokenVerifier {
  verify(): Promise<string | undefined> {
    return Promise.resolve(undefined);
  }
}
