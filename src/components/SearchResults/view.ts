/**
 * How the agent looks at the results, as pure functions: the kinds a filter offers, which products a
 * filter keeps, the order a sort gives, and the split between the products that write what was
 * asked (the amount, or at least their minimum within the budget) and those that do not.
 */
import { groupOfKind, type KindGroup, type Product } from '../../contract';
import { byLowestPremium } from '../ProductCard/quote';

export { kindGroupLabels, kindGroups, type KindGroup } from '../../contract';

export const resultSorts = ['score', 'premium', 'amount'] as const;
/** By match score; by lowest monthly premium (quoting an amount); by largest amount (quoting a budget). */
export type ResultSort = (typeof resultSorts)[number];

export const resultLayouts = ['cards', 'list'] as const;
/** A card per product, or a compact row per product. */
export type ResultLayout = (typeof resultLayouts)[number];

// Built on first use and kept: `localeCompare` set up the comparison afresh at each call, 7-11 ms
// to sort one answer's carriers for the filters on a phone (4x CPU), as the answer was shown.
let names: Intl.Collator | undefined;
/** Orders names as a reader of English does (the carriers in the filters); SearchScreen makes it while the agent types. */
export const compareNames = (a: string, b: string) => (names ??= new Intl.Collator('en-US')).compare(a, b);

/** A product's kind group; a product without a kind (the built-in samples) is in none. */
export const kindGroupOf = (product: Pick<Product, 'kind'>): KindGroup | null => (product.kind ? groupOfKind[product.kind] : null);

/** The filters: kind groups and carrier names ticked; none ticked in a list is no filter on it. */
export interface ResultFilters {
  kinds: readonly KindGroup[];
  carriers: readonly string[];
}

export const noFilters: ResultFilters = { kinds: [], carriers: [] };

export function passesFilters(product: Product, filters: ResultFilters): boolean {
  if (filters.kinds.length > 0) {
    const group = kindGroupOf(product);
    if (group === null || !filters.kinds.includes(group)) return false;
  }
  return filters.carriers.length === 0 || filters.carriers.includes(product.carrierName);
}

/** How the products were asked to be quoted: by an amount, by a budget, or not at all. */
export type QuoteBasis = { by: 'amount'; amount: number } | { by: 'budget'; budget: number } | { by: 'none' };

export function quoteBasisOf(products: readonly Product[]): QuoteBasis {
  const quote = products.find((p) => p.quote)?.quote;
  if (!quote) return { by: 'none' };
  return quote.monthlyBudget !== undefined ? { by: 'budget', budget: quote.monthlyBudget } : { by: 'amount', amount: quote.requested };
}

/** The sorts that mean something for this quote: premium with an amount, amount with a budget. */
export function sortsFor(basis: QuoteBasis): readonly ResultSort[] {
  return basis.by === 'amount' ? ['score', 'premium'] : basis.by === 'budget' ? ['score', 'amount'] : ['score'];
}

/** Largest amount first among the products the budget reaches; then the others, as they came. */
export function byLargestAmount(products: readonly Product[]): Product[] {
  const reached = (p: Product) => (p.quote?.inRange ? 0 : 1);
  return products
    .map((product, index) => ({ product, index }))
    .sort((a, b) => reached(a.product) - reached(b.product) || (reached(a.product) === 0 ? b.product.quote!.amount - a.product.quote!.amount : 0) || a.index - b.index)
    .map(({ product }) => product);
}

export interface ShownResults {
  /** The products that write what was asked (all of them without a quote), filtered and in the order chosen. */
  writes: Product[];
  /** Those that do not (shown after, with their nearest price), filtered and in the order chosen. */
  others: Product[];
  /** How many of all the products the filters keep. */
  kept: number;
  /** The sort applied: the one chosen when it means something for this quote, else by score. */
  sort: ResultSort;
}

/** What the results show for a choice of sort and filters. Every product is in `writes` or `others` or filtered out; none twice. */
export function showResults(products: readonly Product[], sort: ResultSort, filters: ResultFilters): ShownResults {
  const basis = quoteBasisOf(products);
  const applied = sortsFor(basis).includes(sort) ? sort : 'score';
  const kept = products.filter((p) => passesFilters(p, filters));
  const ordered = applied === 'premium' ? byLowestPremium(kept) : applied === 'amount' ? byLargestAmount(kept) : kept;
  const writes = ordered.filter((p) => !p.quote || p.quote.inRange);
  const others = ordered.filter((p) => p.quote && !p.quote.inRange);
  return { writes, others, kept: kept.length, sort: applied };
}

/** Cards shown at a time: twenty fit in under twelve phone screens ("Show more" brings the next twenty). */
export const CARDS_PER_PAGE = 20;
