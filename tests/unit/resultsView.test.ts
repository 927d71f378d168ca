/**
 * How the results are looked at (src/components/SearchResults/view.ts): which products the filters
 * keep, the order a sort gives, and the split between the products that write what was asked and
 * the others; and how a quote reads on a card and in the list (src/components/ProductCard/quote.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { productKinds, type Product, type ProductKind } from '../../src/contract';
import { budgetText, quoteBrief, quoteLines, ratesText } from '../../src/components/ProductCard/quote';
import {
  byLargestAmount,
  compareNames,
  kindGroupLabels,
  kindGroupOf,
  kindGroups,
  noFilters,
  passesFilters,
  quoteBasisOf,
  resultSorts,
  showResults,
  sortsFor,
  type KindGroup,
  type ResultFilters,
} from '../../src/components/SearchResults/view';
import { blendedBudgetResults, budgetResults, quotedResults, sampleResults } from '../../src/mocks/fixtures';

const carriers = ['Americo', 'Mutual of Omaha', 'SBLI', 'Foresters'] as const;

type Mode = 'none' | 'amount' | 'budget';

/** One product's quote as generated: whether it writes what was asked, its premium and the amount it is priced at. */
interface QuoteDraft {
  inRange: boolean;
  monthly: number;
  amount: number;
}

interface Draft {
  kind: ProductKind | undefined;
  carrier: string;
  score: number;
  quote: QuoteDraft | null;
}

const draft: fc.Arbitrary<Draft> = fc.record({
  kind: fc.option(fc.constantFrom(...productKinds), { nil: undefined }),
  carrier: fc.constantFrom(...carriers),
  score: fc.integer({ min: 0, max: 100 }),
  // Some products without a quote even when the others have one (the built-in samples carry none).
  quote: fc.option(
    fc.record({
      inRange: fc.boolean(),
      // Few distinct values, so ties are common and the tie-break (the order given) is tested.
      monthly: fc.integer({ min: 1, max: 40 }).map((n) => n * 2.5),
      amount: fc.integer({ min: 1, max: 20 }).map((n) => n * 5_000),
    }),
    { nil: null, freq: 4 },
  ),
});

function productOf(d: Draft, index: number, mode: Mode): Product {
  const base: Product = {
    id: `p${index}`,
    name: `Product ${index}`,
    carrierName: d.carrier,
    matchScore: d.score,
    description: '',
    features: [],
    qualifications: [],
    exclusions: [],
    ...(d.kind ? { kind: d.kind } : {}),
  };
  if (mode === 'none' || !d.quote) return base;
  const { inRange, monthly, amount } = d.quote;
  const common = { inRange, monthly, annual: monthly * 11.43, minCoverage: 5_000, maxCoverage: 100_000, termYears: null, rates: 'female' as const };
  return mode === 'amount'
    ? { ...base, quote: { ...common, requested: 25_000, amount: inRange ? 25_000 : amount } }
    : { ...base, quote: { ...common, requested: inRange ? amount : 4_000, amount: inRange ? amount : 5_000, monthlyBudget: 50 } };
}

const products = fc
  .tuple(fc.constantFrom<Mode>('none', 'amount', 'budget'), fc.array(draft, { maxLength: 25 }))
  .map(([mode, drafts]) => ({ mode, list: drafts.map((d, i) => productOf(d, i, mode)) }));

const filters: fc.Arbitrary<ResultFilters> = fc.record({
  kinds: fc.subarray([...kindGroups]),
  carriers: fc.subarray([...carriers, 'A carrier with no products']),
});

const sort = fc.constantFrom(...resultSorts);
const ids = (list: readonly Product[]) => list.map((p) => p.id);
/** Where each product was in the answer as given: a sort's ties keep that order. */
const indexOf = (p: Product) => Number(p.id.slice(1));

/** The filters as the agent reads them, written out apart from passesFilters. */
function kept(list: readonly Product[], f: ResultFilters): Product[] {
  const groupOf = (kind: ProductKind | undefined): KindGroup | null =>
    kind === undefined ? null : kind.includes('term') || kind === 'mortgage-protection' ? 'term' : kind === 'final-expense' ? 'final-expense' : kind === 'guaranteed-issue' ? 'guaranteed-issue' : 'permanent';
  return list.filter((p) => {
    const group = groupOf(p.kind);
    const kindOk = f.kinds.length === 0 || (group !== null && f.kinds.includes(group));
    const carrierOk = f.carriers.length === 0 || f.carriers.includes(p.carrierName);
    return kindOk && carrierOk;
  });
}

