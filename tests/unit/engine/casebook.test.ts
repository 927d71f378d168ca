/**
 * The underwriting casebook: client facts and what public underwriting guidance says each kind of
 * product does with them (cases in ./casebook/, by theme, each citing its source). The engine is
 * reached only through its public door, src/engine/index.ts.
 *
 * Each case is one test that lists every mismatch it finds (product by product), so a failure reads as
 * a list: "<product id> (<kind>): expected ..., got ...". A second test per case checks the kinds
 * against each other (a stricter product is never looser than final expense), and a few property
 * tests hold for every profile.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessProfile, defaultCatalog, type Assessment, type ClientProfile } from '../../../src/engine';
import { BASE, NOW, casebook, groupOfKind, type Case, type Expect, type Group, type Outcome } from './casebook';

const catalog = defaultCatalog();
type Product = (typeof catalog.products)[number];
const allCases = Object.values(casebook).flat();

const profileOf = (changes: Partial<ClientProfile>): ClientProfile => ({ ...BASE, ...changes });
const cache = new Map<string, Assessment>();
function assess(profile: ClientProfile): Assessment {
  const key = JSON.stringify(profile);
  let answer = cache.get(key);
  if (!answer) {
    answer = assessProfile(profile, { now: NOW });
    cache.set(key, answer);
  }
  return answer;
}

/** Open at this age: inside the issue ages and, for term products, some term length still open. */
function inIssueAges(product: Product, age: number): boolean {
  if (age < product.minIssueAge || age > product.maxIssueAge) return false;
  return product.termOptions.length === 0 || product.termOptions.some((t) => age <= t.maxIssueAge);
}

function allowed(e: Expect): ReadonlySet<Outcome> {
  if (e === 'not-level') return new Set(['graded', 'modified', 'decline', 'postponed']);
  if (e === 'offered') return new Set(['level', 'graded', 'modified']);
  if (typeof e === 'string') return new Set([e]);
  return new Set(e);
}
/** Not offered: declined, or postponed until results still to come are in. */
const notOffered = (r: { outcome: Outcome }) => r.outcome === 'decline' || r.outcome === 'postponed';
const describeExpect = (e: Expect) => (typeof e === 'string' ? e : e.join(' | '));

interface Result {
  product: Product;
  group: Group;
  inAge: boolean;
  outcome: Outcome;
  reason: string;
  rateClass: string;
  score: number;
}

/** Every catalog product's outcome for a profile; problems with the answer's shape go into `problems`. */
function results(answer: Assessment, age: number, problems: string[]): Result[] {
  const offered = new Map(answer.offered.map((o) => [o.id, o]));
  const declined = new Map(answer.declined.map((d) => [d.id, d]));
  const seen = new Map<string, number>();
  for (const id of [...answer.offered.map((o) => o.id), ...answer.declined.map((d) => d.id)]) seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const [id, n] of seen) if (n > 1) problems.push(`${id}: listed ${n} times across offered and declined`);
  const known = new Set(catalog.products.map((p) => p.id));
  for (const id of seen.keys()) if (!known.has(id)) problems.push(`${id}: not a catalog product`);
  const out: Result[] = [];
  for (const product of catalog.products) {
    const offer = offered.get(product.id);
    const decline = declined.get(product.id);
    if (!offer && !decline) {
      problems.push(`${product.id}: neither offered nor declined`);
      continue;
    }
    const group = groupOfKind[product.kind];
    if (offer) {
      out.push({ product, group, inAge: inIssueAges(product, age), outcome: offer.tier, reason: '', rateClass: offer.rateClass, score: offer.matchScore });
    } else if (decline) {
      if (!decline.reason.trim()) problems.push(`${product.id}: declined without a reason`);
      out.push({ product, group, inAge: inIssueAges(product, age), outcome: decline.outcome === 'postponed' ? 'postponed' : 'decline', reason: decline.reason, rateClass: '', score: -1 });
    }
  }
  return out;
}

const label = (r: Result) => `${r.product.id} (${r.product.kind})`;
const got = (r: Result) => (notOffered(r) ? `${r.outcome} — "${r.reason}"` : `${r.outcome} at ${r.rateClass}`);

