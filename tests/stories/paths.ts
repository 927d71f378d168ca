/** Where the story pass finds the built Storybook, and where its setup leaves the list of stories. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const STORYBOOK_DIR = resolve(ROOT, process.env.STORYBOOK_DIR ?? 'storybook-static');
// In the checkout itself: node_modules may be shared by several checkouts (a link), and two passes
// run at once in two of them must not read each other's list.
export const CASES_FILE = resolve(ROOT, 'test-results/story-pass/cases.json');
