/**
 * The order the e2e files start in: the longest first, so the three workers finish together (a
 * file's tests run in order in one worker; a long file started last bounds the step). Without it a
 * fresh clone, which has no results cache, starts the largest files first, and a short but large
 * file held the step 25 s past the others. The seconds are a fresh-clone run's (28 November, after early.e2e was split in two); a file
 * not listed starts first, as its time is not known. Other projects keep Vitest's own order.
 */
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const E2E_SECONDS: Record<string, number> = {
  'app.e2e.test.ts': 84,
  'private.e2e.test.ts': 73,
  'phone.e2e.test.ts': 60,
  'early-flows.e2e.test.ts': 56,
  'early.e2e.test.ts': 52,
  'lookup.e2e.test.ts': 46,
  'early-admin.e2e.test.ts': 30,
  'acknowledged.e2e.test.ts': 26,
  'posted.e2e.test.ts': 19,
  'summary.e2e.test.ts': 16,
};

/** A file's weight: its seconds for an e2e file (unknown: first), none for any other. */
export function weightOf(file: string): number {
  if (!file.endsWith('.e2e.test.ts')) return -1;
  return E2E_SECONDS[basename(file)] ?? Number.MAX_SAFE_INTEGER;
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Stable: files of equal weight (every non-e2e file) keep Vitest's order.
    return sorted.map((spec, index) => ({ spec, index })).sort((a, b) => weightOf(b.spec.moduleId) - weightOf(a.spec.moduleId) || a.index - b.index).map(({ spec }) => spec);
  }
}
