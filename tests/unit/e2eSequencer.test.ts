/** The e2e files' start order (tests/e2e/sequencer.ts): longest first, unknown ones before them, other files untouched. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { E2E_SECONDS, weightOf } from '../e2e/sequencer';

describe('the e2e sequencer', () => {
  it('weighs an e2e file by its seconds, an unknown one above all, and any other file below all', () => {
    expect(weightOf('/p/tests/e2e/early.e2e.test.ts')).toBe(E2E_SECONDS['early.e2e.test.ts']);
    expect(weightOf('/p/tests/e2e/new.e2e.test.ts')).toBeGreaterThan(Math.max(...Object.values(E2E_SECONDS)));
    expect(weightOf('/p/tests/unit/engine/parse.test.ts')).toBeLessThan(Math.min(...Object.values(E2E_SECONDS)));
  });

  it('knows the time of every e2e file there is, and of none that is gone', () => {
    const files = readdirSync(new URL('../e2e/', import.meta.url)).filter((name) => name.endsWith('.e2e.test.ts'));
    expect(Object.keys(E2E_SECONDS).sort()).toEqual(files.sort());
  });
});
