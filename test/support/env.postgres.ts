process.env.TEST_DIALECT = 'postgres';
