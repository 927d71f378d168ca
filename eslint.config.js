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
/**
 * The engine's doors: outside src/engine, only its index.ts is imported, carriers.ts (the carrier
 * list alone, for screens that must not load the engine) and vocabulary.ts (the words and types of
 * an answer, for code that reads one in the browser).
 */
const engineDoor = {
  group: ['**/engine/**', '!**/engine/carriers', '!**/engine/vocabulary'],
  message: 'Import the engine through its door, src/engine/index.ts (or src/engine/carriers.ts for the carrier list, src/engine/vocabulary.ts for an answer\'s words and types).',
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
              group: ['**/features', '**/features/**', '**/components', '**/components/**', '**/app', '**/app/**', '**/api', '**/api/**', '**/mocks', '**/mocks/**', 'react', 'react-*', 'jotai', 'jotai/*', 'msw', 'msw/*'],
              message: 'The engine is a library of its own: pure TypeScript that imports nothing else from src.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/api/**/*.ts', 'src/mocks/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [engineDoor] }] },
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
);