describe('showing the results', () => {
  it('puts every product the filters keep in exactly one of writes and others, and leaves out the rest', () => {
    fc.assert(
      fc.property(products, filters, sort, ({ list }, f, s) => {
        const shown = showResults(list, s, f);
        const all = [...shown.writes, ...shown.others];
        // None twice.
        expect(new Set(ids(all)).size).toBe(all.length);
        // Exactly the ones the filters keep.
        expect(ids(all).sort()).toEqual(ids(kept(list, f)).sort());
        expect(shown.kept).toBe(all.length);
        for (const p of list) expect(passesFilters(p, f)).toBe(ids(all).includes(p.id));
      }),
    );
  });

  it('puts in writes the products with no quote or one in range, and in others only those out of range', () => {
    fc.assert(
      fc.property(products, filters, sort, ({ list }, f, s) => {
        const shown = showResults(list, s, f);
        for (const p of shown.writes) expect(!p.quote || p.quote.inRange).toBe(true);
        for (const p of shown.others) expect(p.quote?.inRange).toBe(false);
      }),
    );
  });

  it('keeps everything when nothing is ticked', () => {
    fc.assert(
      fc.property(products, sort, ({ list }, s) => {
        const shown = showResults(list, s, noFilters);
        expect(shown.kept).toBe(list.length);
        expect(shown.writes.length + shown.others.length).toBe(list.length);
      }),
    );
  });

  it('keeps exactly the products whose kind group is ticked, whatever their carrier, when no carrier is', () => {
    fc.assert(
      fc.property(products, fc.subarray([...kindGroups], { minLength: 1 }), ({ list }, kinds) => {
        const shown = showResults(list, 'score', { kinds, carriers: [] });
        const all = [...shown.writes, ...shown.others];
        expect(all.every((p) => kinds.includes(kindGroupOf(p)!))).toBe(true);
        expect(all.length).toBe(list.filter((p) => kindGroupOf(p) !== null && kinds.includes(kindGroupOf(p)!)).length);
      }),
    );
  });

  it('keeps exactly the products of the carriers ticked, whatever their kind, when no kind is', () => {
    fc.assert(
      fc.property(products, fc.subarray([...carriers], { minLength: 1 }), ({ list }, ticked) => {
        const shown = showResults(list, 'score', { kinds: [], carriers: ticked });
        const all = [...shown.writes, ...shown.others];
        expect(all.every((p) => ticked.includes(p.carrierName as (typeof carriers)[number]))).toBe(true);
        expect(all.length).toBe(list.filter((p) => ticked.includes(p.carrierName as (typeof carriers)[number])).length);
      }),
    );
  });

  it('sorts by lowest monthly premium only for an amount: cheapest first, ties and products without a quote in the order given', () => {
    fc.assert(
      fc.property(products, filters, ({ list }, f) => {
        const shown = showResults(list, 'premium', f);
        // The basis is the quotes': a list with none (or none quoted) is not quoted by an amount.
        if (quoteBasisOf(list).by !== 'amount') {
          expect(shown.sort).toBe('score');
          return;
        }
        expect(shown.sort).toBe('premium');
        const quoted = shown.writes.filter((p) => p.quote);
        // The quoted ones first, then those without a quote.
        expect(shown.writes.slice(0, quoted.length)).toEqual(quoted);
        for (let i = 1; i < quoted.length; i++) {
          const [a, b] = [quoted[i - 1]!, quoted[i]!];
          expect(b.quote!.monthly).toBeGreaterThanOrEqual(a.quote!.monthly);
          if (b.quote!.monthly === a.quote!.monthly) expect(indexOf(b)).toBeGreaterThan(indexOf(a));
        }
        const unquoted = shown.writes.slice(quoted.length);
        expect(unquoted.map(indexOf)).toEqual([...unquoted.map(indexOf)].sort((x, y) => x - y));
        // The others keep the order given.
        expect(shown.others.map(indexOf)).toEqual([...shown.others.map(indexOf)].sort((x, y) => x - y));
      }),
    );
  });

  it('sorts by largest amount only for a budget: largest first, ties and products without a quote in the order given', () => {
    fc.assert(
      fc.property(products, filters, ({ list }, f) => {
        const shown = showResults(list, 'amount', f);
        if (quoteBasisOf(list).by !== 'budget') {
          expect(shown.sort).toBe('score');
          return;
        }
        expect(shown.sort).toBe('amount');
        const quoted = shown.writes.filter((p) => p.quote);
        expect(shown.writes.slice(0, quoted.length)).toEqual(quoted);
        for (let i = 1; i < quoted.length; i++) {
          const [a, b] = [quoted[i - 1]!, quoted[i]!];
          expect(b.quote!.amount).toBeLessThanOrEqual(a.quote!.amount);
          if (b.quote!.amount === a.quote!.amount) expect(indexOf(b)).toBeGreaterThan(indexOf(a));
        }
        const unquoted = shown.writes.slice(quoted.length);
        expect(unquoted.map(indexOf)).toEqual([...unquoted.map(indexOf)].sort((x, y) => x - y));
        expect(shown.others.map(indexOf)).toEqual([...shown.others.map(indexOf)].sort((x, y) => x - y));
      }),
    );
  });

  it('falls back to the match score for a sort that does not fit the quote, keeping the order given', () => {
    fc.assert(
      fc.property(products, filters, sort, ({ list }, f, s) => {
        const shown = showResults(list, s, f);
        const fits = sortsFor(quoteBasisOf(list)).includes(s);
        expect(shown.sort).toBe(fits ? s : 'score');
        if (shown.sort !== 'score') return;
        const inOrder = kept(list, f);
        expect(ids(shown.writes)).toEqual(ids(inOrder.filter((p) => !p.quote || p.quote.inRange)));
        expect(ids(shown.others)).toEqual(ids(inOrder.filter((p) => p.quote && !p.quote.inRange)));
      }),
    );
  });

  it('reads the quote basis off the first quoted product and offers the sorts that fit it', () => {
    fc.assert(
      fc.property(products, ({ mode, list }) => {
        const basis = quoteBasisOf(list);
        const anyQuote = list.some((p) => p.quote);
        expect(basis.by).toBe(anyQuote ? mode : 'none');
        expect(sortsFor(basis)).toEqual(basis.by === 'amount' ? ['score', 'premium'] : basis.by === 'budget' ? ['score', 'amount'] : ['score']);
      }),
    );
  });
});

