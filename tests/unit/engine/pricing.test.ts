import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessProfile, defaultCatalog, illustrativePremium, productKinds, rateClasses, tiers, type ProductKind } from '../../../src/engine';
import { PRICING, amountForBudget, baseMortality, budgetStep, pricedTerm, quoteProduct, type PremiumInput } from '../../../src/engine/pricing';

const termKinds: readonly ProductKind[] = ['term', 'simplified-term', 'return-of-premium-term', 'mortgage-protection'];
const input = fc.record({
  age: fc.integer({ min: 18, max: 85 }),
  sex: fc.constantFrom('male' as const, 'female' as const, 'other' as const),
  rateClass: fc.constantFrom(...rateClasses),
  tier: fc.constantFrom(...tiers),
  kind: fc.constantFrom(...productKinds),
  coverage: fc.integer({ min: 1_000, max: 10_000_000 }),
  termYears: fc.constantFrom(null, 10, 15, 20, 30),
  carrierId: fc.constantFrom(...Object.keys(PRICING.carrierRateLevel), undefined),
}) satisfies fc.Arbitrary<PremiumInput>;

const annual = (i: PremiumInput) => illustrativePremium(i).annual;

describe('illustrative premiums: properties', () => {
  it('are never negative, and never below the per-policy fee', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = illustrativePremium(i);
        expect(p.annual).toBeGreaterThanOrEqual(PRICING.kind[i.kind].fee);
        expect(p.monthly).toBeGreaterThan(0);
      }),
    );
  });

  it('are deterministic: the same inputs give the same cents', () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(illustrativePremium({ ...i })).toEqual(illustrativePremium(i));
      }),
    );
  });

  it('rise with age', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 30 }), (i, more) => {
        fc.pre(i.age + more <= 90);
        expect(annual({ ...i, age: i.age + more })).toBeGreaterThan(annual(i));
      }),
    );
  });

  it('rise with coverage', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 10_000, max: 1_000_000 }), (i, more) => {
        expect(annual({ ...i, coverage: i.coverage + more })).toBeGreaterThan(annual(i));
      }),
    );
  });

  it('rise with tobacco: each tobacco class costs more than every non-tobacco class', () => {
    fc.assert(
      fc.property(input, fc.constantFrom('preferred-plus' as const, 'preferred' as const, 'standard' as const), fc.constantFrom('preferred-tobacco' as const, 'standard-tobacco' as const), (i, clean, tobacco) => {
        expect(annual({ ...i, rateClass: tobacco })).toBeGreaterThan(annual({ ...i, rateClass: clean }));
      }),
    );
  });

  it('rise with a worse rate class (best first: preferred plus, preferred, standard, then the tobacco classes)', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: rateClasses.length - 2 }), (i, at) => {
        expect(annual({ ...i, rateClass: rateClasses[at + 1]! })).toBeGreaterThan(annual({ ...i, rateClass: rateClasses[at]! }));
      }),
    );
  });

  it('rise with a worse benefit tier (level, graded, modified, guaranteed issue)', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: tiers.length - 2 }), (i, at) => {
        expect(annual({ ...i, tier: tiers[at + 1]! })).toBeGreaterThan(annual({ ...i, tier: tiers[at]! }));
      }),
    );
  });

  it('are higher for men than women, with "other" between them', () => {
    fc.assert(
      fc.property(input, (i) => {
        const [m, o, f] = (['male', 'other', 'female'] as const).map((sex) => annual({ ...i, sex }));
        expect(m).toBeGreaterThan(o!);
        expect(o).toBeGreaterThan(f!);
      }),
    );
  });

  it('cost more for a longer term, and permanent life more than any term', () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(i.age <= 70);
        const at = (termYears: number | null) => annual({ ...i, termYears });
        expect(at(20)).toBeGreaterThan(at(10));
        expect(at(null)).toBeGreaterThan(at(30));
      }),
    );
  });

  it('a carrier\'s rate level moves its premium; no carrier prices at the basis, and a carrier not listed is an error', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { carrierId: _carrier, ...basis } = i;
        expect(() => annual({ ...basis, carrierId: 'a-carrier-not-listed' })).toThrow('The carrier "a-carrier-not-listed" has no rate level');
        expect(annual({ ...basis, carrierId: 'sbli' })).toBeLessThan(annual({ ...basis, carrierId: 'foresters' }));
      }),
    );
  });

  it('monthly is the annual premium times the modal factor', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = illustrativePremium(i);
        expect(Math.abs(p.monthly - p.annual * PRICING.monthlyFactor)).toBeLessThanOrEqual(0.01);
      }),
    );
  });
});

