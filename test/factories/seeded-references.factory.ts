import { Registration } from '../../src/registrations/registration.entity';
import type { TestApp } from '../support/test-app';

const CHUNK = 100;

/**
 * Registrations with these references written straight into the table (no checklist, no events): references taken
 * for the draw and the readiness count, many at once. Not programs to act on.
 */
export async function seedTakenReferences(app: TestApp, references: readonly string[]): Promise<void> {
  const at = new Date('2026-01-01T00:00:00.000Z');
  for (let start = 0; start < references.length; start += CHUNK) {
    const rows = references.slice(start, start + CHUNK).map((reference) => ({
      reference,
      fullName: 'Seeded Applicant',
      email: 'seeded@example.com',
      consentAccepted: true,
      settlementPath: 'fiat',
      clientRole: 'individual' as const,
      registrationType: 'program' as const,
      status: 'pending' as const,
      lifecycle: 'created' as const,
      templateId: 'program_individual',
      createdAt: at,
      updatedAt: at,
    }));
    await app.dataSource.createQueryBuilder().insert().into(Registration).values(rows).execute();
  }
}

/** `PRG-` references of `digits` digits at `positions`. */
export function programReferences(positions: Iterable<number>, digits = 6): string[] {
  return [...positions].map((position) => `PRG-${String(position).padStart(digits, '0')}`);
}

/** The integers from `from` up to and including `to`. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
