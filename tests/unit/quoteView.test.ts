import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createStore } from 'jotai';
import { byLowestPremium, formatAmount, formatPremium } from '../../src/components/ProductCard/quote';
import { MAX_COMPARED } from '../../src/components/SearchResults/ResultsToolbar';
import { initialResultsView, resultsViewAtom, toggleCompareAtom } from '../../src/features/search/atoms';
import { profileRows } from '../../src/features/search/PrintSummary';
import { healthProfileSchema, type Product } from '../../src/contract';
import { sampleProfile } from '../../src/mocks/fixtures';

const product = (id: number, quote: { inRange: boolean; monthly: number } | null): Product => ({
  id: `p${id}`,
  name: `Product ${id}`,
  carrierName: 'Carrier',
  matchScore: 90,
  description: '',
  features: [],
  qualifications: [],
  exclusions: [],
  ...(quote
    ? { quote: { requested: 25_000, amount: 25_000, minCoverage: 1_000, maxCoverage: 50_000, termYears: null, annual: quote.monthly / 0.0875, ...quote } }
    : {}),
});

const products = fc
  .array(fc.option(fc.record({ inRange: fc.boolean(), monthly: fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100) }), { nil: null }), { maxLength: 30 })
  .map((quotes) => quotes.map((q, i) => product(i, q)));

describe('sorting by lowest monthly premium', () => {
  it('keeps every product, cheapest first among those that offer the amount, the rest after in their order', () => {
    fc.assert(
      fc.property(products, (list) => {
        const sorted = byLowestPremium(list);
        expect([...sorted].map((p) => p.id).sort()).toEqual(list.map((p) => p.id).sort());
        const inRange = sorted.filter((p) => p.quote?.inRange);
        expect(sorted.slice(0, inRange.length)).toEqual(inRange);
        for (let i = 1; i < inRange.length; i++) expect(inRange[i]!.quote!.monthly).toBeGreaterThanOrEqual(inRange[i - 1]!.quote!.monthly);
        // Out of range, then without a quote, each in the order they came (by score).
        const rest = sorted.slice(inRange.length);
        expect(rest).toEqual([...list.filter((p) => p.quote && !p.quote.inRange), ...list.filter((p) => !p.quote)]);
      }),
    );
  });

  it('leaves equal premiums in score order', () => {
    const list = [product(1, { inRange: true, monthly: 50 }), product(2, { inRange: true, monthly: 40 }), product(3, { inRange: true, monthly: 50 })];
    expect(byLowestPremium(list).map((p) => p.id)).toEqual(['p2', 'p1', 'p3']);
  });
});

describe('money on screen', () => {
  it.each([
    [64.8, '$64.80'],
    [1326.95, '$1,326.95'],
    [0, '$0.00'],
  ])('a premium of %d reads %s', (n, text) => expect(formatPremium(n)).toBe(text));

  it.each([
    [250_000, '$250,000'],
    [10_000.5, '$10,000.50'],
  ])('an amount of %d reads %s', (n, text) => expect(formatAmount(n)).toBe(text));
});

describe('choosing products to compare', () => {
  it('takes up to three, refuses a fourth with a message, and frees a place when one is unticked', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.boolean()), { maxLength: 40 }), (steps) => {
        const store = createStore();
        for (const [n, on] of steps) {
          const before = store.get(resultsViewAtom).compared;
          store.set(toggleCompareAtom, `p${n}`, on, MAX_COMPARED);
          const after = store.get(resultsViewAtom);
          expect(after.compared.length).toBeLessThanOrEqual(MAX_COMPARED);
          expect(new Set(after.compared).size).toBe(after.compared.length);
          if (!on) expect(after.compared).not.toContain(`p${n}`);
          else if (before.includes(`p${n}`) || before.length < MAX_COMPARED) expect(after.compared).toContain(`p${n}`);
          else {
            expect(after.compared).toEqual(before);
            expect(after.message).toBe('You can compare at most 3 products: untick one to choose another.');
          }
        }
      }),
    );
  });

  it('starts with nothing chosen, sorted by match score', () => {
    expect(createStore().get(resultsViewAtom)).toEqual(initialResultsView);
    expect(initialResultsView).toEqual({ sort: 'score', compared: [], layout: 'cards', filters: { kinds: [], carriers: [] } });
  });
});

