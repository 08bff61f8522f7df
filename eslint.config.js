import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import layers from './eslint-rules/layers.js';
import historyComments from './eslint-rules/history-comments.js';

/**
 * Which folder may not import which (docs/architecture.md). In web/src the layers are
 * app -> features -> components -> lib -> config -> common, each importing only those to its right;
 * a feature never imports another feature. Relative imports are resolved before they are checked.
 */
const LAYERS = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  aliases: { '@/': 'web/src/', '@common/': 'common/' },
  zones: [
    { target: 'web/src/lib', from: ['web/src/app', 'web/src/features', 'web/src/components'], message: 'lib never imports app, features or components.' },
    {
      target: 'web/src/components',
      from: ['web/src/app', 'web/src/features', 'web/src/lib/firebase'],
      message: 'components never import app, features or lib/firebase (data comes in through props or a feature).',
    },
    { target: 'web/src/features/*', from: ['web/src/app', 'web/src/features/*'], message: 'a feature never imports app/ or another feature.' },
    {
      target: 'web/src/config',
      from: ['web/src/app', 'web/src/features', 'web/src/components', 'web/src/lib'],
      message: 'config imports only common/.',
    },
    { target: 'common', from: ['web', 'functions', 'emulators', 'bench', 'scripts', 'tests'], message: 'common/ imports nothing of the repository outside common/.' },
    { target: ['bench', 'scripts', 'tooling'], from: 'tests', message: 'bench, scripts and tooling never import tests/ (shared helpers live in tooling/).' },
    { target: 'emulators', from: ['functions/src', 'tests'], message: 'the emulator seed uses the Admin SDK and common/, not the functions source or tests/.' },
  ],
};

/**
 * The files besides JavaScript and TypeScript whose comments the history-comments rule reads, through
 * its processor (eslint-rules/history-comments.js): Firebase rules, HTML, SVG, CSS, JSON, shell
 * scripts (.ci/run), .env files, .gitignore and .firebaserc.
 */
const COMMENTED_FILES = ['**/*.rules', '**/*.{html,svg,css,json}', '**/*.sh', '.ci/run', '**/.env*', '**/.secret.local', '**/.gitignore', '.firebaserc'];

/** Classic zod's entry points: imports of them are refused in favour of 'zod/mini'. */
const CLASSIC_ZOD = ['zod', 'zod/v4', 'zod/v3', 'zod/v4/classic'].map((name) => ({ name, message: "Use 'zod/mini' (common/schemas/): classic zod does not tree-shake." }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.e2e/**',
      'functions/lib/**',
      'bench/results/**',
      'bench/tmp/**',
      'coverage/**',
      // Written by tools: emulator data and logs, Firebase's cache, test output, npm's lockfile.
      'emulators/.data/**',
      'emulators/.drill/**',
      'emulators/.logs/**',
      '.firebase/**',
      '.firebase.emulators.json',
      'test-results/**',
      'package-lock.json',
      '**/package-lock.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/import-direction': ['error', LAYERS] },
  },
  {
    // Comments say why; the history of a change (its issue's number) goes in commits and docs/.
    files: ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'],
    plugins: { 'history-comments': historyComments },
    rules: { 'history-comments/no-issue-numbers': 'error' },
  },
  {
    // The same rule for the other files: their comments become a JavaScript text of comments only.
    files: COMMENTED_FILES,
    plugins: { 'history-comments': historyComments },
    processor: 'history-comments/comments-only',
  },
  {
    // Schemas are written with zod/mini everywhere: common/ reaches the web bundle, where classic
    // zod's methods cannot be tree-shaken (docs/decisions/0033-libraries-query-layer-and-shared-schemas.md).
    files: ['**/*.{js,mjs,ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: CLASSIC_ZOD, patterns: [] }] },
  },
  {
    // Inside a feature, its own files are imported relatively (so a feature folder can move as one).
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: CLASSIC_ZOD, patterns: [{ group: ['@/features/*'], message: 'Inside a feature, use relative imports.' }] }],
    },
  },
);
