/**
 * The vocabulary agents meet (issue 48): the most-prescribed US drugs and their brands are read and tied to
 * what they treat, everyday products are read as carrying no weight, and every row of the Medications and
 * Medical Conditions tabs names only known conditions and, where it cites one, a source.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessProfile } from '../../../src/engine';
import { defaultCatalog, vocabularyOf } from '../../../src/engine/catalog';
import { tokens } from '../../../src/engine/text';
import { conditionRows } from '../../../src/engine/data/conditions';
import { medicationRows } from '../../../src/engine/data/medications';
import { topDrugs } from './fixtures/topDrugs';
// The casebook's base client and date: a 66-year-old man, 5'10'', 180 lb, nothing listed.
import { BASE, NOW } from './casebook/types';


const readingOf = (medications: string) => assessProfile({ ...BASE, medications }, { now: NOW }).reading;

const drugIndex = vocabularyOf(defaultCatalog()).medications;

/** Every word of the name is part of a drug's name as written (no typo search stands in for a drug it does not know). */
function isExact(name: string): boolean {
  const { words, written } = tokens(name);
  const used = new Array<boolean>(words.length).fill(false);
  drugIndex.findExact(words, written, used);
  return words.every((word, i) => used[i] || word.length < 2 || /^\d+$/.test(word));
}

/** A name is read when some drug is read on its line, as written, and no word of it is left over. */
function isRead(name: string): boolean {
  const reading = readingOf(name);
  return isExact(name) && reading.medications.length > 0 && !reading.unrecognised.some((u) => u.field === 'medications');
}

const namesOf = (drugs: typeof topDrugs) => [...new Set(drugs.flatMap((d) => [d.generic, ...d.brands]))];
const allNames = namesOf(topDrugs);

describe('the most-prescribed drugs (ClinCalc DrugStats, Top 300 of 2023)', () => {
  it('reads at least 99 % of the list\'s names, generic and brand', () => {
    const unread = allNames.filter((name) => !isRead(name));
    const share = 1 - unread.length / allNames.length;
    console.log(`Top 300 of 2023: ${allNames.length - unread.length} of ${allNames.length} names read (${(share * 100).toFixed(1)} %)${unread.length ? `; not read: ${unread.join(', ')}` : ''}`);
    expect(share).toBeGreaterThanOrEqual(0.99);
  });

  it('ties every drug that is not an everyday product to a condition it treats', () => {
    const untied = namesOf(topDrugs.filter((d) => !d.everyday)).filter((name) => {
      const reading = readingOf(name);
      return isRead(name) && !reading.conditions.some((c) => c.source === 'medication');
    });
    expect(untied).toEqual([]);
  });

  it('reads every everyday product (antibiotics, antihistamines, vitamins, pain relief…) as carrying no weight', () => {
    const weighed = namesOf(topDrugs.filter((d) => d.everyday)).filter((name) => {
      const reading = readingOf(name);
      return isRead(name) && (reading.medications.some((m) => m.status !== 'no-weight') || reading.conditions.length > 0);
    });
    expect(weighed).toEqual([]);
  });

  it('reads a name with a dose and a schedule ("<name> 20 mg daily") as it reads the bare name', () => {
    const readNames = allNames.filter(isRead);
    const shape = (medications: string) => {
      const reading = readingOf(medications);
      return {
        drugs: reading.medications.map((m) => m.name),
        weighed: reading.medications.map((m) => m.status === 'no-weight'),
        unread: reading.unrecognised.filter((u) => u.field === 'medications').length,
      };
    };
    fc.assert(
      fc.property(fc.constantFrom(...readNames), fc.constantFrom('20 mg daily', '20mg once daily', '20 mg twice a day', '20 mg at bedtime'), (name, dose) => {
        expect(shape(`${name} ${dose}`)).toEqual(shape(name));
      }),
      { numRuns: 150 },
    );
  });
});

describe('the rows of the Medications and Medical Conditions tabs', () => {
  const conditionIds = new Set(conditionRows.map((row) => row.id));

  it('name only known conditions', () => {
    const unknown = medicationRows.flatMap((row) =>
      row.implies
        .split(/[;|]/)
        .map((id) => id.trim())
        .filter((id) => id && !conditionIds.has(id))
        .map((id) => `${row.id}: ${id}`),
    );
    const unknownBecomes = conditionRows.flatMap((row) => {
      const id = row.becomes?.split(':')[1]?.trim();
      return id && !conditionIds.has(id) ? [`${row.id}: ${id}`] : [];
    });
    expect([...unknown, ...unknownBecomes]).toEqual([]);
  });

  it('cite a source where they carry one', () => {
    const empty = [...medicationRows, ...conditionRows].filter((row) => 'source' in row && !row.source?.trim()).map((row) => row.id);
    expect(empty).toEqual([]);
  });
});
