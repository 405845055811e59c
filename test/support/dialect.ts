export type TestDialect = 'sqlite' | 'postgres';

export const testDialect: TestDialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
