import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bodyMassIndex, parseHeight, parseWeight } from '../../../src/engine/parse/measurements';
import { readLineDetails, severityShift } from '../../../src/engine/parse/lineDetails';
import { readFamilyHistory } from '../../../src/engine/parse/familyHistory';
import { readProfile, type ClientFacts } from '../../../src/engine/parse/profile';
import { defaultCatalog, vocabularyOf } from '../../../src/engine/catalog';
import { editDistance } from '../../../src/engine/text';
import type { ClientProfile } from '../../../src/engine/types';
import { assessProfile } from '../../../src/engine';

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

  it('reads AIDS in any case, but not a device or a verb: hearing aids, aids in digestion', () => {
    expect(ids('AIDS since 2010')).toEqual(['aids']);
    expect(ids('HIV, now AIDS').sort()).toEqual(['aids', 'hiv']);
    for (const line of ['has aids', 'Aids', 'aids dx 2010', 'HIV/aids']) expect(ids(line), line).toContain('aids');
    for (const line of ['wears hearing aids', 'walking aids', 'mobility aids', 'uses hearing aid', 'aids in digestion', 'sleep aids', 'Hearing Aids both ears']) {
      const facts = read({ medicalConditions: line });
      expect(facts.conditions, line).toEqual([]);
      expect(facts.unrecognised, line).toEqual([]);
    }
  });

  it('reads a line with a date and severity words, and a typo is named', () => {
    // Diabetes is chronic: present now, whatever year it began; the date as written is kept.
    const [c] = read({ medicalConditions: 'severe diabeties since 2019' }).conditions;
    expect(c).toMatchObject({ severity: 3, yearsAgo: 0, dateText: 'since 2019', matchedText: 'diabeties', severityWords: ['severe'] });
    // An event keeps its date.
    const [stroke] = read({ medicalConditions: 'severe strok since 2019' }).conditions;
    expect(stroke).toMatchObject({ severity: 4, yearsAgo: expect.closeTo(6.9, 1), matchedText: 'strok', severityWords: ['severe'] });
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
    // Drugs with one use are read first (Spiriva proves COPD), then those with several (albuterol: asthma or COPD).
    expect(facts.conditions[0]).toMatchObject({ yearsAgo: 0, confirmedBy: 'tiotropium', origin: 'listed' });
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
    expect(readFamilyHistory(text).entries.map(({ relative, illness, age }) => ({ relative, illness, age }))).toEqual(entries);
  });

  it.each([
    ['Mother: breast cancer at 52', 'breast cancer'],
    ['Father had a heart attack at 52', 'heart attack'],
    ['dad died of a stroke at 70', 'stroke'],
    ['Brother - Type 2 diabetes dx at 40', 'Type 2 diabetes'],
    ['sister has lymphoma', 'lymphoma'],
  ])('keeps the illness as written: "%s"', (text, written) => {
    expect(readFamilyHistory(text).entries[0]?.written).toBe(written);
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

describe('misreads in context (docs/engine.md, Reading the profile)', () => {
  const MAY = new Date('2026-05-15T14:30:00Z');
  const at = (over: Partial<ClientProfile>, now = NOW) => readProfile(profile(over), vocabulary, now);
  const idsOf = (facts: ClientFacts) => facts.conditions.map((c) => c.condition.id);
  const fact = (facts: ClientFacts, id: string) => facts.conditions.find((c) => c.condition.id === id);

  it.each(['rehab for knee replacement 2023', 'cardiac rehab after stent', 'physical therapy rehab for hip', 'PT/rehab after shoulder surgery', 'Rehab after hip surgery, 2024', 'in recovery after knee surgery'])(
    '"%s" is physical rehab, not alcohol or drug treatment',
    (line) => {
      const facts = at({ medicalConditions: line });
      expect(idsOf(facts)).not.toContain('substance-abuse-treatment');
      expect(facts.unrecognised).toEqual([]);
    },
  );

  it('keeps the joint and the heart beside physical rehab, and keeps alcohol and drug rehab', () => {
    expect(idsOf(at({ medicalConditions: 'rehab for knee replacement 2023' }))).toEqual(['joint-replacement']);
    expect(idsOf(at({ medicalConditions: 'cardiac rehab after stent' }))).toEqual(['coronary-stent']);
    for (const line of ['rehab for alcohol 2019', 'drug rehab', 'in rehab for opioids', 'rehab 2019', 'knee surgery 2020; rehab for alcohol 2019']) {
      expect(idsOf(at({ medicalConditions: line })), line).toContain('substance-abuse-treatment');
    }
  });

  it('reads a positive PPD or TB skin test as a tuberculin test, never as packs per day', () => {
    for (const line of ['positive PPD test', 'PPD positive', 'positive TB skin test', 'Positive ppd 2019']) {
      const facts = at({ medicalConditions: line });
      expect(facts.smoker, line).toBe(false);
      expect(idsOf(facts), line).toEqual(['tuberculosis']);
    }
    for (const line of ['1 ppd', 'smokes 1/2 ppd', '2 ppd smoker', 'one ppd']) expect(at({ medicalConditions: line }).smoker, line).toBe(true);
    expect(idsOf(at({ medicalConditions: 'tested positive for covid 2022' }))).toEqual(['covid-19']);
    expect(idsOf(at({ medicalConditions: 'HIV positive' }))).toEqual(['hiv']);
    expect(idsOf(at({ medicalConditions: 'positive for HIV' }))).toEqual(['hiv']);
  });

  it('binds a status word to its own fact, in its clause or the next, never to another fact on the line', () => {
    const cured = fact(at({ medicalConditions: 'hepatitis C, cured 2018 after Harvoni' }), 'hepatitis-c');
    expect(cured?.yearsAgo).toBeGreaterThan(7);
    expect(cured?.dateText).toBe('2018');
    const treated = fact(at({ medicalConditions: 'hep C - completed treatment 2019, cured' }), 'hepatitis-c');
    expect(treated?.yearsAgo).toBeGreaterThan(6);
    const svr = fact(at({ medicalConditions: 'Hepatitis C; treated with Epclusa 2019; SVR' }), 'hepatitis-c');
    expect(svr?.dateText).toBe('2019');
    const both = at({ medicalConditions: 'diabetes, hepatitis C cured 2018' });
    expect(fact(both, 'type-2-diabetes')?.yearsAgo).toBe(0);
    expect(fact(both, 'hepatitis-c')?.yearsAgo).toBeGreaterThan(7);
    // "quit" belongs to the smoking, not to the COPD before it.
    expect(fact(at({ medicalConditions: 'COPD, quit smoking 2015' }), 'copd')?.yearsAgo).toBe(0);
    // Nothing unread in the status words.
    expect(at({ medicalConditions: 'breast cancer 2015, completed chemo 2016, in remission' }).unrecognised).toEqual([]);
  });

  it('counts a cancer or a substance use disorder under a drug that treats it as current, whatever date it was written with', () => {
    for (const [conditions, medications, id] of [
      ['NSCLC 10 years ago', 'osimertinib', 'lung-cancer'],
      ['leukemia diagnosed 2012', 'imatinib 400 mg', 'leukemia'],
      ['myeloma 2016', 'Revlimid', 'multiple-myeloma'],
      ['alcoholism 8 years ago', 'disulfiram', 'alcohol-abuse'],
      ['opioid addiction 2015', 'Suboxone', 'opioid-use-disorder'],
    ] as const) {
      expect(fact(at({ medicalConditions: conditions, medications }), id)?.yearsAgo, `${conditions} + ${medications}`).toBe(0);
      // Without the drug, the date stands; but a myeloma does not end without treatment: present now (contextRules.ts, watchedCancerRule).
      expect(fact(at({ medicalConditions: conditions }), id)?.yearsAgo, conditions).toBe(id === 'multiple-myeloma' ? 0 : fact(at({ medicalConditions: conditions }), id)?.yearsAgo);
      if (id !== 'multiple-myeloma') expect(fact(at({ medicalConditions: conditions }), id)?.yearsAgo, conditions).toBeGreaterThan(5);
    }
    // Hormone therapy after a cancer is its own condition beside the cancer's date; a transplant's drug is lifelong.
    expect(fact(at({ medicalConditions: 'breast cancer 2015', medications: 'tamoxifen' }), 'breast-cancer')?.yearsAgo).toBeGreaterThan(5);
    expect(fact(at({ medicalConditions: 'kidney transplant 2012', medications: 'tacrolimus' }), 'organ-transplant')?.yearsAgo).toBeGreaterThan(5);
  });

  it('reads hormone therapy beside a cancer as ongoing treatment of it, and immunotherapy as cancer treatment', () => {
    for (const [conditions, medications] of [
      ['breast cancer 2020, on tamoxifen', ''],
      ['breast cancer 2015', 'anastrozole 1 mg'],
      ['breast cancer 2021, hormone therapy', ''],
      ['prostate cancer 2019, on hormonal therapy', ''],
      ['Breast cancer 2018\nendocrine therapy', ''],
    ]) {
      const facts = at({ medicalConditions: conditions, medications });
      expect(fact(facts, 'cancer-hormone-therapy')?.yearsAgo, conditions).toBe(0);
      expect(facts.unrecognised, conditions).toEqual([]);
    }
    expect(idsOf(at({ medicalConditions: 'breast cancer 2018, finished hormone therapy 2023' }))).not.toContain('cancer-hormone-therapy');
    expect(idsOf(at({ medicalConditions: 'breast cancer 2018', medications: 'stopped tamoxifen 2023' }))).not.toContain('cancer-hormone-therapy');
    for (const line of ['lung cancer 2024, immunotherapy', 'melanoma, targeted therapy', 'breast cancer 2025, radiotherapy']) {
      expect(idsOf(at({ medicalConditions: line })), line).toContain('cancer-treatment');
    }
    expect(idsOf(at({ medicalConditions: 'allergy immunotherapy' }))).toEqual(['seasonal-allergies']);
  });

  it('knows devices, body parts and pen names: nothing left unread', () => {
    for (const medications of ['Ozempic pen 1 mg weekly', 'Humalog KwikPen', 'Lantus SoloStar', 'Trulicity pen', 'albuterol inhaler', 'Novolog FlexPen']) {
      expect(at({ medications }).unrecognised, medications).toEqual([]);
    }
    for (const medicalConditions of ['arthritis left knee', 'right hip replacement 2015', 'lower back pain', 'rotator cuff repair right shoulder 2020', 'left knee', 'uses hearing aids']) {
      expect(at({ medicalConditions }).unrecognised, medicalConditions).toEqual([]);
    }
    // A body part can still start a typo: "knee replacment" is a joint replacement.
    expect(idsOf(at({ medicalConditions: 'knee replacment' }))).toEqual(['joint-replacement']);
  });

  it('reads a month without a year as the last such month, and a year alone with its calendar year', () => {
    const march = readLineDetails('heart attack in March', MAY);
    expect(march.yearsAgo).toBeCloseTo((MAY.getTime() - Date.UTC(2026, 3, 0)) / (365.25 * 24 * 3600 * 1000), 5);
    expect(readLineDetails('stent placed in October', MAY).yearsAgo).toBeCloseTo(0.54, 1);
    expect(readLineDetails('MI last March', MAY).dateText).toMatch(/March/);
    expect(readLineDetails('stroke in May', MAY).yearsAgo).toBe(0);
    expect(readLineDetails('this may be asthma', MAY).yearsAgo).toBeNull();
    expect(fact(at({ medicalConditions: 'heart attack in March' }, MAY), 'myocardial-infarction')?.yearsAgo).not.toBeNull();
    for (const [text, year] of [['2016', 2016], ['in 2016', 2016], ["'16", 2016], ['dx 2016', 2016], ['since 2012', null], ['from 2012', null], ['March 2016', null], ['3/15/2016', null], ['6 months ago', null], ['in March', null], ['last year', 2025]] as const) {
      expect(readLineDetails(text, MAY).year, text).toBe(year);
    }
    // yearsAgo still counts from the end of that year.
    expect(readLineDetails('2016', MAY).yearsAgo).toBeCloseTo((MAY.getTime() - Date.UTC(2016, 11, 31)) / (365.25 * 24 * 3600 * 1000), 5);
  });

  it('reads an age at diagnosis as a date when the client\'s age is known, never a family history age or a measurement', () => {
    expect(readLineDetails('diabetes diagnosed at age 45', MAY, 66).yearsAgo).toBe(21);
    expect(readLineDetails('type 2 diabetes dx at 30', MAY, 66).yearsAgo).toBe(36);
    expect(readLineDetails('insulin since age 25', MAY, 66)).toMatchObject({ yearsAgo: 41, dateText: 'since age 25' });
    expect(readLineDetails('heart attack at 58', MAY, 66).yearsAgo).toBe(8);
    expect(readLineDetails('diagnosed at 40', MAY, 66).yearsAgo).toBe(26);
    expect(readLineDetails('heart attack at 58', MAY).yearsAgo).toBeNull();
    expect(readLineDetails('diagnosed at 70', MAY, 66).yearsAgo).toBeNull();
    for (const text of ['BP at 140/90', 'A1c at 7.2', 'weight at 80 kg']) expect(readLineDetails(text, MAY, 66).yearsAgo, text).toBeNull();
    const facts = at({ age: '66', medicalConditions: 'heart attack at 58' }, MAY);
    expect(fact(facts, 'myocardial-infarction')?.yearsAgo).toBe(8);
    const family = at({ age: '66', medicalConditions: 'mother had breast cancer at 45' }, MAY);
    expect(family.conditions).toEqual([]);
    expect(family.family.entries.length).toBeGreaterThan(0);
  });

  it('grades COPD by severity: mild with inhalers only, severe with tobacco, a recent hospital stay, a nebulizer or steroids', () => {
    const grade = (over: Partial<ClientProfile>, id = 'copd') => fact(at(over, MAY), id)?.severity;
    expect(grade({ medicalConditions: 'COPD', medications: 'Spiriva\nalbuterol' })).toBe(2);
    expect(grade({ medicalConditions: 'emphysema' }, 'emphysema')).toBe(2);
    expect(grade({ medicalConditions: 'COPD, hospitalized for exacerbation 2019' })).toBe(2);
    expect(grade({ medicalConditions: 'COPD, hospitalized 2025' })).toBe(3);
    expect(grade({ medicalConditions: 'severe COPD' })).toBe(3);
    expect(grade({ medicalConditions: 'end stage emphysema' }, 'emphysema')).toBe(3);
    expect(grade({ medicalConditions: 'COPD, uses nebulizer daily' })).toBe(3);
    expect(grade({ medicalConditions: 'COPD', medications: 'prednisone 10 mg' })).toBe(3);
    expect(grade({ medicalConditions: 'COPD', smoker: true })).toBe(3);
    expect(grade({ medicalConditions: 'COPD', medications: 'DuoNeb nebulizer' })).toBe(3);
  });
});

describe('harmless words (devices, body parts, pen names) change nothing', () => {
  const MAY = new Date('2026-05-15T14:30:00Z');
  const conditionLines = ['heart attack 2016', 'type 2 diabetes', 'COPD', 'knee replacement 2015', 'arthritis', 'breast cancer 2012', 'stroke March 2025', 'high blood pressure', 'xyzzy plover', 'no HIV'];
  const medicationLines = ['metformin 500 mg twice daily', 'Ozempic 1 mg weekly', 'Lantus 20 units', 'Humalog sliding scale', 'lisinopril 10 mg', 'albuterol prn', 'Trulicity 1.5 mg'];
  const HARMLESS_WORDS = ['pen', 'FlexPen', 'KwikPen', 'SoloStar', 'inhaler', 'left knee', 'right hip', 'lower back', 'shoulder', 'wrist', 'hearing aid', 'both ankles', 'Right Shoulder'];
  const outcome = (p: ClientProfile) => {
    const answer = assessProfile(p, { now: MAY });
    return new Map([...answer.offered.map((o) => [o.id, `${o.tier} ${o.rateClass} ${o.matchScore}`] as const), ...answer.declined.map((d) => [d.id, `declined: ${d.reason}`] as const)]);
  };

  it('adding any of them to a line never changes a score, tier, rate class or decline', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...conditionLines), { maxLength: 3 }),
        fc.array(fc.constantFrom(...medicationLines), { maxLength: 3 }),
        fc.constantFrom(...HARMLESS_WORDS),
        fc.boolean(),
        fc.boolean(),
        fc.nat(),
        (conditions, medications, word, toMedications, before, pick) => {
          const base = profile({ age: '66', gender: 'male', medicalConditions: conditions.join('\n'), medications: medications.join('\n') });
          const lines = toMedications ? medications : conditions;
          fc.pre(lines.length > 0);
          const at = pick % lines.length;
          const changed = lines.map((line, i) => (i === at ? (before ? `${word} ${line}` : `${line} ${word}`) : line)).join('\n');
          const after = toMedications ? { ...base, medications: changed } : { ...base, medicalConditions: changed };
          expect(outcome(after)).toEqual(outcome(base));
        },
      ),
      { numRuns: 150 },
    );
  });
});
