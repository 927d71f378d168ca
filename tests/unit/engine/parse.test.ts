import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bodyMassIndex, parseHeight, parseWeight } from '../../../src/engine/parse/measurements';
import { readLineDetails, severityShift } from '../../../src/engine/parse/lineDetails';
import { readFamilyHistory } from '../../../src/engine/parse/familyHistory';
import { readProfile, type ClientFacts } from '../../../src/engine/parse/profile';
import { defaultCatalog, vocabularyOf } from '../../../src/engine/catalog';
import { editDistance } from '../../../src/engine/text';
import type { ClientProfile } from '../../../src/engine/types';

const NOW = new Date('2026-11-22T12:00:00Z');
const vocabulary = vocabularyOf(defaultCatalog());
const profile = (over: Partial<ClientProfile>): ClientProfile => ({
  age: '50',
  gender: 'female',
  height: `5'6"`,
  weight: '150',
  smoker: false,
  medications: '',
  medicalConditions: '',
  familyHistory: '',
  ...over,
});
const read = (over: Partial<ClientProfile>) => readProfile(profile(over), vocabulary, NOW);
/** The lines of a field that nothing on them was understood. */
const unreadLines = (facts: ClientFacts, field: ClientFacts['unrecognised'][number]['field']) =>
  facts.unrecognised.filter((u) => u.field === field && u.whole).map((u) => u.written);

describe('height', () => {
  it.each([
    [`5'10''`, 70],
    [`5'10"`, 70],
    [`5' 10`, 70],
    [`5’10”`, 70],
    ['5 ft 10 in', 70],
    ['5ft 10', 70],
    ['5 feet 10 inches', 70],
    ['5-10', 70],
    ['5 10', 70],
    ["6'", 72],
    ['70 in', 70],
    ['70"', 70],
    ['70', 70],
    ['178 cm', 70.1],
    ['178', 70.1],
    ['1.78 m', 70.1],
    ['1,78 m', 70.1],
    [`4'11"`, 59],
  ])('%s → %s inches', (text, inches) => {
    expect(parseHeight(text)).toBe(inches);
  });

  it.each(['', 'tall', `5'13"`, '12', '3 m', '-70', '5.10.2', `25'`])('"%s" cannot be read', (text) => {
    expect(parseHeight(text)).toBeNull();
  });
});

describe('weight', () => {
  it.each([
    ['180', 180],
    ['180 lbs', 180],
    ['180lb', 180],
    ['180 pounds', 180],
    ['180.5', 180.5],
    ['82 kg', 180.8],
    ['82kg', 180.8],
  ])('%s → %s lb', (text, pounds) => {
    expect(parseWeight(text)).toBe(pounds);
  });

  it.each(['', 'heavy', '5', '180 stone', '-180', '2000'])('"%s" cannot be read', (text) => {
    expect(parseWeight(text)).toBeNull();
  });

  it('computes BMI from inches and pounds (5\'10", 180 lb → 25.8)', () => {
    expect(bodyMassIndex(70, 180)).toBe(25.8);
    expect(bodyMassIndex(70, 293)).toBe(42);
  });

  it('never throws and returns a plausible value or null for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const h = parseHeight(text);
        const w = parseWeight(text);
        expect(h === null || (h >= 36 && h <= 96)).toBe(true);
        expect(w === null || (w >= 50 && w <= 1000)).toBe(true);
      }),
    );
  });
});

describe('a condition line: date and severity words', () => {
  it.each([
    ['heart attack 18 months ago', 1.5, 'heart attack'],
    ['stroke 3 years ago', 3, 'stroke'],
    ['stroke two years ago', 2, 'stroke'],
    ['diabetes since 2019', 6.9, 'diabetes'],
    ['cancer in 2020', 5.89, 'cancer'],
    ['COPD 05/2022', 4.48, 'copd'],
    ['asthma March 2024', 2.65, 'asthma'],
    ['asthma 2024-03', 2.65, 'asthma'],
    ['stroke last year', 0.89, 'stroke'],
    ['stroke 1 1/2 years ago', 1.5, 'stroke'],
    ['gout', null, 'gout'],
    ['heart attack 2030', 0, 'heart attack'],
  ])('%s → %s years ago', (line, years, rest) => {
    const details = readLineDetails(line, NOW);
    expect(details.yearsAgo === null ? null : Math.round(details.yearsAgo * 100) / 100).toBe(years);
    expect(details.rest.toLowerCase()).toBe(rest);
  });

  it.each([
    ['severe asthma', 1, ['severe']],
    ['uncontrolled diabetes', 1, ['uncontrolled']],
    ['diabetes with complications', 1, ['with complications']],
    ['mild asthma', -1, ['mild']],
    ['controlled high blood pressure', -1, ['controlled']],
    ['moderate asthma', 0, ['moderate']],
    ['poorly controlled, severe diabetes', 1, ['poorly controlled', 'severe']],
    ['diabetes without complications', 0, ['without complications']],
    ['not severe asthma', 0, ['not severe']],
    ['diabetes, no complications, controlled', -1, ['no complications', 'controlled']],
  ])('%s → shift %i', (line, shift, words) => {
    const details = readLineDetails(line, NOW);
    expect(severityShift(details.severity)).toBe(shift);
    expect(details.severity.map((w) => w.word)).toEqual(words);
  });
});

