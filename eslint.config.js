// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The one-way import rule (docs/architecture.md, "Import boundaries"): app → features → components.
 * Components never reach up; features never reach sideways or up.
 */
/** The engine's one door: outside src/engine, only its index.ts is imported. */
const engineDoor = {
  group: ['**/engine/**'],
  message: 'Import the engine through its one door, src/engine/index.ts.',
};

/** The contract's one door: outside src/contract, only its index.ts is imported. */
const contractDoor = {
  group: ['**/contract/**'],
  message: 'Import the search contract through its door, src/contract/index.ts.',
};

/** The hosts of the search (server, API handler, mocks) and the components sit below the features. */
const noFeatures = {
  group: ['**/features', '**/features/**'],
  message: 'Only the app imports a feature: the server, the API handler, the mocks and the components take the contract and the engine\'s door.',
};

const boundaries = [
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features', '**/features/**', '**/components', '**/components/**', '**/app', '**/app/**', '**/api', '**/api/**', '**/mocks', '**/mocks/**', '**/contract', '**/contract/**', 'react', 'react-*', 'jotai', 'jotai/*', 'msw', 'msw/*'],
              message: 'The engine is a library of its own: pure TypeScript that imports nothing else from src.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'The contract runs in the browser: zod/mini only.' }],
          patterns: [{ group: ['../*', '../**', 'react', 'react-*'], message: 'The contract imports nothing from src.' }],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [engineDoor, contractDoor] }] },
  },
  {
    files: ['src/api/**/*.ts', 'src/mocks/**/*.ts', 'server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [engineDoor, contractDoor, noFeatures] }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'jotai', message: 'Components take props and emit events: state lives in features.' },
            { name: 'react-router-dom', message: 'Components do not read the router: pass hrefs and the current path as props.' },
            { name: 'react-router', message: 'Components do not read the router: pass hrefs and the current path as props.' },
          ],
          patterns: [
            { group: ['jotai/*'], message: 'Components take props and emit events: state lives in features.' },
            { group: ['**/features', '**/features/**'], message: 'A component never imports a feature (app → features → components).' },
            contractDoor,
            { group: ['**/app', '**/app/**'], message: 'A component never imports the app (app → features → components).' },
            { group: ['**/mocks', '**/mocks/**', 'msw', 'msw/*'], message: 'Components make no requests.' },
            engineDoor,
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app', '**/app/**'], message: 'A feature never imports the app (app → features → components).' },
            engineDoor,
            contractDoor,
            {
              group: features.filter((other) => other !== feature).flatMap((other) => [`**/features/${other}/**`, `../${other}`, `../${other}/**`]),
              message: 'Features do not import each other: move what they share into src/components.',
            },
          ],
        },
      ],
    },
  })),
];

/**
 * Type goes through the typography pair, src/components/theme/typography.css.ts (headings by role,
 * text by role and tone, weights, and the variants that carry a state selector, a media query or a
 * prose h2 themselves): no style file outside the theme declares a font size, weight or line height,
 * nor the `font` shorthand that would set them (`font: 'inherit'`, a reset, stays allowed). Every
 * object key counts, wherever it sits: a style, a selector, an @media block, a recipe, a globalStyle.
 */
const typeMessage = 'Compose the typography pair (heading, text, weight, boldWhen from theme/typography.css.ts) instead of declaring type here; add a role-named variant there if none fits.';
const typeKeys = '/^(fontSize|fontWeight|lineHeight)$/';
const typography = {
  files: ['**/*.css.ts'],
  ignores: ['src/components/theme/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `Property[key.name=${typeKeys}]`, message: typeMessage },
      { selector: `Property[key.value=${typeKeys}]`, message: typeMessage },
      { selector: "Property[key.name='font']:not([value.value='inherit'])", message: typeMessage },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  ...boundaries,
  typography,
);
