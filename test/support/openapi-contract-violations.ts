import type { ContractViolation } from './openapi-contract';

// Kept on the test file's global rather than in this module, so a test calling jest.resetModules() (which would
// give it a fresh copy of this module) still reports into the list the setup file reads.
const STORE = Symbol.for('openapi-contract.violations');

function store(): ContractViolation[] {
  const holder = globalThis as unknown as Record<symbol, ContractViolation[] | undefined>;
  return (holder[STORE] ??= []);
}

export function recordViolation(violation: ContractViolation): void {
  store().push(violation);
}

/** Every violation recorded since the last call, oldest first. */
export function takeViolations(): ContractViolation[] {
  return store().splice(0);
}

/**
 * One line per distinct (operation, status, kind, message), with how many responses showed it, so a loop of a
 * hundred identical requests reads as one finding.
 */
export function formatViolations(violations: ContractViolation[], where: string): string {
  const groups = new Map<string, { violation: ContractViolation; count: number }>();
  for (const violation of violations) {
    const key = [violation.operation, violation.status, violation.kind, violation.message].join('\u0000');
    const group = groups.get(key);
    if (group) {
      group.count++;
    } else {
      groups.set(key, { violation, count: 1 });
    }
  }
  const lines = [...groups.values()].map(({ violation, count }) => formatViolation(violation, count));
  return [
    `OpenAPI contract: ${violations.length} response(s) ${where} differ from the service's OpenAPI document ` +
      '(declare the answer in the document, or fix the code):',
    ...lines,
  ].join('\n');
}

function formatViolation(violation: ContractViolation, count: number): string {
  const times = count > 1 ? ` ×${count}` : '';
  return (
    `  ✗ ${violation.operation} → ${violation.status} [${violation.kind}]${times}` +
    ` (request ${singleLine(violation.request)}): ${singleLine(violation.message)}` +
    (violation.body ? ` | body: ${singleLine(violation.body)}` : '')
  );
}

function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}
