// Type-aware linting: floating promises, exhaustive switches, strict equality and braces everywhere.
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
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
      // Decisions 1.10: no regular expression whose cost grows faster than its input (client input is up to 1 MiB).
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
);
