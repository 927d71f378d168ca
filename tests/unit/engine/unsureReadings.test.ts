/**
 * Readings that once came out kinder than the profile: the earliest of two dates for one event, the
 * type of diabetes written after its noun, a test still to come named with a time ahead, and a height
 * the engine cannot read. Each is held for the kind of writing, with the words and numbers drawn at
 * random (fast-check), against the plain form the engine already read right.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessProfile, defaultCatalog, type ClientProfile } from '../../../src/engine';

const NOW = new Date('2026-11-22T12:00:00Z');
const catalog = defaultCatalog();
const profile = (over: Partial<ClientProfile>): ClientProfile => ({
  age: '64',
  gender: 'male',
  height: `5'10"`,
  weight: '180',
  smoker: false,
  medications: '',
  medicalConditions: '',
  familyHistory: '',
  ...over,
});
const assess = (over: Partial<ClientProfile>) => assessProfile(profile(over), { catalog, now: NOW });
/** Each product's outcome: its tier and rate class when offered, else declined or postponed. */
const outcomes = (over: Partial<ClientProfile>) => {
  const { offered, declined } = assess(over);
  return Object.fromEntries([
    ...offered.map((o) => [o.id, `${o.tier}/${o.rateClass}`]),
    ...declined.map((d) => [d.id, d.outcome ?? 'declined']),
  ]);
};

describe('several dates for one event', () => {
  const events = ['stroke', 'heart attack', 'TIA', 'breast cancer', 'colon cancer', 'cancer'];
  const joiners: ((a: number, b: number) => string)[] = [
    (a, b) => `${a} and ${b}`,
    (a, b) => `${a}, ${b}`,
    (a, b) => `${a} & ${b}`,
    (a, b) => `${a}-${b}`,
    (a, b) => `between ${a} and ${b}`,
    (a, b) => `${b} and ${a}`,
  ];
  it('are read by the most recent, in any order and joined any way (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...events),
        fc.integer({ min: 2000, max: 2026 }),
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 0, max: joiners.length - 1 }),
        (event, later, gap, join) => {
          const earlier = later - gap;
          const both = outcomes({ medicalConditions: `${event} ${joiners[join]!(earlier, later)}` });
          expect(both).toEqual(outcomes({ medicalConditions: `${event} ${later}` }));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('take no status word for a second date ("diagnosed 2010, currently controlled" is 2010)', () => {
    expect(outcomes({ medicalConditions: 'high blood pressure diagnosed 2010, currently controlled' })).toEqual(outcomes({ medicalConditions: 'high blood pressure diagnosed 2010, controlled' }));
  });
});

