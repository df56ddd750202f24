// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { localRules } from './lint/admin-areas.js';

// Code flows one way: shared (components, lib, config) -> features -> app.
// A feature never imports another feature; app/routes compose them.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noAppImports = { group: ['@/app/*', '**/app/*'], message: 'Only src/app may import from src/app.' };

// zod comes configured for our Content-Security-Policy from src/lib/zod.ts.
const zodViaLib = { regex: '^zod(/.*)?$', message: "Import { z } from '@/lib/zod'." };

// The public site links in the page's language through src/components/ui/link.tsx (an Arabic page's links stay
// under /ar); only the English-only dashboard and that component use react-router's own.
const routerLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: "Import { Link } from '@/components/ui/link': it keeps the visitor in the page's language.",
};

/** @type {(patterns: object[], options?: { zod?: boolean, links?: boolean }) => import('eslint').Linter.RuleEntry} */
const restrictImports = (patterns, { zod = false, links = false } = {}) => [
  'error',
  { patterns: zod ? patterns : [...patterns, zodViaLib], paths: links ? [] : [routerLinks] },
];

const sharedCode = [
  noAppImports,
  { group: ['@/features/*', '**/features/*'], message: 'Shared code does not depend on features.' },
];

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': restrictImports(
      [
        noAppImports,
        {
          regex: `^(@/features/(?!${feature}/)|(\\.\\./)+features/)`,
          message: 'Features do not import each other: compose them in src/app/routes.',
        },
      ],
      { links: feature === 'admin' },
    ),
  },
}));

// The admin dashboard is one feature cut into areas: an area imports only src/features/admin/shared,
// never another area or the shell, which composes them (lint/admin-areas.js).
/** @type {import('eslint').Linter.Config} */
const adminAreas = {
  files: ['src/features/admin/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}'],
  plugins: { local: localRules },
  rules: {
    'local/admin-areas': [
      'error',
      {
        dir: fileURLToPath(new URL('./src/features/admin', import.meta.url)),
        alias: { prefix: '@/', dir: fileURLToPath(new URL('./src', import.meta.url)) },
        shared: ['shared'],
        shell: 'shell',
      },
    ],
  },
};

// The parts of the public site whose texts are all in the catalogs; each part joins as it is translated, until the
// whole public site (everything but src/features/admin and src/app/routes/admin) is here.
const publicText = [
  'src/components/layout/**/*.tsx',
  'src/components/ui/**/*.tsx',
  'src/components/contact-form/**/*.tsx',
  'src/components/booking-date-picker/**/*.tsx',
  'src/app/route-error.tsx',
  'src/app/root-layout.tsx',
  'src/app/routes/{home,home-sections,services,about,gallery,contact,gift-cards,packages,privacy,terms,not-found,booking,manage-booking,blog,blog-post}.tsx',
  'src/features/{home,services,about,gallery,contact,gift-cards,packages,legal,booking,manage-booking,blog}/**/*.tsx',
];

export default defineConfig(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'coverage', 'src/lib/api-schema.ts'] },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.strict],
    plugins: { 'react-refresh': reactRefresh },
    rules: {
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  {
    files: ['src/{components,config,hooks,lib}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports(sharedCode) },
  },
  {
    files: ['src/lib/zod.ts'],
    rules: { 'no-restricted-imports': restrictImports(sharedCode, { zod: true }) },
  },
  {
    files: ['src/components/ui/link.tsx'],
    rules: { 'no-restricted-imports': restrictImports(sharedCode, { links: true }) },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/routes/admin/**'],
    rules: { 'no-restricted-imports': restrictImports([]) },
  },
  ...featureBoundaries,
  adminAreas,
  // The public site's visible texts come from the message catalogs (lint/no-literal-text.js), in every part that
  // is in both languages: the dashboard is English only.
  {
    files: publicText,
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    plugins: { local: localRules },
    rules: { 'local/no-literal-text': 'error' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'react-refresh/only-export-components': 'off',
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['vite.config.ts', 'eslint.config.js', 'lint/**/*.js', 'scripts/**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
