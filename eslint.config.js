// One lint config for the whole monorepo. Type-checked strict rules everywhere; React rules in web;
// import rules keep the dependency direction shared → features → app and forbid cycles.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const root = import.meta.dirname;
const featuresDir = join(root, 'web/src/features');

/** Every web feature folder, read at lint time so a new feature is fenced in without editing this file. */
function webFeatures() {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// A feature never imports another feature; shared code (components, lib, testing) never imports features
// or app; features never import app. Imports flow shared → features → app.
const webBoundaryZones = [
  ...webFeatures().map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature; move shared code to web/src/components or lib.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features must not import the app layer.' },
  {
    target: ['./web/src/components', './web/src/lib', './web/src/testing'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code must not import features or the app layer.',
  },
];

const noFocusedTests = {
  selector:
    'CallExpression[callee.property.name=/^(only|skip|todo)$/][callee.object.name=/^(it|test|describe|suite)$/]',
  message: 'Focused or skipped tests (.only, .skip, .todo) must not be committed.',
};

// The Admin SDK (@google-cloud/firestore 7) leaves an unhandled rejection behind when the first read of
// a read-only transaction fails, which ends the Functions process; plain transactions do not.
const noReadOnlyTransactions = {
  selector: 'CallExpression[callee.property.name="runTransaction"] Property[key.name="readOnly"]',
  message:
    'No { readOnly: true } transactions: a failed first read crashes the process (see eslint.config.js).',
};

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
      '**/.cache/**',
      'functions/.build-test-*/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
        },
      ],
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noFocusedTests],
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
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webBoundaryZones }],
    },
  },
  {
    files: ['functions/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', noFocusedTests, noReadOnlyTransactions] },
  },
);
