import { DataSource } from 'typeorm';
import { LeanSql } from '../../src/database/lean-sql';
import { Registration } from '../../src/registrations/registration.entity';
import { registrationInput } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * LeanSql reads joined rows back into entities by the aliased keys of `selectListOf`, built once per alias and list
 * of properties: a list read with one set of properties must never be read back with another's keys.
 */
describe('LeanSql.hydrateAliased', () => {
  let app: TestApp;
  let lean: LeanSql;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startTestApp();
    lean = app.app.get(LeanSql);
    dataSource = app.app.get(DataSource);
    await app.http
      .post('/api/register')
      .send(registrationInput({ full_name: 'Ada Hydrated' }))
      .expect(200);
  });

  afterAll(async () => {
    await app.close();
  });

  const readAs = async (alias: string, properties?: Array<keyof Registration>) => {
    const select = lean.selectListOf(Registration, alias, properties);
    const [row] = await dataSource.query<Array<Record<string, unknown>>>(
      `SELECT ${select} FROM "registrations" "${alias}" ORDER BY "${alias}"."id" DESC LIMIT 1`,
    );
    return row;
  };

  it('should read each alias and each list of properties with its own keys', async () => {
    const whole = lean.hydrateAliased(Registration, await readAs('r'), 'r') as Registration;
    const some = lean.hydrateAliased(Registration, await readAs('r', ['id', 'fullName']), 'r', ['id', 'fullName']);
    const other = lean.hydrateAliased(Registration, await readAs('x', ['id', 'email']), 'x', ['id', 'email']);

    expect(whole).toBeInstanceOf(Registration);
    expect(whole.fullName).toBe('Ada Hydrated');
    expect(whole.createdAt).toBeInstanceOf(Date);
    expect(Object.keys(whole)).toHaveLength(dataSource.getMetadata(Registration).columns.length);
    expect(some).toStrictEqual(Object.assign(new Registration(), { id: whole.id, fullName: 'Ada Hydrated' }));
    expect(other).toStrictEqual(Object.assign(new Registration(), { id: whole.id, email: whole.email }));
    // Read again after the others: the first list's keys are still its own.
    expect(lean.hydrateAliased(Registration, await readAs('r'), 'r')).toStrictEqual(whole);
  });

  it('should answer null when the join found no row', () => {
    expect(lean.hydrateAliased(Registration, { r__id: null, r__full_name: null }, 'r', ['id', 'fullName'])).toBeNull();
    expect(lean.hydrateAliased(Registration, {}, 'r')).toBeNull();
  });
});