describe('the view, by example', () => {
  it('groups the ten product kinds in the four an agent sells by, each with a label', () => {
    const grouped = Object.fromEntries(kindGroups.map((g) => [g, productKinds.filter((k) => kindGroupOf({ kind: k }) === g)]));
    expect(grouped).toEqual({
      term: ['term', 'simplified-term', 'return-of-premium-term', 'mortgage-protection'],
      'final-expense': ['final-expense'],
      'guaranteed-issue': ['guaranteed-issue'],
      permanent: ['whole-life', 'simplified-whole-life', 'indexed-universal-life', 'guaranteed-universal-life'],
    });
    expect(kindGroupOf({})).toBeNull();
    expect(Object.keys(kindGroupLabels)).toEqual([...kindGroups]);
    expect(kindGroupLabels.permanent).toBe('Whole & universal life');
  });

  it('splits the $25,000 quote: three write it, the term that starts at $100,000 does not', () => {
    const shown = showResults(quotedResults, 'premium', noFilters);
    expect(quoteBasisOf(quotedResults)).toEqual({ by: 'amount', amount: 25_000 });
    expect(shown.writes.map((p) => p.name)).toEqual(['Living Promise Level', 'Final Expense Plus', 'Guaranteed Issue Final Expense']);
    expect(shown.others.map((p) => p.name)).toEqual(['Level Term 20']);
    expect(shown).toMatchObject({ kept: 4, sort: 'premium' });
  });

  it('splits the $50 budget: four reach their minimum, largest amount first; the whole life and the ten-year term do not', () => {
    expect(quoteBasisOf(budgetResults)).toEqual({ by: 'budget', budget: 50 });
    const shown = showResults(budgetResults, 'amount', noFilters);
    expect(shown.writes.map((p) => `${p.name} (${p.carrierName})`)).toEqual([
      'Level Term 10-30 (Americo)',
      'Final Expense Plus (Americo)',
      'Final Expense Plus (United Home Life)',
      'Guaranteed Acceptance Whole Life (Mutual of Omaha)',
    ]);
    expect(shown.others.map((p) => p.id)).toEqual(['sbli-whole-life', 'sbli-term-10']);
    // Premium is no sort for a budget.
    expect(showResults(budgetResults, 'premium', noFilters).sort).toBe('score');
  });

  it('filters by kind and carrier together', () => {
    const shown = showResults(budgetResults, 'score', { kinds: ['term'], carriers: ['SBLI'] });
    expect(shown.writes).toEqual([]);
    expect(shown.others.map((p) => p.id)).toEqual(['sbli-term-10']);
    expect(shown.kept).toBe(1);
    expect(showResults(budgetResults, 'score', { kinds: ['guaranteed-issue'], carriers: ['SBLI'] }).kept).toBe(0);
    // The built-in samples have no kind: a kind filter keeps none of them, a carrier filter does.
    expect(showResults(sampleResults, 'score', { kinds: ['term'], carriers: [] }).kept).toBe(0);
    expect(showResults(sampleResults, 'score', { kinds: [], carriers: ['Americo'] }).writes.map((p) => p.name)).toEqual(['Eagle Select Term', 'Guaranteed Issue Whole Life']);
  });

  it('sorts nothing without a quote: only the match score', () => {
    expect(quoteBasisOf(sampleResults)).toEqual({ by: 'none' });
    expect(sortsFor({ by: 'none' })).toEqual(['score']);
    expect(showResults(sampleResults, 'amount', noFilters)).toMatchObject({ sort: 'score', others: [] });
    expect(byLargestAmount([])).toEqual([]);
  });
});

