// One lint config for the whole monorepo. Type-checked strict rules everywhere; React rules in web;
// import rules keep the dependency direction shared → features → app and forbid cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/*.generated.ts',
      'emulator/src/rules/grammar/parser.js',
      '.parley/**',
      '.emulator-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        { groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'], 'newlines-between': 'never' },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'Focused tests (.only) must not be committed.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Feature boundaries: a feature never imports another feature; shared code never imports features or app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web/src/features/voices', from: './web/src/features', except: ['./voices'] },
            { target: './web/src/features/agents', from: './web/src/features', except: ['./agents'] },
            { target: './web/src/features/auth', from: './web/src/features', except: ['./auth'] },
            { target: './web/src/features/orgs', from: './web/src/features', except: ['./orgs'] },
            { target: './web/src/features/campaigns', from: './web/src/features', except: ['./campaigns'] },
            { target: './web/src/features/numbers', from: './web/src/features', except: ['./numbers'] },
            { target: './web/src/features', from: './web/src/app' },
            {
              target: ['./web/src/components', './web/src/lib', './web/src/testing'],
              from: ['./web/src/features', './web/src/app'],
            },
          ],
        },
      ],
    },
  },
);
