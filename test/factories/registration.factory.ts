import type { TestApp } from '../support/test-app';

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