const byId = (list: readonly Product[], id: string) => list.find((p) => p.id === id)!.quote!;

describe('a quote on the card and in the list', () => {
  it('an amount in range: the monthly premium, for the amount', () => {
    const quote = quotedResults[0]!.quote!;
    expect(quoteLines(quote)).toEqual({ figure: '$64.82/mo', note: 'Illustrative premium for $25,000', writes: true });
    expect(quoteBrief(quote)).toEqual({ figure: '$64.82/mo', note: '', writes: true });
    const termed = { ...quote, termYears: 20, rates: 'female' as const };
    expect(quoteLines(termed).note).toBe('Illustrative premium for $25,000, 20-year term, female rates');
    // The list says the rates once, above the table: not on each row.
    expect(quoteBrief(termed).note).toBe('20-year term');
  });

  it('an amount the product does not offer: its range, and the nearest amount with its premium', () => {
    const quote = byId(quotedResults, 'sbli-level-term-20');
    expect(quoteLines(quote)).toEqual({
      figure: 'Does not offer $25,000: coverage $100,000 to $2,000,000',
      note: 'Nearest amount offered: $100,000, illustratively $49.30/mo, 20-year term',
      writes: false,
    });
    expect(quoteBrief(quote)).toEqual({ figure: 'Nearest $100,000', note: '$49.30/mo, 20-year term', writes: false });
  });

  it('a budget the product reaches: the largest amount it buys, and the premium there', () => {
    expect(quoteLines(byId(budgetResults, 'americo-final-expense-plus'))).toEqual({ figure: '$10,000', note: 'Largest amount within $50/mo: $48.24/mo, female rates', writes: true });
    expect(quoteBrief(byId(budgetResults, 'americo-final-expense-plus'))).toEqual({ figure: '$10,000', note: '$48.24/mo', writes: true });
    expect(quoteLines(byId(budgetResults, 'americo-level-term')).note).toBe('Largest amount within $50/mo: $49.58/mo, 10-year term, female rates');
    expect(quoteBrief(byId(budgetResults, 'americo-level-term'))).toEqual({ figure: '$77,000', note: '$49.58/mo, 10-year term', writes: true });
  });

  it('a budget that does not reach the minimum: said so, with the premium at the minimum', () => {
    expect(quoteLines(byId(budgetResults, 'sbli-term-10'))).toEqual({
      figure: '$50/mo does not reach the $100,000 minimum',
      note: 'At its minimum: $59.95/mo, 10-year term, female rates',
      writes: false,
    });
    expect(quoteBrief(byId(budgetResults, 'sbli-term-10'))).toEqual({ figure: 'Minimum $100,000', note: '$59.95/mo: over the budget, 10-year term', writes: false });
    expect(quoteBrief(byId(budgetResults, 'sbli-whole-life'))).toEqual({ figure: 'Minimum $25,000', note: '$50.91/mo: over the budget', writes: false });
  });

  it('blended rates for a client whose sex is Other: said in full', () => {
    const quote = byId(blendedBudgetResults, 'americo-level-term');
    expect(ratesText(quote)).toBe('blended rates (the average of male and female, for sex Other)');
    expect(quoteLines(quote)).toEqual({
      figure: '$64,000',
      note: 'Largest amount within $50/mo: $49.96/mo, 10-year term, blended rates (the average of male and female, for sex Other)',
      writes: true,
    });
    expect(quoteLines(byId(blendedBudgetResults, 'sbli-whole-life')).note).toBe('At its minimum: $56.13/mo, blended rates (the average of male and female, for sex Other)');
    expect(ratesText({ ...quote, rates: 'male' })).toBe('male rates');
    expect(ratesText({ ...quote, rates: undefined })).toBe('');
  });

  it('a budget with cents keeps them', () => {
    expect(budgetText(50)).toBe('$50/mo');
    expect(budgetText(75.5)).toBe('$75.50/mo');
  });
});

describe('the carriers’ order in the filters', () => {
  it('is the order English readers expect, whatever the case (Aetna before AIG, Americo after American Amicable)', () => {
    expect(['Mutual of Omaha', 'AIG', 'Americo', 'Aetna', 'American Amicable'].sort(compareNames)).toEqual(['Aetna', 'AIG', 'American Amicable', 'Americo', 'Mutual of Omaha']);
  });

  it('orders any two names as a locale comparison in US English does, the same way each time', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(Math.sign(compareNames(a, b))).toBe(Math.sign(a.localeCompare(b, 'en-US')));
        expect(Math.sign(compareNames(b, a)) + Math.sign(compareNames(a, b))).toBe(0);
      }),
    );
  });
});
