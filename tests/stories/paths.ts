/** Where the story pass finds the built Storybook, and where its setup leaves the list of stories. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const STORYBOOK_DIR = resolve(ROOT, process.env.STORYBOOK_DIR ?? 'storybook-static');
export const CASES_FILE = resolve(ROOT, 'node_modules/.cache/story-pass/cases.json');
