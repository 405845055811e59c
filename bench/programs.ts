import { CSV_PARTNER } from './seed';

/** Registers `count` programs of the CSV partner over HTTP and returns their references. */
export async function registerPrograms(url: string, count: number): Promise<string[]> {
  const references: string[] = [];
  for (let n = 0; n < count; n++) {
    const response = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        full_name: `Seed Program ${n}`,
        email: `seed${n}@example.com`,
        partner_slug: CSV_PARTNER,
      }),
    });
    references.push(((await response.json()) as { reference: string }).reference);
  }
  return references;
}