describe('the profile on the printed summary', () => {
  it('lists the fields as the search received them, the coverage amount as dollars or "Not given"', () => {
    const rows = profileRows(healthProfileSchema.parse({ ...sampleProfile, coverageAmount: '250000', medications: 'Lisinopril 10mg\n\nmetformin' }));
    expect(rows.find((r) => r.label === 'Coverage amount')?.value).toBe('$250,000');
    expect(rows.find((r) => r.label === 'Sex')?.value).toBe('Male');
    expect(rows.find((r) => r.label === 'Medications')?.value).toBe('Lisinopril 10mg; metformin');
    expect(profileRows(healthProfileSchema.parse(sampleProfile)).find((r) => r.label === 'Coverage amount')?.value).toBe('Not given');
  });

  const row = (input: Record<string, unknown>, label: string) => profileRows(healthProfileSchema.parse({ ...sampleProfile, ...input })).find((r) => r.label === label)?.value;

  it('says a monthly budget in place of the coverage amount, and what it buys', () => {
    const rows = profileRows(healthProfileSchema.parse({ ...sampleProfile, monthlyBudget: '50' }));
    expect(rows.find((r) => r.label === 'Monthly budget')?.value).toBe('$50 a month: each product at the largest amount it writes within it');
    // Not "Coverage amount: Not given" beside it: the quote was asked by the budget.
    expect(rows.map((r) => r.label)).not.toContain('Coverage amount');
    expect(row({ monthlyBudget: '$75.50' }, 'Monthly budget')).toBe('$75.50 a month: each product at the largest amount it writes within it');
    // Both typed and the budget chosen: the budget; the amount chosen: the amount, and no budget row.
    expect(row({ coverageAmount: '250000', monthlyBudget: '50', quoteBy: 'budget' }, 'Monthly budget')).toBe('$50 a month: each product at the largest amount it writes within it');
    expect(row({ coverageAmount: '250000', monthlyBudget: '50', quoteBy: 'amount' }, 'Coverage amount')).toBe('$250,000');
    expect(row({ coverageAmount: '250000', monthlyBudget: '50', quoteBy: 'amount' }, 'Monthly budget')).toBeUndefined();
  });

  it('says the term length asked for, or "Any term"', () => {
    expect(row({ termYears: '20' }, 'Term length')).toBe('20 years');
    expect(row({ termYears: 10, monthlyBudget: '50' }, 'Term length')).toBe('10 years');
    expect(row({}, 'Term length')).toBe('Any term');
    expect(row({ termYears: '' }, 'Term length')).toBe('Any term');
  });

  it('keeps every row, in order, what was asked (kind, quote, term) after the smoker', () => {
    const rows = (input: Record<string, unknown>) => profileRows(healthProfileSchema.parse({ ...sampleProfile, ...input }));
    const labels = (input: Record<string, unknown>) => rows(input).map((r) => r.label);
    const rest = ['Medications', 'Medical conditions', 'Family history'];
    expect(labels({ coverageAmount: '250000', termYears: '20' })).toEqual(['Age', 'Sex', 'Height', 'Weight', 'Smoker', 'Coverage wanted', 'Coverage amount', 'Term length', ...rest]);
    expect(labels({ monthlyBudget: '50' })).toEqual(['Age', 'Sex', 'Height', 'Weight', 'Smoker', 'Coverage wanted', 'Monthly budget', 'Term length', ...rest]);
    const kind = (input: Record<string, unknown>) => rows(input).find((r) => r.label === 'Coverage wanted')?.value;
    expect(kind({})).toBe('Any kind');
    expect(kind({ coverageKind: 'final-expense' })).toBe('Final expense only');
    expect(kind({ coverageKind: 'guaranteed-issue' })).toBe('Guaranteed issue only');
  });
});
