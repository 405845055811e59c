// Entity column types are resolved from DATABASE_URL when entity modules load: set it before any import.
process.env.DATABASE_URL = 'sqlite::memory:';
process.env.TEST_DIALECT = 'sqlite';
