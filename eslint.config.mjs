// Flat config for the whole workspace; type-aware rules are left to `tsc` (npm run typecheck).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint/boundaries-plugin.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '.nx/**',
      '.test-results/**',
      'frontends/shell/.sw-build/**',
      'frontends/*/src/**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        globalThis: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // Only common/queue knows Bull: features use the queue interface, so the in-process driver
    // runs the same handlers (docs/backend.md, queues).
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/common/queue/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'bull', message: 'Use the queue interface in common/queue.' }] },
      ],
    },
  },
  {
    // Data access only in repositories (and the database module that wires them).
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/**/*.repository.ts',
      'backend/src/database/**',
      'backend/src/**/*.spec.ts',
    ],
    plugins: { boundaries },
    rules: { 'boundaries/data-access-in-repositories': 'error' },
  },
  {
    // A module's tables are its own; entities may still name each other for relations.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.entity.ts', 'backend/src/database/**', 'backend/src/**/*.spec.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/no-foreign-storage': 'error' },
  },
  {
    files: ['backend/src/**/*.service.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/no-express-in-services': 'error' },
  },
  {
    // No import cycles in our own code. Type-only imports count: the issue asks for none, and a
    // type cycle between two modules is where the next value cycle creeps in.
    files: ['backend/src/**/*.ts', 'contracts/src/**/*.ts', 'frontends/*/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-import-cycles': 'error' },
  },
  {
    files: ['frontends/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The browser's alert, confirm and prompt boxes are no part of the product: its own dialogs
    // (platform ConfirmDialog, MessageDialog) and notices (StatusNotices) answer instead.
    files: ['frontends/*/src/**/*.{ts,tsx}'],
    rules: { 'no-alert': 'error' },
  },
  {
    // Tool configs and jest global set-up are loaded by default export.
    files: [
      '**/jest.config.*',
      '**/global-setup.*',
      '**/global-teardown.*',
      'eslint.config.js',
      '**/webpack.config.*',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
