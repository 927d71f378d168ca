/**
 * One lookup's profile reads (src/engine/lookup/read.ts, ProfileReads): a profile is read once, and
 * what is kept is exactly what readProfile reads for it, so the terms' reading and the decision that
 * share it decide as the search does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/engine';
import { vocabularyOf } from '../../../src/engine/catalog';
import { plainProfile, ProfileReads } from '../../../src/engine/lookup/read';
import { readProfile } from '../../../src/engine/parse/profile';

const catalog = defaultCatalog();
const names = [...catalog.conditions.slice(0, 40).map((c) => c.name), ...catalog.medications.slice(0, 40).map((m) => m.names[0] ?? m.id)];
const line = fc.tuple(fc.constantFrom(...names), fc.constantFrom('', ' 2019', ' 3 years ago')).map(([name, date]) => `${name}${date}`);
const profile = fc
  .record({ conditions: fc.array(line, { maxLength: 2 }), medications: fc.array(line, { maxLength: 2 }), age: fc.integer({ min: 18, max: 90 }), sex: fc.constantFrom('male', 'female', 'other'), tobacco: fc.boolean() })
  .map(({ conditions, medications, age, sex, tobacco }) => plainProfile({ medicalConditions: conditions.join('\n'), medications: medications.join('\n') }, age, sex, tobacco));

describe('a lookup’s profile reads', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('read each profile as readProfile does, once', () => {
    fc.assert(
      fc.property(profile, profile, (a, b) => {
        const reads = new ProfileReads(catalog, now);
        const first = reads.of(a);
        expect(first).toEqual(readProfile(a, vocabularyOf(catalog), now));
        expect(reads.of({ ...a })).toBe(first);
        const other = reads.of(b);
        expect(other).toEqual(readProfile(b, vocabularyOf(catalog), now));
        if (JSON.stringify(a) !== JSON.stringify(b)) expect(other).not.toBe(first);
      }),
      { numRuns: 150 },
    );
  });

  it('tell apart the same line at another age, sex or tobacco', () => {
    const reads = new ProfileReads(catalog, now);
    const at = (age: number, sex: 'male' | 'female' | 'other' = 'other', tobacco = false) => reads.of(plainProfile({ medicalConditions: 'stroke 2022' }, age, sex, tobacco));
    const base = at(50);
    expect(at(50)).toBe(base);
    expect(at(51)).not.toBe(base);
    expect(at(50, 'female')).not.toBe(base);
    expect(at(50, 'other', true)).not.toBe(base);
  });
});
