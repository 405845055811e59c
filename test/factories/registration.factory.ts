import { TEST_ADMIN_TOKEN, type TestApp } from '../support/test-app';

let counter = 0;

/** A valid RegistrationCreate body; override any field. */
export function registrationInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  return {
    full_name: `Applicant Number${counter}`,
    email: `applicant${counter}@example.com`,
    consent_accepted: true,
    corridor: 'CA-US',
    ...overrides,
  };
}

export interface RegisteredProgram {
  id: number;
  reference: string;
  [key: string]: unknown;
}

/** Registers a program over HTTP (optionally with credential headers) and returns the intake response. */
export async function registerProgram(
  app: TestApp,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<RegisteredProgram> {
  const response = await app.http.post('/api/register').set(headers).send(registrationInput(overrides)).expect(200);
  return response.body as RegisteredProgram;
}

/** Moves a program through `statuses` in order with the admin API (each move must be one the state machine allows). */
export async function moveProgram(app: TestApp, reference: string, statuses: string[]): Promise<void> {
  for (const status of statuses) {
    await app.http
      .patch(`/api/admin/registrations/${reference}`)
      .set({ 'X-Admin-Token': TEST_ADMIN_TOKEN })
      .send({ status })
      .expect(200);
  }
}
