import type { TestApp } from '../support/test-app';

export interface CreatedInstruction {
  id: number;
  instruction_ref: string;
  reference: string;
  status: string;
  [key: string]: unknown;
}

/** A valid InstructionCreate body for `reference`; override any field. */
export function instructionInput(reference: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    reference,
    provider: 'bank-partner',
    action: 'submit_order',
    payload: { corridor: 'CA-US', amount_band: 'small', notes: 'sandbox handoff' },
    ...overrides,
  };
}

/** Creates a handoff record over HTTP (optionally with credential headers) and returns the response. */
export async function createInstruction(
  app: TestApp,
  reference: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<CreatedInstruction> {
  const response = await app.http
    .post('/api/instructions')
    .set(headers)
    .send(instructionInput(reference, overrides))
    .expect(200);
  return response.body as CreatedInstruction;
}
