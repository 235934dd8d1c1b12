import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import boundaries from './lint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'packages/api/src/generated/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.tsx', 'packages/app/**/*.tsx', 'packages/app/**/*.ts', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  {
    // Import boundaries between and inside the packages (lint/boundaries.js, ARCHITECTURE.md).
    files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/app/src/**/*.{ts,tsx}', 'packages/server/src/**/*.ts'],
    plugins: { wellness: boundaries },
    rules: { 'wellness/import-boundaries': 'error' },
  },
);
