/**
 * No word silently dropped (docs/engine.md, The context of a fact): every word of the free text ends
 * in exactly one place — understood (a fact, its context, its evidence), known to carry nothing
 * (grammar, doses, body parts), or named as not understood. Generated lines mix the catalog's own
 * phrases, context words and filler with made-up words; every made-up word must be named.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessProfile, type ClientProfile } from '../../../src/engine';
import { defaultCatalog } from '../../../src/engine/catalog';

const runs = (n: number) => Number(process.env.PROPERTY_RUNS ?? n);

const NOW = new Date('2026-11-22T12:00:00Z');
const catalog = defaultCatalog();
const conditionPhrases = catalog.conditions.flatMap((c) => [c.name, ...c.aliases]);
const medicationNames = catalog.medications.flatMap((m) => m.names);
const contextPhrases = [
  'biopsy results pending',
  'stress test scheduled',
  'hospitalized 2024',
  'inpatient',
  'borderline',
  'slightly',
  'A1C 7.1',
  'PSA 0.1',
  'BP 130/80',
  'LDL 110',
  'none since 2001',
  'during pregnancy',
  'as a child',
  'vaccine',
  'screening',
  'from the methadone clinic',
];
const filler = ['with', 'since 2019', 'mild', 'daily', 'left knee', '10 mg', 'twice daily', 'controlled', 'no', 'resolved', 'in 2015'];
/** A word no reader knows: a q and consonants only, too far from every real word to be read through a typo. */
const madeUp = fc.stringMatching(/^q[bcdfghjklmnpqrstvwxz]{4,7}$/);

type Piece = { text: string; madeUp: boolean };
const pieceOf = (phrases: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...phrases).map((text): Piece => ({ text, madeUp: false })) },
    { weight: 2, arbitrary: fc.constantFrom(...contextPhrases).map((text): Piece => ({ text, madeUp: false })) },
    { weight: 2, arbitrary: fc.constantFrom(...filler).map((text): Piece => ({ text, madeUp: false })) },
    { weight: 3, arbitrary: madeUp.map((text): Piece => ({ text, madeUp: true })) },
  );
/** At most six pieces a line, so no line has more made-up words than a line's list names one by one. */
const lineOf = (phrases: readonly string[]) =>
  fc.tuple(fc.array(pieceOf(phrases), { minLength: 1, maxLength: 6 }), fc.array(fc.constantFrom(' ', ', ', '; ', ' - ', ' and '), { minLength: 6, maxLength: 6 })).map(([pieces, joins]) => ({
    text: pieces.map((p, i) => (i === 0 ? p.text : `${joins[i] ?? ' '}${p.text}`)).join(''),
    madeUp: pieces.filter((p) => p.madeUp).map((p) => p.text),
  }));
const fieldOf = (phrases: readonly string[]) => fc.array(lineOf(phrases), { minLength: 1, maxLength: 3 });

const BASE: ClientProfile = { age: '55', gender: 'female', height: "5'5''", weight: '150', smoker: false, medications: '', medicalConditions: '', familyHistory: '' };

describe('no word silently dropped', () => {
  it('names every made-up word of the conditions and the medications as not understood, whatever is around it', () => {
    fc.assert(
      fc.property(fieldOf(conditionPhrases), fieldOf(medicationNames), (conditions, medications) => {
        const profile = { ...BASE, medicalConditions: conditions.map((l) => l.text).join('\n'), medications: medications.map((l) => l.text).join('\n') };
        const { reading } = assessProfile(profile, { now: NOW });
        for (const [field, lines] of [['medicalConditions', conditions], ['medications', medications]] as const) {
          const named = new Set(reading.unrecognised.filter((u) => u.field === field).flatMap((u) => u.words.map((w) => w.toLowerCase())));
          for (const word of lines.flatMap((l) => l.madeUp)) expect(named, `"${word}" in ${field}: ${JSON.stringify(lines.map((l) => l.text))}`).toContain(word);
        }
      }),
      { numRuns: runs(300) },
    );
  });

  it('names the first eight words of a line and counts the rest, so a long line drops none unsaid', () => {
    const words = Array.from({ length: 12 }, (_, i) => `qzx${'bcdfghjklmnp'[i]}`);
    const { reading } = assessProfile({ ...BASE, medicalConditions: `diabetes ${words.join(' ')}` }, { now: NOW });
    expect(reading.unrecognised).toEqual([{ field: 'medicalConditions', written: expect.any(String), words: [...words.slice(0, 8), 'and 4 more'] }]);
  });

  it('names the words beside a condition ruled out, and those beside a vaccine, as any others', () => {
    const { reading } = assessProfile({ ...BASE, medicalConditions: 'no diabetes qwrtz\nhepatitis B vaccine qplkm' }, { now: NOW });
    expect(reading.unrecognised.flatMap((u) => u.words)).toEqual(['qwrtz', 'qplkm']);
  });
});