describe('a time written as a bound ("less than 2 years ago")', () => {
  it('is read as now, never as the bound itself: the same as the event written as current (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('stroke', 'heart attack', 'cancer treatment', 'TIA', 'stent'),
        fc.constantFrom('less than', 'under', 'within', 'within the last', 'fewer than'),
        fc.constantFrom('a year', '2 years', '18 months', '6 months', 'two years', '3 years'),
        fc.constantFrom(' ago', ''),
        (event, bound, amount, ago) => {
          const written = `${event} ${bound} ${amount}${ago}`;
          const { reading } = assess({ medicalConditions: written });
          expect(reading.unrecognised).toEqual([]);
          expect(outcomes({ medicalConditions: written })).toEqual(outcomes({ medicalConditions: `${event} currently` }));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('type 1 diabetes as agents write it', () => {
  it.each(['diabetes type 1', 'type 1 diabetic', 'type one diabetes', 'DM type 1', 'diabetes type I', 'Type 1 DM'])('reads "%s" as type 1', (written) => {
    expect(assess({ medicalConditions: written }).reading.conditions.map((c) => c.name)).toEqual(['Type 1 diabetes']);
  });

  it.each(['diabetes type 2', 'type 2 diabetic', 'type two diabetes', 'DM type 2'])('reads "%s" as type 2', (written) => {
    expect(assess({ medicalConditions: written }).reading.conditions.map((c) => c.name)).toEqual(['Type 2 diabetes']);
  });
});

describe('a test or its results still to come, named with a time ahead', () => {
  const tests = ['biopsy', 'CT scan', 'MRI', 'test results', 'results', 'colonoscopy', 'ultrasound', 'echo'];
  const times = ['next week', 'tomorrow', 'soon', 'on Monday', 'in 2 weeks', 'in a few days', 'this week'];
  it('postpones every underwritten product, whatever the finding (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom('lump in breast', 'lung nodule', 'abnormal bloodwork', 'chest pain'), fc.constantFrom(...tests), fc.constantFrom(...times), (finding, test, time) => {
        const { offered, reading } = assess({ medicalConditions: `${finding}, ${test} ${time}` });
        expect(offered.filter((o) => o.kind !== 'guaranteed-issue').map((o) => o.id)).toEqual([]);
        expect(reading.context.some((c) => c.kind === 'pending')).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('postpones a diagnosis still being ruled out, not one ruled out', () => {
    for (const written of ['rule out ALS', 'r/o MS', 'ruling out lymphoma']) {
      expect(assess({ medicalConditions: written }).offered.filter((o) => o.kind !== 'guaranteed-issue')).toEqual([]);
    }
    expect(assess({ medicalConditions: 'ALS ruled out' }).offered.some((o) => o.tier === 'level' && o.kind !== 'guaranteed-issue')).toBe(true);
  });

  it('postpones nothing for a routine test with no finding ("routine colonoscopy next month")', () => {
    expect(assess({ medicalConditions: 'routine colonoscopy next month' }).offered.some((o) => o.tier === 'level' && o.kind !== 'guaranteed-issue')).toBe(true);
  });
});

describe('a height or weight the engine cannot read', () => {
  it('holds every product with a build chart, and says which (fast-check)', () => {
    const charted = new Set(catalog.products.filter((p) => p.buildChart !== 'none' && p.kind !== 'guaranteed-issue').map((p) => p.id));
    fc.assert(
      fc.property(fc.constantFrom('5.2', '5.10', 'five two', 'tall', '5 foot something', '?'), fc.constantFrom('height' as const, 'weight' as const), (written, field) => {
        const value = field === 'weight' ? written.replace(/^5/, '') || 'heavy' : written;
        const { offered, declined, reading } = assess({ [field]: value });
        fc.pre(reading.build.includes('not understood'));
        expect(offered.filter((o) => charted.has(o.id)).map((o) => o.id)).toEqual([]);
        for (const d of declined.filter((x) => charted.has(x.id) && x.outcome === 'postponed')) expect(d.reason).toMatch(/^Held until the (?:height|weight) is written so the engine can read it/);
      }),
      { numRuns: 30 },
    );
  });
});

describe('a sentence being served now', () => {
  it.each(['currently incarcerated', 'in prison', 'in jail', 'serving time'])('"%s" is read as probation is, not as a past felony', (written) => {
    expect(assess({ age: '40', medicalConditions: written }).reading.conditions.map((c) => c.name)).toEqual(['On probation or parole or in prison']);
    expect(outcomes({ age: '40', medicalConditions: written })).toEqual(outcomes({ age: '40', medicalConditions: 'on probation' }));
  });

  it('a sentence served is a felony of its date ("released from prison 2015")', () => {
    expect(assess({ age: '40', medicalConditions: 'released from prison 2015' }).reading.conditions.map((c) => c.name)).toEqual(['Felony conviction']);
  });
});

describe('tobacco denied, or someone else\'s', () => {
  it('reads a denial in a form\'s way as no tobacco, and another person\'s tobacco as not the client\'s (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(fc.constantFrom('tobacco', 'smoking', 'nicotine', 'tobacco use', 'smoker'), fc.constantFrom(': no', ' - never', ': none', ': denies', ' = no')).map(([a, b]) => `${a}${b}`),
          fc.constantFrom('denies tobacco use', 'denies smoking', 'denied any tobacco', 'no smoking', 'never smoked'),
          fc.tuple(fc.constantFrom('husband', 'wife', 'mother', 'father', 'roommate', 'son'), fc.constantFrom('smokes', 'smoked', 'vapes', 'chews tobacco')).map(([who, what]) => `${who} ${what}`),
        ),
        (written) => {
          expect(assess({ medicalConditions: written }).reading.tobacco).toBe('No tobacco');
          expect(outcomes({ medicalConditions: written })).toEqual(outcomes({}));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('still reads the client\'s own tobacco ("smoker", "smokes 1 ppd")', () => {
    expect(assess({ medicalConditions: 'smoker' }).reading.tobacco).toBe('Tobacco (named in the profile)');
    expect(assess({ medicalConditions: 'smokes 1 ppd' }).reading.tobacco).toBe('Tobacco (named in the profile)');
  });
});

describe('a test written negative with a sign', () => {
  it.each(['HIV-', 'HIV (-)', 'HIV non-reactive', 'hep C-, HIV-'])('"%s" is a test negative, not the disease', (written) => {
    expect(assess({ medicalConditions: written }).reading.conditions).toEqual([]);
    expect(outcomes({ medicalConditions: written })).toEqual(outcomes({}));
  });

  it('leaves a dash between words and a positive sign alone ("diabetes - controlled", "HIV+")', () => {
    expect(assess({ medicalConditions: 'diabetes - controlled' }).reading.conditions.map((c) => c.name)).toEqual(['Type 2 diabetes']);
    expect(assess({ medicalConditions: 'HIV+' }).reading.conditions.map((c) => c.name)).toEqual(['HIV positive']);
    expect(assess({ medicalConditions: 'HIV, viral load undetectable' }).reading.conditions.map((c) => c.name)).toEqual(['HIV positive']);
  });
});

describe('a drug whose uses are equally serious', () => {
  // The benefit an outcome gives, best first: how grave a reading is for one product.
  const gravity = (outcome: string | undefined) => {
    const tier = (outcome ?? 'declined').split('/')[0] as string;
    return ['level', 'graded', 'modified', 'return-of-premium', 'guaranteed', 'postponed', 'declined'].indexOf(tier);
  };
  const total = (o: Record<string, string>) => catalog.products.reduce((sum, p) => sum + gravity(o[p.id]), 0);
  const severity = new Map(catalog.conditions.map((c) => [c.id, c.severity]));
  // Every drug of the catalog asked about when written alone (no dose, no other drug: no evidence).
  const asked = catalog.medications.flatMap((m) => {
    const name = m.names[0] as string;
    const q = assess({ medications: name, age: '50' }).reading.questions.find((x) => x.kind === 'use' && x.evidence.length === 0);
    return q ? [{ name, q }] : [];
  });

  it('is asked about for the drugs with several uses (the test has drugs to hold)', () => {
    expect(asked.map((a) => a.name)).toEqual(expect.arrayContaining(['albuterol', 'prednisone', 'furosemide', 'gabapentin']));
  });

  it('property: until answered, no use as serious as the one assumed is graver across the catalog', () => {
    fc.assert(
      fc.property(fc.constantFrom(...asked), fc.integer({ min: 40, max: 64 }), ({ name, q }, age) => {
        const unanswered = outcomes({ medications: name, age: String(age) });
        const assumed = severity.get(q.assumed) ?? 0;
        for (const option of q.options) {
          if ((severity.get(option.value) ?? 0) < assumed) continue;
          const answered = outcomes({ medications: name, age: String(age), answers: { [q.id]: option.value } });
          expect(total(answered), `${name} at ${age}, answered ${option.value}, assumed ${q.assumed}`).toBeLessThanOrEqual(total(unanswered));
        }
      }),
      { numRuns: 120 },
    );
  });

  it('albuterol alone is read as COPD until answered: no level benefit from a product that declines COPD', () => {
    const copd = outcomes({ medicalConditions: 'COPD' });
    const albuterol = outcomes({ medications: 'albuterol inhaler' });
    for (const p of catalog.products) if (gravity(copd[p.id]) > 0) expect(gravity(albuterol[p.id]), p.id).toBeGreaterThan(0);
  });
});

describe('a skin cancer whose type is not written', () => {
  // How good an outcome is for the client, best first (as in the drug uses above).
  const rank = (outcome: string | undefined) => ['level', 'graded', 'modified', 'return-of-premium', 'guaranteed', 'postponed', 'declined'].indexOf((outcome ?? 'declined').split('/')[0] as string);
  const name = fc.constantFrom('skin cancer', 'skin cancers', 'skin ca', 'cancer of the skin', 'Skin Cancer');
  const before = fc.constantFrom('', 'hx ', 'history of ', 'had ', 'h/o ');
  const after = fc.constantFrom('', ' removed', ' removed from nose', ' on arm, excised', ' x2');
  const when = fc.oneof(fc.integer({ min: 2000, max: 2026 }).map((y) => ({ written: ` ${y}`, plain: ` ${y}` })), fc.constant({ written: '', plain: '' }));

  it('property: is read no kinder than a melanoma of the same date, product by product', () => {
    fc.assert(
      fc.property(before, name, after, when, (b, n, a, w) => {
        const text = `${b}${n}${a}${w.written}`;
        const skin = outcomes({ medicalConditions: text });
        const melanoma = outcomes({ medicalConditions: `melanoma${w.plain}` });
        for (const p of catalog.products) expect(rank(skin[p.id]), `${text}: ${p.id}`).toBeGreaterThanOrEqual(rank(melanoma[p.id]));
      }),
      { numRuns: 60 },
    );
  });

  it('property: its type written in its clause decides it (basal or squamous cell; melanoma)', () => {
    fc.assert(
      fc.property(name, fc.constantFrom(' (basal cell)', ' basal cell', ' - squamous cell', ' (squamous)', ' (non-melanoma)'), fc.integer({ min: 2000, max: 2026 }), (n, type, year) => {
        expect(outcomes({ medicalConditions: `${n}${type} ${year}` })).toEqual(outcomes({ medicalConditions: `basal cell carcinoma ${year}` }));
      }),
      { numRuns: 40 },
    );
    expect(outcomes({ medicalConditions: 'skin cancer (melanoma) 2015' })).toEqual(outcomes({ medicalConditions: 'melanoma 2015' }));
  });
});

describe('a finding whose cause is not known', () => {
  const finding = fc.constantFrom('chest pain', 'chest pains', 'chest tightness', 'lump in breast', 'breast lump', 'lump', 'unexplained weight loss');
  const recent = fc.constantFrom('', ' last week', ' last month', ' 2 months ago', ' this year', ' 2026', ' since October');
  const before = fc.constantFrom('', 'having ', 'new ', 'c/o ', 'recent ');

  it('property: recent and with no cause written, it postpones every underwritten product', () => {
    fc.assert(
      fc.property(before, finding, recent, (b, f, r) => {
        const text = `${b}${f}${r}`;
        const { offered, declined } = assess({ medicalConditions: text });
        expect(offered.filter((o) => o.kind !== 'guaranteed-issue').map((o) => o.id), text).toEqual([]);
        // Postponed for it, where its own rules do not decline it already (unexplained weight loss is a decline at some).
        expect(declined.some((d) => d.outcome === 'postponed' && /its cause not yet found/.test(d.reason)), text).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('property: with its cause or a clear test on its line, it postpones nothing of its own', () => {
    fc.assert(
      fc.property(finding, fc.constantFrom(', stress test normal', ', benign', ', resolved', ' - nothing found', ' from GERD', ' due to acid reflux', ', ruled out'), (f, settled) => {
        const text = `${f}${settled}`;
        const { declined } = assess({ medicalConditions: text });
        expect(declined.filter((d) => d.outcome === 'postponed').map((d) => d.reason), text).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('property: long past, it postpones nothing', () => {
    fc.assert(
      fc.property(finding, fc.integer({ min: 2005, max: 2024 }), (f, year) => {
        const { declined } = assess({ medicalConditions: `${f} ${year}` });
        expect(declined.filter((d) => d.outcome === 'postponed').map((d) => d.reason), `${f} ${year}`).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});

describe("someone else's condition", () => {
  const condition = fc.constantFrom('breast cancer', 'dementia', 'ALS', 'lung cancer', 'a stroke', 'heart attack', 'COPD', 'diabetes', 'kidney failure');
  const kin = fc.constantFrom('', 'twin ', 'older ', 'younger ', 'late ', 'maternal ', 'half ');
  const relative = fc.constantFrom('mother', 'father', 'sister', 'brother', 'grandmother', 'aunt', 'uncle');
  const other = fc.constantFrom('husband', 'wife', 'son', 'daughter', 'friend', 'mother-in-law', 'neighbor');
  const said = fc.constantFrom(' has ', ' had ', ' with ', ': ', ' - ', ' diagnosed with ', ' died of ', ' passed away from ');
  const cares = fc.constantFrom('takes care of ', 'caring for ', 'caregiver for ', 'looks after ');
  const determiner = fc.constantFrom('', 'my ', 'her ', 'his ', 'elderly ');
  const family = fc.constantFrom('FHx ', 'family hx of ', 'fam hx ', 'FH of ', 'FH: ', 'family history of ');
  const written = fc.oneof(
    fc.tuple(determiner, kin, fc.oneof(relative, other), said, condition).map(([d, k, p, s, c]) => `${d}${k}${p}${s}${c}`),
    fc.tuple(cares, determiner, kin, fc.oneof(relative, other), condition).map(([v, d, k, p, c]) => `${v}${d}${k}${p} with ${c}`),
    fc.tuple(family, condition).map(([f, c]) => `${f}${c}`),
    fc.tuple(relative, condition).map(([p, c]) => `${p} smoked, died of ${c}`),
  );

  it("property: is never counted as the client's", () => {
    fc.assert(
      fc.property(written, (text) => {
        const { reading } = assess({ medicalConditions: text });
        expect(reading.conditions.map((c) => c.name), text).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('an event the client lived through stays theirs ("almost died of sepsis", "nearly died from a heart attack")', () => {
    expect(assess({ medicalConditions: 'nearly died from heart attack 2025' }).reading.conditions.map((c) => c.name)).toEqual(['Heart attack']);
    expect(assess({ medicalConditions: 'almost died of sepsis 2020' }).reading.conditions.map((c) => c.name)).toEqual(['Sepsis']);
  });
});

describe('a test named with a clear result', () => {
  const tested = fc.constantFrom('diabetes', 'memory', 'hepatitis C', 'HIV', 'dementia', 'kidney disease', 'sleep apnea');
  const test = fc.constantFrom('test', 'tests', 'screen', 'panel', 'labs', 'workup', 'evaluation', 'study');
  const clear = fc.constantFrom('normal', 'negative', 'neg', 'clear', 'unremarkable', 'WNL', 'ok');
  const when = fc.constantFrom('', ' 2024', ' last year', ' in March');

  it('property: is not the condition tested for ("memory test normal")', () => {
    fc.assert(
      fc.property(tested, test, when, clear, (c, t, w, r) => {
        const text = `${c} ${t}${w} ${r}`;
        expect(assess({ medicalConditions: text }).reading.conditions.map((x) => x.name), text).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });

  it('property: with a finding, or a condition of its own before it, the condition stays', () => {
    fc.assert(
      fc.property(tested, test, fc.constantFrom('showed', 'positive', 'abnormal', 'confirmed'), (c, t, f) => {
        const text = `${c} ${t} ${f}`;
        expect(assess({ medicalConditions: text }).reading.conditions.length, text).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
    expect(assess({ medicalConditions: 'stroke - follow up MRI normal' }).reading.conditions.map((x) => x.name)).toEqual(['Stroke']);
  });
});

describe('a denial that is not one', () => {
  const fact = fc.constantFrom(
    { text: 'dementia', name: 'Dementia' },
    { text: 'COPD', name: 'Chronic obstructive pulmonary disease' },
    { text: 'dialysis', name: 'End-stage renal disease' },
    { text: 'oxygen', name: 'Home oxygen use' },
    { text: 'CHF', name: 'Congestive heart failure' },
    { text: 'chemo', name: 'Cancer treatment (chemotherapy or radiation)' },
  );
  const pseudo = fc.constantFrom('no change in ', 'no improvement in ', 'not compliant with ', 'no relief from ', 'not well controlled ', 'no worsening of ', 'not responding to ');
  const undo = fc.constantFrom(' except at night', ' yet', ' until last year', ' except when sleeping', ' yet but soon');

  it('property: a pseudo-negation ("no change in dementia") or an exception after the term ("no oxygen except at night") leaves the fact the client’s', () => {
    fc.assert(
      fc.property(fact, fc.oneof(pseudo.map((p) => (t: string) => `${p}${t}`), undo.map((u) => (t: string) => `no ${t}${u}`)), ({ text, name }, write) => {
        const written = write(text);
        expect(assess({ medicalConditions: written }).reading.conditions.map((c) => c.name), written).toContain(name);
      }),
      { numRuns: 80 },
    );
  });

  it('a plain denial still denies ("no dementia", "denies COPD", "no history of cancer, heart disease or stroke")', () => {
    for (const written of ['no dementia', 'denies COPD', 'never on dialysis', 'no oxygen', 'no history of cancer, heart disease or stroke']) {
      expect(assess({ medicalConditions: written }).reading.conditions, written).toEqual([]);
    }
  });
});

describe('the client beside another person', () => {
  const other = fc.constantFrom('my wife', 'my husband', 'husband', 'mother', 'my sister', 'my son');
  const fact = fc.constantFrom({ text: 'emphysema', name: 'Emphysema' }, { text: 'COPD', name: 'Chronic obstructive pulmonary disease' }, { text: 'breast cancer', name: 'Breast cancer' }, { text: 'lupus', name: 'Lupus' });
  const together = fc.constantFrom(
    (o: string, t: string) => `${o} and I have ${t}`,
    (o: string, t: string) => `${o} and I both have ${t}`,
    (o: string, t: string) => `${o} has ${t} and so do I`,
    (o: string, t: string) => `${o} has ${t}, me too`,
    (o: string, t: string) => `${o} thinks I have ${t}`,
  );

  it('property: the fact is the client’s too', () => {
    fc.assert(
      fc.property(other, fact, together, (o, { text, name }, write) => {
        const written = write(o, text);
        expect(assess({ medicalConditions: written }).reading.conditions.map((c) => c.name), written).toContain(name);
      }),
      { numRuns: 60 },
    );
  });
});

describe('a date before the client was born', () => {
  it('property: is not read as written: the fact counts as recent and its date is asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 40, max: 80 }), fc.integer({ min: 3, max: 30 }), fc.constantFrom('heart attack', 'stroke', 'MI'), (age, before, fact) => {
        const year = 2026 - age - before;
        const written = `${fact} ${year}`;
        const { reading } = assess({ medicalConditions: written, age: String(age) });
        expect(reading.conditions.map((c) => c.date), written).toEqual(['no date given, counted as recent']);
        expect(reading.questions.some((q) => q.kind === 'when'), written).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('words the engine read past', () => {
  const underwritten = (over: Partial<ClientProfile>) => assess(over).offered.filter((o) => o.kind !== 'guaranteed-issue');

  it('property: oxygen written with a zero ("on 02", "2L 02", "02 at night") is oxygen, a knock-out', () => {
    const written = fc.oneof(
      fc.tuple(fc.constantFrom('on ', 'uses ', 'home ', 'on 2L ', 'on 3 L ', 'w/ '), fc.constantFrom('', ' at night', ' 24/7', ' prn')).map(([b, a]) => `${b}02${a}`),
      fc.constantFrom('02 at night', '02 24/7', '02 prn', '02 via concentrator'),
    );
    fc.assert(
      fc.property(fc.constantFrom('', 'COPD ', 'COPD, ', 'emphysema - '), written, (before, o2) => {
        const text = `${before}${o2}`;
        expect(assess({ medicalConditions: text }).reading.conditions.map((c) => c.name), text).toContain('Home oxygen use');
        expect(underwritten({ medicalConditions: text }).filter((o) => o.tier === 'level').map((o) => o.id), text).toEqual([]);
      }),
      { numRuns: 60 },
    );
    // A date or a year with a zero is no oxygen.
    for (const text of ['stroke 02/2024', 'heart attack 2002']) expect(assess({ medicalConditions: text }).reading.conditions.map((c) => c.name), text).not.toContain('Home oxygen use');
  });

  it('property: a stay, a stage or a course with no fact named holds every underwritten product', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('hospitalized', 'admitted', 'went to ER', 'ER visit', 'in the ICU', 'stage 4', 'stage IIIB', 'in remission', 'relapsed', 'recurrence', 'flare up', 'exacerbation'),
        fc.constantFrom('', ' last week', ' last month', ' 2026', ' 3 times this year'),
        (words, when) => {
          const text = `${words}${when}`;
          expect(underwritten({ medicalConditions: text }).map((o) => o.id), text).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('property: an operation still to come postpones (as a test still to come does)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('hip replacement', 'kidney removed', 'knee surgery', 'stent', 'bypass surgery', 'back surgery', 'gallbladder removed'),
        fc.constantFrom(' next week', ' next month', ' in 2 weeks', ' tomorrow', ' on Monday'),
        fc.constantFrom('', 'having ', 'scheduled for ', 'getting '),
        (operation, when, verb) => {
          const text = `${verb}${operation}${when}`;
          const { offered, declined } = assess({ medicalConditions: text });
          expect(offered.filter((o) => o.kind !== 'guaranteed-issue').map((o) => o.id), text).toEqual([]);
          expect(declined.some((d) => d.outcome === 'postponed'), text).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('property: not walking is the wheelchair knock-out; a limb lost beside diabetes is a diabetic amputation', () => {
    fc.assert(
      fc.property(fc.constantFrom("can't walk", 'cannot walk', 'unable to walk', 'no longer able to walk', 'non-ambulatory', 'uses a mobility scooter', 'electric scooter'), (text) => {
        expect(assess({ medicalConditions: text }).reading.conditions.map((c) => c.name), text).toContain('Wheelchair use due to illness');
      }),
      { numRuns: 20 },
    );
    fc.assert(
      fc.property(fc.constantFrom('diabetic, ', 'DM2, ', 'type 2 diabetes, '), fc.constantFrom('lost a leg', 'toes removed', 'foot removed', 'toe cut off', 'lost a toe'), fc.integer({ min: 2023, max: 2026 }), (diabetes, lost, year) => {
        const text = `${diabetes}${lost} ${year}`;
        expect(assess({ medicalConditions: text }).reading.conditions.map((c) => c.name), text).toContain('Amputation caused by diabetes');
      }),
      { numRuns: 30 },
    );
  });

  it('property: a recent test found abnormal, with nothing to say what, postpones', () => {
    fc.assert(
      fc.property(fc.constantFrom('abnormal mammogram', 'abnormal EKG', 'abnormal CT scan', 'mammogram abnormal', 'abnormal chest x-ray', 'abnormal blood work'), fc.constantFrom('', ' last week', ' this month', ' 2 weeks ago'), (test, when) => {
        const text = `${test}${when}`;
        expect(underwritten({ medicalConditions: text }).map((o) => o.id), text).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});

describe('shorthand of a prescription or a chart', () => {
  it('property: a drug written with its dosing shorthand ("q6h", "q4-6h prn", "3x wk") asks nothing about the shorthand', () => {
    const drug = fc.constantFrom('lisinopril', 'metformin', 'Tylenol', 'oxycodone', 'atorvastatin', 'sertraline', 'levothyroxine');
    const dose = fc.constantFrom('', ' 10', ' 10 mg', ' 25 mcg');
    const shorthand = fc.constantFrom('q6h', 'q4-6h', 'q72h', 'q8hr', 'q12hrs', 'prn', '3x wk', 'x3 mos', '2 wks');
    fc.assert(
      fc.property(drug, dose, shorthand, (d, amount, how) => {
        const text = `${d}${amount} ${how}`;
        const { reading } = assess({ medications: text });
        expect(reading.questions.filter((q) => q.kind === 'word').map((q) => q.text), text).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('a kidney disease stage written as one word is that stage ("CKD3", "CKD4", "CKD5")', () => {
    expect(assess({ medicalConditions: 'CKD3' }).reading.conditions.map((c) => c.name)).toEqual(['Chronic kidney disease, stage 1 to 3']);
    expect(assess({ medicalConditions: 'CKD4' }).reading.conditions.map((c) => c.name)).toEqual(['Chronic kidney disease, stage 4']);
    expect(assess({ medicalConditions: 'CKD5' }).reading.conditions.map((c) => c.name)).toEqual(['End-stage renal disease']);
  });
});

describe('a cancer watched, not treated', () => {
  it('property: is present now, whatever year it was found in (its look-back has no end of treatment to count from)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('prostate cancer', 'CLL', 'low grade lymphoma', 'breast cancer', 'thyroid cancer'),
        fc.integer({ min: 2005, max: 2020 }),
        fc.constantFrom(', watchful waiting', ', active surveillance', ', monitored, no treatment needed', ' never treated', ', watch and wait'),
        (cancer, year, watched) => {
          const text = `${cancer} ${year}${watched}`;
          const facts = assess({ medicalConditions: text }).reading.conditions.filter((c) => c.name !== 'Cancer treatment (chemotherapy or radiation)');
          expect(facts.length, text).toBeGreaterThan(0);
          for (const f of facts) expect(f.date, text).toMatch(/^current/);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('a myeloma or a chronic leukaemia with no end written is present now; one written over keeps its date', () => {
    for (const text of ['multiple myeloma dx 2015', 'CML 2010', 'CLL diagnosed 2012']) expect(assess({ medicalConditions: text }).reading.conditions[0]?.date, text).toMatch(/^current/);
    expect(assess({ medicalConditions: 'multiple myeloma 2012, in remission' }).reading.conditions[0]?.date).not.toMatch(/^current/);
  });
});

describe('words spelt right', () => {
  // Everyday words, spelt right: a window of them is one letter at most from a name it is read as.
  const everyday = ['abnormal', 'last', 'week', 'month', 'high', 'low', 'blood', 'heart', 'test', 'back', 'good', 'feels', 'mild', 'left', 'right', 'side', 'pain', 'free', 'home', 'walks'];

  it('property: a line of everyday words spelt right is never read as a name two letters or more away ("abnormal last" is not "abnormal LFTs")', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...everyday), { minLength: 2, maxLength: 3 }), (words) => {
        const text = words.join(' ');
        for (const c of assess({ medicalConditions: text }).reading.conditions) {
          // Whatever is read, it is read from words within one letter of its name or an alias (never further).
          expect(c.name, text).not.toBe('Elevated liver enzymes');
        }
      }),
      { numRuns: 200 },
    );
    expect(assess({ medicalConditions: 'abnormal last week' }).reading.conditions).toEqual([]);
    // One letter off is still a misspelling read: "hart failure", "hart attack".
    expect(assess({ medicalConditions: 'hart failure' }).reading.conditions.map((c) => c.name)).toEqual(['Congestive heart failure']);
  });
});