describe('illustrative premiums: the basis by example', () => {
  it('mortality grows about 9 % a year of age (Gompertz) and is 1 at the limiting age', () => {
    expect(baseMortality(41, 'male') / baseMortality(40, 'male')).toBeCloseTo(1.09, 10);
    expect(baseMortality(40, 'male')).toBe(0.0006);
    expect(baseMortality(40, 'female')).toBe(0.00042);
    expect(baseMortality(40, 'other')).toBeCloseTo(0.00051, 10);
    expect(baseMortality(120, 'female')).toBe(1);
  });

  // The table `npm run premiums` prints, pinned: a change to the basis shows up here on purpose.
  it.each([
    [40, 'male', 'standard', 'level', 'final-expense', 10_000, null, 15.2],
    [75, 'male', 'standard', 'level', 'final-expense', 10_000, null, 69.19],
    [75, 'male', 'standard-tobacco', 'level', 'final-expense', 10_000, null, 122.14],
    [75, 'female', 'standard', 'graded', 'final-expense', 10_000, null, 77.04],
    [60, 'female', 'standard', 'guaranteed', 'guaranteed-issue', 10_000, null, 49.16],
    [40, 'male', 'preferred', 'level', 'term', 500_000, 20, 45.78],
    [30, 'female', 'preferred-plus', 'level', 'term', 500_000, 20, 15.25],
  ] as const)('age %i %s %s %s %s $%i for %s years: $%f a month', (age, sex, rateClass, tier, kind, coverage, termYears, monthly) => {
    expect(illustrativePremium({ age, sex, rateClass, tier, kind, coverage, termYears }).monthly).toBe(monthly);
  });

  it('graded costs 30–50 % more than level and guaranteed issue 70–100 % more, before the fee', () => {
    const at = (tier: (typeof tiers)[number]) => illustrativePremium({ age: 70, sex: 'male', rateClass: 'standard', tier, kind: 'final-expense', coverage: 10_000_000, termYears: null }).annual;
    expect(at('graded') / at('level')).toBeGreaterThanOrEqual(1.3);
    expect(at('graded') / at('level')).toBeLessThanOrEqual(1.5);
    expect(at('guaranteed') / at('level')).toBeGreaterThanOrEqual(1.7);
    expect(at('guaranteed') / at('level')).toBeLessThanOrEqual(2);
  });

  it('tobacco about doubles a 20-year term at 40', () => {
    const at = (rateClass: 'preferred' | 'preferred-tobacco') => illustrativePremium({ age: 40, sex: 'male', rateClass, tier: 'level', kind: 'term', coverage: 500_000, termYears: 20 }).annual;
    expect(at('preferred-tobacco') / at('preferred')).toBeGreaterThan(2);
  });

  it.each([
    [[10, 15, 20, 30], 20],
    [[10, 15], 15],
    [[30], 30],
    [[25, 30], 25],
    [[], null],
  ] as const)('a term product open for %j years is priced for %s', (open, expected) => {
    expect(pricedTerm(open)).toBe(expected);
  });
});

