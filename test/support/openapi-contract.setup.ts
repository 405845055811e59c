// Jest setupFilesAfterEnv: fails the test that received a response the OpenAPI document does not describe (see
// openapi-contract-hook.ts, installed by startTestApp). Responses received outside a test — in beforeAll, between
// tests, in afterAll hooks that run before this one — fail the file in afterAll.
import { ContractViolation } from './openapi-contract';
import { formatViolations, takeViolations } from './openapi-contract-violations';

const outsideTests: ContractViolation[] = [];

beforeEach(() => {
  outsideTests.push(...takeViolations());
});

afterEach(() => {
  const violations = takeViolations();
  if (violations.length > 0) {
    throw new Error(formatViolations(violations, 'received by this test'));
  }
});

afterAll(() => {
  const violations = [...outsideTests.splice(0), ...takeViolations()];
  if (violations.length > 0) {
    throw new Error(formatViolations(violations, 'received outside the tests (beforeAll/afterAll hooks)'));
  }
});
