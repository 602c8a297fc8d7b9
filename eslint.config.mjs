// The linter for the whole repository (npm run lint). Formatting is Prettier's (npm run format:check), so
// eslint-config-prettier turns off every stylistic rule; max-len stays on because Prettier does not break
// long strings or comments.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    '**/dist/',
    'api/.dist-*/',
    'coverage/',
    'data/',
    'bench/.out/',
    'test-results/',
    'playwright-report/',
    // The boundary check's fixture: deliberate violations, asserted by file and line.
    'test/boundaries/fixture/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // Unused on purpose is spelled with a leading underscore, as the code already does.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'prefer-const': 'error',
    },
  },

  // Nest injects constructor parameters by their emitted type metadata: a class used only as a parameter
  // type must stay a value import, so consistent-type-imports leaves files with decorators alone.
  {
    files: ['api/**/*.ts', 'test/**/*.ts'],
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
  },

  // Plain JavaScript: scripts, benchmarks, jest and dependency-cruiser configs, test support.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  // Scripts, benchmarks, the server's entry point and its command-line tools report on the console.
  {
    files: ['scripts/**', 'bench/**', 'test/support/**', 'api/src/main.ts', 'api/src/cli/**'],
    rules: { 'no-console': 'off' },
  },

  // The web app: the React hooks rules.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  prettier,
  // After eslint-config-prettier, which turns max-len off: Prettier wraps code, not strings or comments.
  { rules: { 'max-len': ['error', { code: 120, tabWidth: 2 }] } },
]);
