// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Code that runs in the browser; everything else runs on Node (functions, build, scripts, tests).
const browser = ['src/admin/**', 'src/browser/**', 'src/features/**', 'src/stores/**'];

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-render/',
    'dist-pages/',
    '.netlify/',
    '.astro/',
    '.e2e/',
    '.bench/',
    'playwright-report/',
    'test-results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  astro.configs['jsx-a11y-recommended'],
  { files: ['**/*.tsx'], extends: [jsxA11y.flatConfigs.recommended] },
  // Hooks also live in plain .ts files (use-local-draft, use-document-safety).
  { files: ['src/**/*.ts', 'src/**/*.tsx'], extends: [reactHooks.configs.flat.recommended] },
  { languageOptions: { globals: globals.node } },
  { files: browser, languageOptions: { globals: globals.browser } },
  {
    rules: {
      // `const { content: _body, ...rest } = post` is how a record drops fields.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // Astro's <script> tags are bundled for the browser.
  { files: ['**/*.astro/*.ts', '**/*.astro/*.js'], languageOptions: { globals: globals.browser } },
]);
