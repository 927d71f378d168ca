/**
 * Questions answered in place (src/engine/questions.ts, search.ts): each read-back question can be
 * answered through `answers`, every offer or decline an answer would change says so, and every
 * look-back countdown is the day the product really gets better. Checked across generated profiles,
 * through the engine's public door only.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessProfile, type Assessment, type ClientProfile } from '../../../src/engine';

const NOW = new Date('2026-11-25T12:00:00Z');
const base: ClientProfile = { age: '66', gender: 'male', height: "5'10''", weight: '180', smoker: false, medications: '', medicalConditions: '', familyHistory: '' };
const assess = (p: Partial<ClientProfile>, now = NOW) => assessProfile({ ...base, ...p }, { now });

const conditionLines = [
  'heart attack',
  'stroke 2016',
  'breast cancer 2016, in remission',
  'stent placed 2023',
  'TIA in 2024',
  'heart attack 3/2025',
  'colon cancer 2021',
  'alcohol rehab 2022',
  'type 2 diabetes',
  'COPD',
  'quit smoking',
  'high blood pressure',
  'atrial fibrillation',
];
const medicationLines = ['Seroquel 300 mg', 'quetiapine 25 mg at bedtime', 'Lasix 40 mg', 'furosemide 80 mg', 'metoprolol 25 mg', 'Eliquis 5 mg', 'gabapentin 300 mg', 'prednisone 10 mg', 'methotrexate weekly', 'metformin', 'trazodone 50 mg'];

const profiles: fc.Arbitrary<Partial<ClientProfile>> = fc.record({
  age: fc.integer({ min: 45, max: 80 }).map(String),
  medicalConditions: fc.subarray(conditionLines, { maxLength: 3 }).map((l) => l.join('\n')),
  medications: fc.subarray(medicationLines, { maxLength: 3 }).map((l) => l.join('\n')),
});

const outcome = (a: Assessment, id: string) => {
  const offer = a.offered.find((o) => o.id === id);
  return offer ? offer.tier : 'declined';
};
const tierWords: Record<string, string> = { level: 'level', graded: 'graded', modified: 'modified', guaranteed: 'guaranteed issue', declined: 'declined' };

describe('questions answered in place', () => {
  it('asks what an ambiguous drug is for, with its uses as answers, and reads it by the evidence until answered', () => {
    const high = assess({ medications: 'Seroquel 300 mg' });
    const q = high.reading.questions.find((x) => x.id === 'use:quetiapine')!;
    expect(q.options.map((o) => o.value)).toEqual(['insomnia', 'depression', 'bipolar-disorder', 'schizophrenia']);
    expect(q.assumed).toBe('bipolar-disorder');
    expect(q.evidence.join(' ')).toMatch(/300 mg: an antipsychotic dose/);
    expect(high.reading.medications[0]?.evidence.join(' ')).toMatch(/300 mg/);
    const low = assess({ medications: 'quetiapine 25mg at bedtime' });
    expect(low.reading.questions[0]?.assumed).toBe('insomnia');
    expect(low.reading.questions[0]?.evidence.join(' ')).toMatch(/25 mg: a dose used for sleep.*at bedtime/);
    // No evidence: the most serious use, as an underwriter reads it in doubt, and it says so.
    const none = assess({ medications: 'Seroquel' });
    expect(none.reading.questions[0]?.assumed).toBe('bipolar-disorder');
    expect(none.reading.questions[0]?.reading).toMatch(/most serious use/);
    expect(none.reading.conditions.map((c) => c.name)).toContain('Bipolar disorder');
    expect(none.reading.conditions.map((c) => c.name)).not.toContain('Insomnia');
  });

  it('reads drugs together: a loop diuretic beside a beta-blocker is asked about as heart failure', () => {
    const a = assess({ medications: 'furosemide 40 mg\ncarvedilol 12.5 mg' });
    const q = a.reading.questions.find((x) => x.id === 'use:furosemide');
    // Carvedilol is itself heart failure or blood pressure; either way furosemide is read as heart failure.
    expect(a.reading.conditions.map((c) => c.name)).toContain('Congestive heart failure');
    if (q) expect(q.assumed).toBe('congestive-heart-failure');
  });

  it('an answer settles the question, is echoed, and changes the results as the offers said it would', () => {
    const before = assess({ medications: 'Seroquel 300 mg' });
    const after = assess({ medications: 'Seroquel 300 mg', answers: { 'use:quetiapine': 'insomnia' } });
    expect(after.reading.questions[0]).toMatchObject({ answer: 'insomnia', reading: 'Answered: insomnia.' });
    expect(after.offered.length).toBeGreaterThan(before.offered.length);
    const level = after.offered.filter((o) => o.tier === 'level');
    expect(level.length).toBeGreaterThan(0);
    for (const offer of level) {
      const said = [...before.offered, ...before.declined].find((x) => x.id === offer.id)!;
      expect(said.dependsOn.join(' '), offer.id).toMatch(/Depends on what quetiapine is taken for: level(?: at [A-Za-z ]+)? if insomnia/);
    }
  });

  it('an answer that is not one of the options, or to a question not asked, changes nothing', () => {
    const plain = assess({ medications: 'Seroquel 300 mg' });
    expect(assess({ medications: 'Seroquel 300 mg', answers: { 'use:quetiapine': 'gout', 'use:lasix': 'edema', 'when:x': '2' } })).toEqual(plain);
  });

  it('asks when an undated event was, in ranges cut at the catalog look-backs, and an answer dates it', () => {
    const a = assess({ medicalConditions: 'heart attack' });
    const q = a.reading.questions.find((x) => x.kind === 'when')!;
    expect(q.text).toBe('When was the heart attack?');
    expect(q.options[0]).toEqual({ value: '0', label: 'Under 1 year ago' });
    expect(q.options[q.options.length - 1]?.label).toMatch(/years ago or more$/);
    const old = assess({ medicalConditions: 'heart attack', answers: { [q.id]: q.options[q.options.length - 1]!.value } });
    expect(old.offered.filter((o) => o.tier === 'level').length).toBeGreaterThan(a.offered.filter((o) => o.tier === 'level').length);
    expect(old.reading.conditions[0]?.date).toMatch(/years ago or more \(answered\)/);
    // Declines say the date as the agent gave it.
    const recent = assess({ medicalConditions: 'heart attack', answers: { [q.id]: '1' } });
    expect(recent.declined.some((d) => d.reason.startsWith('Declined: Heart attack (1 to 2 years ago;'))).toBe(true);
  });

  it('a year alone is a range: the month is asked only when a look-back ends inside that year', () => {
    const inside = assess({ age: '72', medicalConditions: 'breast cancer 2016, in remission' });
    const q = inside.reading.questions.find((x) => x.kind === 'month')!;
    expect(q.options).toHaveLength(12);
    expect(q.assumed).toBe('12');
    const declined = inside.declined.find((d) => d.dependsOn.length > 0)!;
    expect(declined.dependsOn[0]).toBe('Depends on the month of the breast cancer in 2016: level if January to October 2016; declined if November or December 2016');
    // Answered March: ten years have passed, and that product is offered.
    expect(outcome(assess({ age: '72', medicalConditions: 'breast cancer 2016, in remission', answers: { [q.id]: '3' } }), declined.id)).toBe('level');
    expect(outcome(assess({ age: '72', medicalConditions: 'breast cancer 2016, in remission', answers: { [q.id]: '12' } }), declined.id)).toBe('declined');
    // A year no look-back ends inside: nothing to ask.
    expect(assess({ medicalConditions: 'stroke 2006' }).reading.questions).toEqual([]);
  });

  it('asks when the client quit tobacco when no date was given', () => {
    const a = assess({ medicalConditions: 'quit smoking' });
    const q = a.reading.questions.find((x) => x.kind === 'quit')!;
    expect(q.options.map((o) => o.value)).toEqual(['0', '1', '2', '5']);
    const recent = assess({ medicalConditions: 'quit smoking', answers: { quit: '0' } });
    expect(recent.reading.tobacco).toMatch(/tobacco rates/);
    expect(recent.offered.every((o) => o.tier === 'guaranteed' || o.rateClass.endsWith('tobacco'))).toBe(true);
    const long = assess({ medicalConditions: 'quit smoking', answers: { quit: '5' } });
    expect(long.offered.some((o) => o.rateClass === 'preferred-plus')).toBe(true);
  });

  it('property: a drug read as ambiguous names the question that asks its use, and an answered one no longer does', () => {
    fc.assert(
      fc.property(profiles, (p) => {
        const a = assess(p);
        const ids = new Set(a.reading.questions.map((q) => q.id));
        for (const m of a.reading.medications) {
          if (m.status === 'ambiguous') {
            expect(m.question, m.written).toBeDefined();
            expect(ids.has(m.question!), m.written).toBe(true);
            const asked = a.reading.questions.find((q) => q.id === m.question)!;
            expect(asked.kind).toBe('use');
            expect(asked.options.length).toBe(m.suggests.length);
          } else expect(m.question, m.written).toBeUndefined();
        }
        const answered = assess({ ...p, answers: Object.fromEntries(a.reading.questions.filter((q) => q.kind === 'use').map((q) => [q.id, q.assumed])) });
        for (const m of answered.reading.medications) expect(m.question, m.written).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });

  it('property: answering with the assumed reading changes no tier and no decline', () => {
    fc.assert(
      fc.property(profiles, (p) => {
        const a = assess(p);
        const answers = Object.fromEntries(a.reading.questions.map((q) => [q.id, q.assumed]));
        const b = assess({ ...p, answers });
        for (const product of [...a.offered, ...a.declined]) expect(outcome(b, product.id), product.id).toBe(outcome(a, product.id));
      }),
      { numRuns: 60 },
    );
  });

  it('property: a product an answer would decline or lower says so, and names the outcome it would get', () => {
    fc.assert(
      fc.property(profiles, (p) => {
        const a = assess(p);
        for (const q of a.reading.questions.filter((x) => x.answer === null && x.kind === 'use')) {
          for (const option of q.options) {
            const answered = assess({ ...p, answers: { [q.id]: option.value } });
            for (const product of [...a.offered, ...a.declined]) {
              const now = outcome(a, product.id);
              const then = outcome(answered, product.id);
              if (then === now) continue;
              const line = [...a.offered, ...a.declined].find((x) => x.id === product.id)!.dependsOn.find((d) => d.includes(`Depends on what ${q.text.replace(/^What is (.*) taken for\?$/, '$1')} is taken for`));
              expect(line, `${product.id}: ${now} → ${then} if ${option.label}`).toBeDefined();
              expect(line).toMatch(new RegExp(`${tierWords[then]}(?: at [A-Za-z ]+)? if [^;]*${option.label.toLowerCase().replace(/[()]/g, '.')}`));
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('property: every countdown is a day on which the product is better than it is now', () => {
    fc.assert(
      fc.property(profiles, (p) => {
        const a = assess(p);
        for (const item of [...a.offered, ...a.declined]) {
          for (const c of item.countdowns) {
            const years = (new Date(`${c.date}T00:00:00Z`).getTime() - NOW.getTime()) / (365.25 * 24 * 3600 * 1000);
            // The client is older by then, counted up as the engine counts it.
            const then = assess({ ...p, age: String(Number(p.age) + Math.ceil(years)) }, new Date(`${c.date}T23:59:00Z`));
            const tier = outcome(then, item.id);
            const rank = (t: string) => ['level', 'graded', 'modified', 'guaranteed', 'declined'].indexOf(t);
            expect(rank(tier), `${item.id}: ${c.text}`).toBeLessThan(rank(outcome(a, item.id)));
            expect(c.text).toMatch(new RegExp(`then ${tier}$`));
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('answering one drug leaves a use another drug still implies', () => {
    for (const [medications, id, answer, still] of [
      ['Seroquel 300 mg\nAbilify 10 mg', 'use:quetiapine', 'insomnia', /bipolar|schizophrenia|depression/i],
      ['Lasix 80 mg\ncarvedilol 25 mg', 'use:furosemide', 'edema', /heart failure/i],
    ] as const) {
      const before = assess({ medications });
      const other = before.reading.conditions.filter((c) => still.test(c.name)).map((c) => c.name);
      expect(other.length, medications).toBeGreaterThan(0);
      const after = assess({ medications, answers: { [id]: answer } });
      // The other drug's reading stands: what it implied is still read.
      for (const name of other) expect(after.reading.conditions.map((c) => c.name), `${medications}: ${name}`).toContain(name);
    }
  });

  it('evidence for a more serious use outweighs a milder listed one: the drug is asked about', () => {
    const a = assess({ medicalConditions: 'high blood pressure', medications: 'Lasix 80 mg\ncarvedilol 25 mg' });
    const q = a.reading.questions.find((x) => x.id === 'use:furosemide');
    expect(q?.assumed).toBe('congestive-heart-failure');
    expect(a.offered.filter((o) => o.tier === 'level' && o.dependsOn.length === 0)).toEqual([]);
  });

  it('past the questions worked through, every underwritten offer says more are open', () => {
    const a = assess({ age: '50', medications: 'trazodone\nlisinopril\nsertraline\nmontelukast\npropranolol\nfenofibrate\nAbilify\ngabapentin' });
    const open = a.reading.questions.filter((q) => q.answer === null).length;
    expect(open).toBeGreaterThan(6);
    for (const offer of a.offered.filter((o) => o.tier !== 'guaranteed')) {
      expect(offer.dependsOn.at(-1), offer.id).toBe(`Depends on ${open - 6} more question${open - 6 === 1 ? '' : 's'} in how the profile was read: answer ${open - 6 === 1 ? 'it' : 'them'} to see what ${open - 6 === 1 ? 'it changes' : 'they change'}`);
    }
  });

  it('an answer reads the profile again in its own light: a recent quit makes COPD the severe kind', () => {
    const mild = assess({ age: '60', medicalConditions: 'COPD\nformer smoker' });
    const recent = assess({ age: '60', medicalConditions: 'COPD\nformer smoker', answers: { quit: '0' } });
    const written = assess({ age: '60', medicalConditions: 'COPD\nquit smoking 6 months ago' });
    expect(recent.offered.map((o) => `${o.id}:${o.tier}`)).toEqual(written.offered.map((o) => `${o.id}:${o.tier}`));
    expect(mild.reading.questions.some((q) => q.id === 'quit')).toBe(true);
  });

  it('a countdown never names a day the client will be too old for the product', () => {
    for (const age of ['74', '84']) {
      const a = assess({ age, medicalConditions: 'heart attack May 2025' });
      for (const item of [...a.offered, ...a.declined]) {
        for (const c of item.countdowns) {
          const years = (new Date(`${c.date}T00:00:00Z`).getTime() - NOW.getTime()) / (365.25 * 24 * 3600 * 1000);
          const then = assess({ age: String(Number(age) + Math.ceil(years)), medicalConditions: 'heart attack May 2025' }, new Date(`${c.date}T23:59:00Z`));
          expect(outcome(then, item.id), `${item.id} at ${age}: ${c.text}`).not.toBe('declined');
        }
      }
    }
  });

  it('lists the call-back days in the read-back, each once', () => {
    const a = assess({ medicalConditions: 'heart attack 3/2025' });
    expect(a.reading.callBacks.map((c) => c.date)).toEqual([...new Set(a.reading.callBacks.map((c) => c.date))].sort());
    expect(a.reading.callBacks[0]).toEqual({ date: '2027-03-31', text: expect.stringMatching(/^The heart attack reaches 2 years on 31 March 2027: \d+ products? gets? better$/) });
    const offer = a.offered.find((o) => o.countdowns.length > 0)!;
    expect(offer.countdowns[0]?.text).toMatch(/^The heart attack reaches \d+ years on \d+ March 20\d\d: then level$/);
  });
});
