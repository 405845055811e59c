/**
 * Resolves a presented partner token to its partner slug (undefined refuses it). The operator API-key module
 * provides the implementation, bound in AuthModule.
 */
export abstract class PartnerTokenVerifier {
  abstract verify(token: string): Promise<string | undefined>;
}
