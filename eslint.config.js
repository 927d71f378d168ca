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
 * The one-way import rule of ARCHITECTURE.md: app → features → components.
 * Components never reach up; features never reach sideways or up.
 */
const boundaries = [
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
            { group: ['jotai/*', 'jotai-family'], message: 'Components take props and emit events: state lives in features.' },
            { group: ['**/features', '**/features/**'], message: 'A component never imports a feature (app → features → components).' },
            { group: ['**/app', '**/app/**'], message: 'A component never imports the app (app → features → components).' },
            { group: ['**/mocks', '**/mocks/**', 'msw', 'msw/*'], message: 'Components make no requests.' },
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
  { ignores: ['dist', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'coverage'] },
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