/** Tiers each kind may offer at all. */
const tiersOfGroup: Record<Group, readonly Outcome[]> = {
  full: ['level'],
  // The sample catalog gives two simplified whole life products a graded tier.
  simplified: ['level', 'graded'],
  finalExpense: ['level', 'graded', 'modified'],
  guaranteed: ['guaranteed'],
};

function shapeProblems(rs: Result[], answer: Assessment): string[] {
  const problems: string[] = [];
  for (const r of rs) {
    if (!notOffered(r) && !tiersOfGroup[r.group].includes(r.outcome)) problems.push(`${label(r)}: offered at tier ${r.outcome}, which a ${r.group} product never has`);
    if (!r.inAge && !notOffered(r)) problems.push(`${label(r)}: offered outside its issue ages ${r.product.minIssueAge}-${r.product.maxIssueAge}`);
  }
  if (answer.offered.length === 0 && answer.declined.length === 0) problems.push('an empty answer: nothing offered, nothing declined');
  return problems;
}

function readingProblems(c: Case, answer: Assessment): string[] {
  const expected = c.reading;
  if (!expected) return [];
  const reading = answer.reading;
  const problems: string[] = [];
  const names = reading.conditions.map((x) => `${x.name} [${x.source}]`).join('; ') || 'none';
  for (const want of expected.conditions ?? []) {
    const re = want instanceof RegExp ? want : want.name;
    const source = want instanceof RegExp ? undefined : want.source;
    if (!reading.conditions.some((x) => re.test(x.name) && (!source || x.source === source))) {
      problems.push(`reading.conditions: expected one matching ${re}${source ? ` from ${source}` : ''}, got ${names}`);
    }
  }
  for (const re of expected.conditionsNot ?? []) {
    const bad = reading.conditions.filter((x) => re.test(x.name));
    if (bad.length > 0) problems.push(`reading.conditions: expected none matching ${re}, got ${bad.map((x) => `${x.name} ("${x.written}")`).join('; ')}`);
  }
  if (expected.noConditions && reading.conditions.length > 0) problems.push(`reading.conditions: expected none, got ${names}`);
  const ruled = reading.ruledOut.map((x) => x.name).join('; ') || 'none';
  for (const re of expected.ruledOut ?? []) {
    if (!reading.ruledOut.some((x) => re.test(x.name))) problems.push(`reading.ruledOut: expected one matching ${re}, got ${ruled}`);
  }
  for (const re of expected.ruledOutNot ?? []) {
    if (reading.ruledOut.some((x) => re.test(x.name))) problems.push(`reading.ruledOut: expected none matching ${re}, got ${ruled}`);
  }
  // A question reads as its text and its answers: "What is furosemide taken for? Swelling (edema) | …".
  const asked = reading.questions.map((q) => `${q.text} ${q.options.map((o) => o.label).join(' | ')}`);
  const questions = asked.map((q) => `"${q}"`).join('; ') || 'none';
  for (const re of expected.questions ?? []) {
    if (!asked.some((q) => re.test(q))) problems.push(`reading.questions: expected one matching ${re}, got ${questions}`);
  }
  for (const re of expected.questionsNot ?? []) {
    if (asked.some((q) => re.test(q))) problems.push(`reading.questions: expected none matching ${re}, got ${questions}`);
  }
  for (const want of expected.medications ?? []) {
    const line = reading.medications.find((m) => want.written.test(m.written) || want.written.test(m.name));
    const statuses: readonly string[] = typeof want.status === 'string' ? [want.status] : want.status;
    if (!line) problems.push(`reading.medications: no line matching ${want.written} (got ${reading.medications.map((m) => `"${m.written}"`).join('; ') || 'none'})`);
    else if (!statuses.includes(line.status)) problems.push(`reading.medications "${line.written}": expected status ${statuses.join(' | ')}, got ${line.status}`);
  }
  for (const re of expected.unrecognisedWords ?? []) {
    if (!reading.unrecognised.some((u) => u.words.some((w) => re.test(w)) || re.test(u.written))) {
      problems.push(`reading.unrecognised: expected a word matching ${re}, got ${JSON.stringify(reading.unrecognised)}`);
    }
  }
  const context = reading.context.map((x) => `${x.kind}: ${x.text}`);
  for (const re of expected.context ?? []) {
    if (!context.some((line) => re.test(line))) problems.push(`reading.context: expected a line matching ${re}, got ${JSON.stringify(context)}`);
  }
  for (const re of expected.contextNot ?? []) {
    if (context.some((line) => re.test(line))) problems.push(`reading.context: expected none matching ${re}, got ${JSON.stringify(context)}`);
  }
  if (expected.tobacco && !expected.tobacco.test(reading.tobacco)) problems.push(`reading.tobacco: expected ${expected.tobacco}, got "${reading.tobacco}"`);
  const family = reading.family.map((line) => `"${line}"`).join('; ') || 'none';
  for (const re of expected.family ?? []) {
    if (!reading.family.some((line) => re.test(line))) problems.push(`reading.family: expected a line matching ${re}, got ${family}`);
  }
  for (const re of expected.familyNot ?? []) {
    if (reading.family.some((line) => re.test(line))) problems.push(`reading.family: expected none matching ${re}, got ${family}`);
  }
  return problems;
}