describe('conditions, one per line', () => {
  const ids = (text: string) => read({ medicalConditions: text }).conditions.map((c) => c.condition.id);

  it.each([
    ['Type II diabetes', 'type-2-diabetes'],
    ['T2DM', 'type-2-diabetes'],
    ['t2dm', 'type-2-diabetes'],
    ['high blood pressure', 'essential-hypertension'],
    ['HTN', 'essential-hypertension'],
    ['CHF', 'congestive-heart-failure'],
    ['COPD', 'copd'],
    ['Heart attack (MI)', 'myocardial-infarction'],
    ['A-Fib', 'atrial-fibrillation'],
    ['on dialysis', 'end-stage-renal-disease'],
    ['diabeties', 'type-2-diabetes'],
    ['hypertenson', 'essential-hypertension'],
    ['high blod pressure', 'essential-hypertension'],
    ['had a heart attack', 'myocardial-infarction'],
  ])('"%s" → %s', (line, id) => {
    expect(ids(line)).toEqual([id]);
  });

  it('reads a short form that is also a word only in capitals: AIDS, not hearing aids', () => {
    expect(ids('AIDS since 2010')).toEqual(['aids']);
    expect(ids('HIV, now AIDS').sort()).toEqual(['aids', 'hiv']);
    expect(unreadLines(read({ medicalConditions: 'wears hearing aids' }), 'medicalConditions')).toEqual(['wears hearing aids']);
  });

  it('reads a line with a date and severity words, and a typo is named', () => {
    // Diabetes is chronic: present now, whatever year it began; the date as written is kept.
    const [c] = read({ medicalConditions: 'severe diabeties since 2019' }).conditions;
    expect(c).toMatchObject({ severity: 3, yearsAgo: 0, dateText: 'since 2019', matchedText: 'diabeties', severityWords: ['severe'] });
    // An event keeps its date.
    const [stroke] = read({ medicalConditions: 'severe strok since 2019' }).conditions;
    expect(stroke).toMatchObject({ severity: 4, yearsAgo: 6.9, matchedText: 'strok', severityWords: ['severe'] });
  });

  it('keeps severity words that are part of a name: "end stage renal disease" is the disease, not a grade', () => {
    expect(ids('end stage renal disease')).toEqual(['end-stage-renal-disease']);
    expect(read({ medicalConditions: 'end stage renal disease' }).conditions[0]?.severityWords).toEqual([]);
    expect(read({ medicalConditions: 'type 2 diabetes without complications' }).conditions[0]?.severity).toBe(2);
  });

  it('reads a line that says there is nothing ("no cancer") as no condition, and says so', () => {
    const facts = read({ medicalConditions: 'no cancer\nnone\nasthma' });
    expect(facts.conditions.map((c) => c.condition.id)).toEqual(['asthma']);
    expect(facts.ruledOut).toEqual([{ written: 'no cancer', name: 'Cancer (type not stated)' }]);
    expect(facts.unrecognised).toEqual([]);
  });

  it('resolves every name, alias and short form in the catalog to its own condition', () => {
    const wrong: string[] = [];
    for (const condition of defaultCatalog().conditions) {
      for (const phrase of [condition.name, ...condition.aliases, ...condition.abbreviations, ...condition.capitalsOnly]) {
        const found = ids(phrase);
        if (found.length !== 1 || found[0] !== condition.id) wrong.push(`"${phrase}" → [${found.join(', ')}], not ${condition.id}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('grades a moderate condition down for "mild", never a serious one', () => {
    expect(read({ medicalConditions: 'mild asthma' }).conditions[0]?.severity).toBe(1);
    expect(read({ medicalConditions: 'mild heart attack' }).conditions[0]?.severity).toBe(3);
  });

  it('keeps a line that matches nothing as unrecognised, never dropped', () => {
    const facts = read({ medicalConditions: 'asthma\nzzqx syndrome\n\n   \nfeels tired sometimes' });
    expect(facts.conditions.map((c) => c.condition.id)).toEqual(['asthma']);
    expect(unreadLines(facts, 'medicalConditions')).toEqual(['zzqx syndrome', 'feels tired sometimes']);
  });

  it('merges the same condition on two lines: the worse grade and the more recent date', () => {
    const facts = read({ medicalConditions: 'severe stroke 2010\nstroke 3 years ago' });
    expect(facts.conditions).toHaveLength(1);
    expect(facts.conditions[0]).toMatchObject({ severity: 4, yearsAgo: 3, dateText: '3 years ago' });
    // A chronic condition is current whatever the dates; the worse grade still wins.
    const asthma = read({ medicalConditions: 'mild asthma 2010\nsevere asthma 3 years ago' });
    expect(asthma.conditions).toHaveLength(1);
    expect(asthma.conditions[0]).toMatchObject({ severity: 3, yearsAgo: 0 });
  });
});

describe('medications, one per line', () => {
  it.each([
    ['metformin 500mg twice daily', 'type-2-diabetes'],
    ['Lantus 20 units', 'insulin-dependent-diabetes'],
    ['insulin glargine', 'insulin-dependent-diabetes'],
    ['Eliquis 5 mg', 'atrial-fibrillation'],
    ['albuterol inhaler as needed', 'asthma'],
    ['Lisinopril 10mg', 'essential-hypertension'],
    ['Spiriva', 'copd'],
    ['metforman', 'type-2-diabetes'],
  ])('"%s" implies %s', (line, id) => {
    const facts = read({ medications: line });
    expect(facts.conditions.map((c) => c.condition.id)).toEqual([id]);
    expect(facts.conditions[0]).toMatchObject({ yearsAgo: 0 });
  });

  it('names the other possibilities of a medication with alternatives, and asks', () => {
    const facts = read({ medications: 'Eliquis' });
    const [c] = facts.conditions;
    expect(c?.impliedBy).toBe('apixaban');
    expect(facts.ambiguities).toHaveLength(1);
    expect(facts.ambiguities[0]?.assumed.id).toBe('atrial-fibrillation');
    expect(facts.ambiguities[0]?.options.map((o) => o.id)).toEqual(['atrial-fibrillation', 'deep-vein-thrombosis']);
    expect(facts.medicationsRead[0]).toMatchObject({ status: 'ambiguous' });
  });

  it('adds nothing when an implied condition is already listed, and makes it current', () => {
    const facts = read({ medications: 'albuterol\nSpiriva', medicalConditions: 'COPD 2015' });
    expect(facts.conditions.map((c) => c.condition.id)).toEqual(['copd']);
    expect(facts.conditions[0]).toMatchObject({ yearsAgo: 0, confirmedBy: 'albuterol', origin: 'listed' });
    expect(facts.medicationsRead.map((m) => m.status)).toEqual(['confirms', 'confirms']);
  });

  it('keeps a medication nobody knows as unrecognised', () => {
    expect(unreadLines(read({ medications: 'qqzzx 100' }), 'medications')).toEqual(['qqzzx 100']);
  });
});

describe('family history', () => {
  it.each([
    ['Father had a heart attack at 52', [{ relative: 'father', illness: 'heart disease', age: 52 }]],
    ['mother: breast cancer age 45', [{ relative: 'mother', illness: 'cancer', age: 45 }]],
    ['Brother diabetes', [{ relative: 'brother', illness: 'diabetes', age: null }]],
    ['mom stroke before 60', [{ relative: 'mother', illness: 'stroke', age: 60 }]],
    [
      'Mother and father had heart disease in their 50s',
      [
        { relative: 'mother', illness: 'heart disease', age: 55 },
        { relative: 'father', illness: 'heart disease', age: 55 },
      ],
    ],
    ['Father: heart disease, age 50', [{ relative: 'father', illness: 'heart disease', age: 50 }]],
    ['Mother alive and well\nGrandfather had a stroke', []],
    ['mom and dad both healthy; uncle had diabetes', []],
    ['Parents: no history of cancer', []],
    ['none', []],
    ['', []],
  ])('"%s"', (text, entries) => {
    expect(readFamilyHistory(text).entries).toEqual(entries);
  });

  it('does not count grandparents, aunts or uncles, and says so', () => {
    expect(readFamilyHistory('grandmother had cancer\nuncle heart attack at 50')).toEqual({
      entries: [],
      ignored: ['cancer', 'heart disease'],
    });
  });
});

describe('edit distance', () => {
  it.each([
    ['diabetes', 'diabeties', 1],
    ['kitten', 'sitting', 3],
    ['ab', 'ba', 1],
    ['same', 'same', 0],
  ])('%s ↔ %s = %i', (a, b, d) => {
    expect(editDistance(a, b, 5)).toBe(d);
    expect(editDistance(b, a, 5)).toBe(d);
  });

  it('is symmetric and stops at the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 3 }), (a, b, limit) => {
        const d = editDistance(a, b, limit);
        expect(d).toBe(editDistance(b, a, limit));
        expect(d).toBeLessThanOrEqual(limit + 1);
        if (a === b) expect(d).toBe(0);
      }),
    );
  });
});
