// Type-aware linting: floating promises, exhaustive switches, strict equality and braces everywhere.
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import regexpPlugin from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-output/**',
      'scripts/**/*.js',
      '*.js',
      '*.mjs',
      // The client's generated types (npm run client:generate) and its build output.
      'clients/typescript/src/schema.ts',
      'clients/typescript/dist/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    plugins: { regexp: regexpPlugin },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
      // Decisions 1.10: no regular expression whose cost grows faster than its input (client input is up to 1 MiB).
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Modules talk through each other's exported services; an import cycle means two modules are really one, or an event.
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without a parser for .ts the rule cannot read the imported files and silently sees no cycle.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Only repositories see inside a unit of work (docs/data-layer.md): services pass it on, opaque.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.repository.ts', 'src/database/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/database/unit-of-work', '**/unit-of-work'],
              importNames: ['managerOf', 'unitOf'],
              message:
                'Only *.repository.ts files (and src/database/) may open a unit of work: move the query into a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module reads another module's data through that module's exported services; its entity class is that module's
    // own (docs/data-layer.md). Naming one as a type is fine; the data layer (repositories, read models) joins tables.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.entity.ts', 'src/**/*.repository.ts', 'src/database/**', 'src/read-models/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+[\\w/-]+\\.entity$',
              allowTypeImports: true,
              message: "Another module's entity: read its data through that module's exported service.",
            },
          ],
        },
      ],
    },
  },
);