/** Every mismatch between a case and the engine's answer, one line each. */
function caseProblems(c: Case): string[] {
  const profile = profileOf(c.profile);
  const age = Number.parseInt(profile.age, 10);
  const answer = assess(profile);
  const problems: string[] = [];
  const rs = results(answer, age, problems);
  problems.push(...shapeProblems(rs, answer));

  for (const [group, e] of Object.entries(c.expect) as [Group, Expect][]) {
    const open = rs.filter((r) => r.group === group && r.inAge);
    if (open.length === 0) problems.push(`case design: no ${group} product is open at age ${age}`);
    const ok = allowed(e);
    for (const r of open) if (!ok.has(r.outcome)) problems.push(`${label(r)}: expected ${describeExpect(e)}, got ${got(r)}`);
  }
  for (const [group, e] of Object.entries(c.some ?? {}) as [Group, Expect][]) {
    const open = rs.filter((r) => r.group === group && r.inAge);
    const ok = allowed(e);
    if (!open.some((r) => ok.has(r.outcome))) {
      problems.push(`${group}: expected at least one product ${describeExpect(e)}, got ${open.map((r) => `${r.product.id}: ${got(r)}`).join('; ') || 'no product open'}`);
    }
  }
  if (c.declineReason) {
    for (const r of rs) {
      if (!r.inAge || !notOffered(r)) continue;
      const re = c.declineReason instanceof RegExp ? c.declineReason : c.declineReason[r.group];
      if (re && !re.test(r.reason)) problems.push(`${label(r)}: declined, but the reason "${r.reason}" does not match ${re}`);
    }
  }
  if (c.outOfAgeReason) {
    for (const r of rs) {
      if (r.inAge) continue;
      if (!notOffered(r)) continue; // reported by shapeProblems
      if (!c.outOfAgeReason.test(r.reason)) problems.push(`${label(r)}: outside issue ages ${r.product.minIssueAge}-${r.product.maxIssueAge}, but the reason "${r.reason}" does not match ${c.outOfAgeReason}`);
    }
  }
  for (const [group, classes] of Object.entries(c.rateClass ?? {}) as [Group, readonly string[]][]) {
    for (const r of rs) {
      if (r.group === group && !notOffered(r) && !classes.includes(r.rateClass)) problems.push(`${label(r)}: expected rate class ${classes.join(' | ')}, got ${r.rateClass}`);
    }
  }
  for (const [group, classes] of Object.entries(c.someRateClass ?? {}) as [Group, readonly string[]][]) {
    const offers = rs.filter((r) => r.group === group && !notOffered(r));
    if (!offers.some((r) => classes.includes(r.rateClass))) {
      problems.push(`${group}: expected at least one offer at ${classes.join(' | ')}, got ${offers.map((r) => `${r.product.id}: ${r.rateClass}`).join('; ') || 'no offers'}`);
    }
  }
  if (c.sameAs) {
    const other = results(assess(profileOf(c.sameAs.profile)), age, []);
    const byId = new Map(other.map((r) => [r.product.id, r]));
    for (const r of rs) {
      const o = byId.get(r.product.id);
      if (!o) continue;
      const what = c.sameAs.compare === 'scores' ? `${got(o)}, score ${o.score}` : got(o);
      const mine = c.sameAs.compare === 'scores' ? `${got(r)}, score ${r.score}` : got(r);
      const differs = r.outcome !== o.outcome || r.rateClass !== o.rateClass || (c.sameAs.compare === 'scores' && r.score !== o.score);
      if (differs) problems.push(`${label(r)}: expected the same as ${JSON.stringify(c.sameAs.profile)} (${c.sameAs.why}): ${what}; got ${mine}`);
    }
  }
  problems.push(...readingProblems(c, answer));
  return problems;
}