describe('a quote for an offered product', () => {
  const product = { kind: 'final-expense' as const, minCoverage: 2_500, maxCoverage: 50_000 };
  const offer = { tier: 'level' as const, rateClass: 'standard' as const, openTerms: [] };
  const client = { age: 70, sex: 'female' as const };

  it('prices the amount asked when the range holds it', () => {
    const q = quoteProduct(product, offer, client, { amount: 20_000 });
    expect(q).toMatchObject({ requested: 20_000, inRange: true, amount: 20_000, termYears: null, rates: 'female' });
    expect(q.monthly).toBe(illustrativePremium({ ...client, ...offer, kind: product.kind, coverage: 20_000, termYears: null }).monthly);
  });

  it.each([
    [1_000, 2_500],
    [250_000, 50_000],
  ])('prices $%i at the nearest amount offered, $%i, and says it is outside the range', (asked, nearest) => {
    expect(quoteProduct(product, offer, client, { amount: asked })).toMatchObject({ requested: asked, inRange: false, amount: nearest });
  });

  it('every offer the engine makes carries a quote when an amount is given, and none without', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 85 }), fc.boolean(), fc.integer({ min: 1_000, max: 2_000_000 }), (age, smoker, amount) => {
        const profile = { age: String(age), gender: 'female' as const, height: "5'6''", weight: '150', smoker, medications: '', medicalConditions: '', familyHistory: '' };
        const now = new Date('2026-05-15T12:00:00Z');
        const quoted = assessProfile(profile, { now, coverageAmount: amount });
        const plain = assessProfile(profile, { now });
        // The same products: the amount moves the order (a product that cannot write it fits less well), never what is offered.
        expect(quoted.offered.map((o) => o.id).sort()).toEqual(plain.offered.map((o) => o.id).sort());
        expect(plain.offered.every((o) => o.quote === undefined)).toBe(true);
        const products = new Map(defaultCatalog().products.map((p) => [p.id, p]));
        for (const offer of quoted.offered) {
          const p = products.get(offer.id)!;
          expect(offer.quote!.inRange).toBe(amount >= p.minCoverage && amount <= p.maxCoverage);
          expect(offer.quote!.monthly).toBeGreaterThan(0);
          if (termKinds.includes(p.kind)) expect(offer.quote!.termYears).not.toBeNull();
          else expect(offer.quote!.termYears).toBeNull();
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('the term asked for', () => {
  it.each([
    [[10, 15, 20, 30], 30, 30],
    [[10, 15, 20, 30], 25, 20],
    [[10, 15], 20, 15],
  ] as const)('open %j, asked %i: priced for %i', (open, asked, expected) => {
    expect(pricedTerm(open, asked)).toBe(expected);
  });

  it('is priced where a term product has it open, and decides which term products are offered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 80 }), fc.constantFrom(10, 15, 20, 25, 30), (age, termYears) => {
        const profile = { age: String(age), gender: 'male' as const, height: "5'10''", weight: '180', smoker: false, medications: '', medicalConditions: '', familyHistory: '' };
        const now = new Date('2026-05-15T12:00:00Z');
        const { offered, declined } = assessProfile(profile, { now, coverageAmount: 100_000, termYears });
        const products = new Map(defaultCatalog().products.map((p) => [p.id, p]));
        for (const offer of offered) {
          const p = products.get(offer.id)!;
          // A term product offered has the asked term open at this age, and is priced for it.
          if (p.termOptions.length > 0) {
            expect(p.termOptions.some((t) => t.years === termYears && age <= t.maxIssueAge)).toBe(true);
            expect(offer.quote!.termYears).toBe(termYears);
          } else expect(offer.quote!.termYears).toBeNull();
        }
        // A term product in age without the term is declined, and its reason names the term.
        for (const d of declined) {
          const p = products.get(d.id)!;
          if (p.termOptions.length > 0 && age >= p.minIssueAge && age <= p.maxIssueAge && !p.termOptions.some((t) => t.years === termYears && age <= t.maxIssueAge)) {
            expect(d.reason).toContain(`${termYears}-year term`);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('a monthly budget', () => {
  const product = { kind: 'final-expense' as const, carrierId: 'americo', minCoverage: 2_500, maxCoverage: 50_000 };
  const offer = { tier: 'level' as const, rateClass: 'standard' as const, openTerms: [] };

  it('buys the largest amount in budget steps whose premium is within it: one step more is over it, or over the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 40, max: 85 }),
        fc.constantFrom('male' as const, 'female' as const, 'other' as const),
        fc.constantFrom(...tiers),
        fc.integer({ min: 500, max: 100_000 }).map((c) => c / 100),
        (age, sex, tier, budget) => {
          const q = quoteProduct(product, { ...offer, tier }, { age, sex }, { budget });
          const price = (coverage: number) => illustrativePremium({ age, sex, rateClass: offer.rateClass, tier, kind: product.kind, coverage, termYears: null, carrierId: product.carrierId });
          expect(q.monthlyBudget).toBe(budget);
          if (q.inRange) {
            expect(q.amount).toBe(q.requested);
            expect(q.monthly).toBeLessThanOrEqual(budget);
            expect(q.monthly).toBe(price(q.amount).monthly);
            if (q.amount < product.maxCoverage) expect(price(q.amount + budgetStep(q.amount)).monthly).toBeGreaterThan(budget);
          } else {
            // The budget does not reach the minimum: priced there, and that costs more than the budget.
            expect(q.amount).toBe(product.minCoverage);
            expect(q.requested).toBeLessThan(product.minCoverage);
            expect(price(product.minCoverage).monthly).toBeGreaterThan(budget);
          }
        },
      ),
    );
  });

  it('is 0 when it does not cover the policy fee, and the maximum when it buys more', () => {
    const price = (coverage: number) => illustrativePremium({ age: 60, sex: 'male', rateClass: 'standard', tier: 'level', kind: 'final-expense', coverage, termYears: null });
    expect(amountForBudget(1, price, 50_000)).toBe(0);
    expect(amountForBudget(10_000, price, 50_000)).toBe(50_000);
  });

  it('ranks the products the budget reaches before those it does not, and offers the same products as without it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 45, max: 85 }), fc.boolean(), fc.integer({ min: 10, max: 400 }), (age, smoker, budget) => {
        const profile = { age: String(age), gender: 'other' as const, height: "5'6''", weight: '150', smoker, medications: '', medicalConditions: '', familyHistory: '' };
        const now = new Date('2026-05-15T12:00:00Z');
        const quoted = assessProfile(profile, { now, monthlyBudget: budget });
        const plain = assessProfile(profile, { now });
        expect(quoted.offered.map((o) => o.id).sort()).toEqual(plain.offered.map((o) => o.id).sort());
        const reached = quoted.offered.map((o) => o.quote!.inRange);
        // Every product the budget reaches comes before every one it does not.
        expect(reached.indexOf(false) === -1 || reached.lastIndexOf(true) < reached.indexOf(false)).toBe(true);
        for (const o of quoted.offered) {
          expect(o.quote!.rates).toBe('blended');
          if (o.quote!.inRange) expect(o.quote!.monthly).toBeLessThanOrEqual(budget);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('an amount asked for', () => {
  it('ranks the products whose range holds it before those that do not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 85 }), fc.integer({ min: 1_000, max: 2_000_000 }), (age, amount) => {
        const profile = { age: String(age), gender: 'male' as const, height: "5'10''", weight: '180', smoker: false, medications: '', medicalConditions: 'atrial fibrillation', familyHistory: '' };
        const { offered } = assessProfile(profile, { now: new Date('2026-05-15T12:00:00Z'), coverageAmount: amount });
        const holds = offered.map((o) => o.quote!.inRange);
        expect(holds.indexOf(false) === -1 || holds.lastIndexOf(true) < holds.indexOf(false)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('limited pay: the premiums a product\'s name promises', () => {
  const permanent: readonly ProductKind[] = ['whole-life', 'simplified-whole-life', 'final-expense', 'guaranteed-issue'];
  const limited = fc.record({
    age: fc.integer({ min: 45, max: 80 }),
    sex: fc.constantFrom('male' as const, 'female' as const, 'other' as const),
    rateClass: fc.constantFrom(...rateClasses),
    tier: fc.constantFrom(...tiers),
    kind: fc.constantFrom(...permanent),
    coverage: fc.integer({ min: 5_000, max: 500_000 }),
    termYears: fc.constant(null),
  }) satisfies fc.Arbitrary<PremiumInput>;

  it('costs more the fewer years it is paid for, for the same benefit', () => {
    fc.assert(
      // Within 20 years of premiums from 80 at most, the client is likely enough alive to pay them all.
      fc.property(limited, fc.integer({ min: 2, max: 20 }), fc.integer({ min: 1, max: 10 }), (i, years, fewer) => {
        fc.pre(years - fewer >= 1);
        expect(annual({ ...i, premiumYears: years - fewer })).toBeGreaterThan(annual({ ...i, premiumYears: years }));
        expect(annual({ ...i, premiumYears: years })).toBeGreaterThanOrEqual(annual({ ...i, premiumYears: null }));
      }),
    );
  });

  it('prices a 10-pay for a 60-year-old at 1.5 to 2.5 times lifetime pay (docs/underwriting.md, Limited pay)', () => {
    for (const sex of ['male', 'female'] as const) {
      for (const kind of ['whole-life', 'final-expense'] as const) {
        const base: PremiumInput = { age: 60, sex, rateClass: 'standard', tier: 'level', kind, coverage: 25_000, termYears: null };
        const ratio = (annual({ ...base, premiumYears: 10 }) - PRICING.kind[kind].fee) / (annual(base) - PRICING.kind[kind].fee);
        expect(ratio).toBeGreaterThanOrEqual(1.5);
        expect(ratio).toBeLessThanOrEqual(2.5);
      }
    }
  });

  it('quotes the catalog\'s 10-pay final expense above its lifetime-pay sibling, and says so on the card', () => {
    const profile = { age: '60', gender: 'female' as const, height: "5'5''", weight: '150', smoker: false, medications: '', medicalConditions: '', familyHistory: '' };
    const { offered } = assessProfile(profile, { coverageAmount: 20_000, now: new Date('2026-05-15T00:00:00Z') });
    const tenPay = offered.find((o) => o.id === 'transamerica-ten-pay-final-expense');
    const lifetime = offered.find((o) => o.id === 'transamerica-final-expense-select');
    expect(tenPay?.quote && lifetime?.quote && tenPay.quote.monthly / lifetime.quote.monthly).toBeGreaterThan(1.5);
    expect(tenPay?.features).toContainEqual({ feature: 'Premiums', value: 'Paid for 10 years, then paid up' });
    expect(lifetime?.features.some((f) => f.feature === 'Premiums')).toBe(false);
  });
});
