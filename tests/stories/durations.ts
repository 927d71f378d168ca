/**
 * The order the story pass runs its stories in: the slowest first, by the time each took in a
 * measured run (`durations.json`, committed). Each of the two workers takes the next story as it
 * frees up, so with the long ones (a whole search, a page forty cards tall) handed out first, the
 * last stories left are short ones and both workers finish within a story or two of each other;
 * in file order a long story picked up last kept one worker busy while the other sat idle.
 * A story the file does not know (a new one) runs first: its cost is unknown.
 *
 * The times only order the stories: no check depends on them, and a stale file costs balance, not
 * correctness. To measure them again: `npm run test:published:durations`.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { StoryCase } from './preview.ts';

export const DURATIONS_FILE = resolve(dirname(fileURLToPath(import.meta.url)), 'durations.json');

/** A story's test title in the pass (and in its reports). */
export const testTitle = (story: Pick<StoryCase, 'title' | 'name' | 'viewport'>): string => `${story.title} › ${story.name} [${story.viewport}]`;

/** The stories, slowest first; unknown ones before all, ties in their index order. */
export function slowestFirst<T extends Pick<StoryCase, 'title' | 'name' | 'viewport'>>(stories: readonly T[], durations: Readonly<Record<string, number>>): T[] {
  const cost = (story: T) => durations[testTitle(story)] ?? Number.MAX_SAFE_INTEGER;
  return [...stories].sort((a, b) => cost(b) - cost(a));
}

export function readDurations(file = DURATIONS_FILE): Record<string, number> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
}

interface ReportSuite {
  suites?: ReportSuite[];
  specs?: { title: string; tests: { results: { duration: number }[] }[] }[];
}

/** Each test's time in a Playwright JSON report, to the 100 ms. */
export function durationsOf(report: { suites: ReportSuite[] }): Record<string, number> {
  const found: [string, number][] = [];
  const walk = (suite: ReportSuite) => {
    for (const inner of suite.suites ?? []) walk(inner);
    for (const spec of suite.specs ?? []) {
      const last = spec.tests.at(-1)?.results.at(-1);
      if (last) found.push([spec.title, Math.round(last.duration / 100) * 100]);
    }
  };
  report.suites.forEach(walk);
  return Object.fromEntries(found.sort(([a], [b]) => a.localeCompare(b)));
}

// `tsx tests/stories/durations.ts <report.json>`: rewrites durations.json from a run's JSON report.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const reportFile = process.argv[2];
  if (!reportFile) throw new Error('Usage: tsx tests/stories/durations.ts <playwright JSON report>');
  const durations = durationsOf(JSON.parse(readFileSync(reportFile, 'utf8')) as { suites: ReportSuite[] });
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(durations, null, 1)}\n`);
  console.log(`${Object.keys(durations).length} story times written to ${DURATIONS_FILE}`);
}