/**
 * A stricter product is never looser than final expense for the same client (docs/underwriting.md,
 * Stricter never looser: what final expense declines, simplified issue declines as well, and fully
 * underwritten products decline it or rate it far down):
 *   - if an open final expense product declines, every open simplified product declines, and every open
 *     fully underwritten product declines or rates it down to a standard class;
 *   - if no open final expense product is level, no open simplified product is level, and fully
 *     underwritten products decline or rate it down likewise.
 */
function consistencyProblems(c: Case): string[] {
  const profile = profileOf(c.profile);
  const age = Number.parseInt(profile.age, 10);
  const rs = results(assess(profile), age, []).filter((r) => r.inAge);
  const fe = rs.filter((r) => r.group === 'finalExpense');
  if (fe.length === 0) return [];
  const problems: string[] = [];
  const anyDecline = fe.find(notOffered);
  const noLevel = !fe.some((r) => r.outcome === 'level');
  const because = anyDecline ? `${anyDecline.product.id} declines ("${anyDecline.reason}")` : `no final expense product is level (${fe.map((r) => r.outcome).join(', ')})`;
  if (!anyDecline && !noLevel) return [];
  for (const r of rs) {
    if (r.group === 'simplified') {
      if (anyDecline && !notOffered(r)) problems.push(`${label(r)}: ${because}, yet it offers ${got(r)}`);
      else if (r.outcome === 'level') problems.push(`${label(r)}: ${because}, yet it offers ${got(r)}`);
    }
    if (r.group === 'full' && !notOffered(r) && !['standard', 'standard-tobacco'].includes(r.rateClass)) {
      problems.push(`${label(r)}: ${because}, yet it offers ${got(r)} (better than a standard class)`);
    }
  }
  return problems;
}

/** Fails with every problem written out, one per line (a diff of arrays would be cut short). */
function report(problems: string[], header: string): void {
  expect(problems.length, `${header}\n${problems.length} problem(s):\n  ${problems.join('\n  ')}\n`).toBe(0);
}

describe('the casebook', () => {
  it('has at least 130 cases, each with a source, and unique names', () => {
    expect(allCases.length).toBeGreaterThanOrEqual(130);
    for (const c of allCases) expect(c.source.trim(), c.name).not.toBe('');
    expect(new Set(allCases.map((c) => c.name)).size).toBe(allCases.length);
  });
});

for (const [theme, cases] of Object.entries(casebook)) {
  describe(`casebook: ${theme}`, () => {
    for (const c of cases) {
      it(c.name, () => {
        report(caseProblems(c), `${c.name}\nsource: ${c.source}\nprofile: ${JSON.stringify(c.profile)}`);
      });
    }
  });
}

describe('casebook: consistency between kinds', () => {
  for (const c of allCases) {
    it(c.name, () => {
      report(consistencyProblems(c), `${c.name}\nprofile: ${JSON.stringify(c.profile)}`);
    });
  }
});

// Whole-profile properties, on profiles built from the casebook's own lines.
const NEGATING = /\b(no|not|never|negative|denies|ruled out|without|sober|clean|quit|former|undetectable)\b/i;
const conditionLines = [...new Set(allCases.flatMap((c) => (c.profile.medicalConditions ?? '').split('\n')).filter((l) => l.trim() !== ''))];
const adverseLines = conditionLines.filter((l) => !NEGATING.test(l) && !/smok|tobacco|nicotine|cigar|vape/i.test(l));
const medicationLines = [...new Set(allCases.flatMap((c) => (c.profile.medications ?? '').split('\n')).filter((l) => l.trim() !== ''))];
const everydayLines = ['vitamin D 2000 IU', 'fish oil 1000 mg', 'baby aspirin 81 mg', 'Tylenol as needed', 'ibuprofen 200 mg', 'multivitamin'];

