import { rememberSecret } from '../support/secret-registry';
import { TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';

export const ADMIN_HEADERS = { 'X-Admin-Token': TEST_ADMIN_TOKEN };

export interface IssuedApiKey {
  slug: string;
  api_key: string;
  key_prefix: string;
  created_at: string;
  rotated: boolean;
  previous_key_expires_at: string | null;
}

/** Issues (or rotates) the operator API key of `slug`, which is that partner's X-Partner-Token. */
export async function issueApiKey(app: TestApp, slug: string, rotate = false): Promise<IssuedApiKey> {
  const response = await app.http.post('/api/operator/api-keys').set(ADMIN_HEADERS).send({ slug, rotate }).expect(200);
  const issued = response.body as IssuedApiKey;
  rememberSecret(issued.api_key);
  return issued;
}

export function partnerHeaders(key: IssuedApiKey | string): Record<string, string> {
  return { 'X-Partner-Token': typeof key === 'string' ? key : key.api_key };
}