const profileArb: fc.Arbitrary<ClientProfile> = fc.record({
  age: fc.integer({ min: 16, max: 90 }).map(String),
  gender: fc.constantFrom('male' as const, 'female' as const, 'other' as const),
  height: fc.constantFrom("5'4''", "5'10''", "6'2''", '170 cm'),
  weight: fc.constantFrom('120', '160', '180', '230', '290', '80 kg'),
  smoker: fc.boolean(),
  medications: fc.array(fc.constantFrom(...medicationLines), { maxLength: 3 }).map((l) => l.join('\n')),
  medicalConditions: fc.array(fc.constantFrom(...conditionLines), { maxLength: 3 }).map((l) => l.join('\n')),
  familyHistory: fc.constantFrom('', 'father heart attack at 52', 'mother breast cancer age 45'),
});

const rank: Record<Outcome, number> = { level: 0, graded: 1, modified: 2, guaranteed: 3, postponed: 3.5, decline: 4 };
const outcomes = (p: ClientProfile) => new Map(results(assessProfile(p, { now: NOW }), Number.parseInt(p.age, 10), []).map((r) => [r.product.id, r]));

describe('casebook: whole-profile properties', () => {
  it('every catalog product is either offered or declined, exactly once, and every decline says why', () => {
    fc.assert(
      fc.property(profileArb, (p) => {
        const problems: string[] = [];
        const answer = assessProfile(p, { now: NOW });
        const rs = results(answer, Number.parseInt(p.age, 10), problems);
        problems.push(...shapeProblems(rs, answer));
        report(problems, JSON.stringify(p));
      }),
      { numRuns: 150 },
    );
  });

  it('every case profile: products outside their issue ages are declined, and never an empty answer', () => {
    for (const c of allCases) {
      const p = profileOf(c.profile);
      const problems: string[] = [];
      const answer = assess(p);
      problems.push(...shapeProblems(results(answer, Number.parseInt(p.age, 10), problems), answer));
      report(problems, c.name);
      expect(answer.declined.length + answer.offered.length, c.name).toBe(catalog.products.length);
    }
  });

  // Without medications: a dated event may rightly date a condition a drug implied (Plavix alone is
  // coronary disease counted as current; with "heart attack March 2025" it is that event's maintenance).
  it('adding an adverse condition line never improves any product (no medications listed)', () => {
    fc.assert(
      fc.property(profileArb.map((p) => ({ ...p, medications: '' })), fc.constantFrom(...adverseLines), (p, line) => {
        const before = outcomes(p);
        const worse = { ...p, medicalConditions: p.medicalConditions ? `${p.medicalConditions}\n${line}` : line };
        const after = outcomes(worse);
        const problems: string[] = [];
        for (const [id, a] of after) {
          const b = before.get(id);
          if (b && rank[a.outcome] < rank[b.outcome]) problems.push(`${id}: ${b.outcome} became ${a.outcome} after adding "${line}"`);
        }
        report(problems, JSON.stringify(p));
      }),
      { numRuns: 400 },
    );
  });

  it('adding an everyday product never changes any score, tier or rate class', () => {
    fc.assert(
      fc.property(profileArb, fc.constantFrom(...everydayLines), (p, line) => {
        const before = outcomes(p);
        const after = outcomes({ ...p, medications: p.medications ? `${p.medications}\n${line}` : line });
        const problems: string[] = [];
        for (const [id, a] of after) {
          const b = before.get(id);
          if (b && (a.outcome !== b.outcome || a.rateClass !== b.rateClass || a.score !== b.score)) {
            problems.push(`${id}: ${got(b)} (score ${b.score}) became ${got(a)} (score ${a.score}) after adding "${line}"`);
          }
        }
        report(problems, JSON.stringify(p));
      }),
      { numRuns: 150 },
    );
  });

  it('the same profile gives the same answer', () => {
    fc.assert(
      fc.property(profileArb, (p) => {
        expect(assessProfile(p, { now: NOW })).toEqual(assessProfile(p, { now: NOW }));
      }),
      { numRuns: 50 },
    );
  });
});
