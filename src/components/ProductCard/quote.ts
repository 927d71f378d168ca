/** How a premium reads everywhere it is shown: on the card, in the details, the comparison and the summary. */
import type { Product, ProductQuote } from '../../contract';

// Built on first use, not when the module loads: the first Intl formatter of a page loads the
// browser's locale data (about 60 ms on a mid-range phone), which a screen that shows no premium yet
// should not pay while it hydrates.
let withCents: Intl.NumberFormat | undefined;
let wholeDollars: Intl.NumberFormat | undefined;
const cents = () => (withCents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const whole = () => (wholeDollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));

/** "$1,234.50" */
export const formatPremium = (dollars: number) => cents().format(dollars);
/** "$250,000", or "$25,000.50" when there are cents. */
export const formatAmount = (dollars: number) => (Number.isInteger(dollars) ? whole() : cents()).format(dollars);

/** "$45.78/mo" */
export const monthlyText = (quote: ProductQuote) => `${formatPremium(quote.monthly)}/mo`;

/** "$2,500 to $50,000" */
export const rangeText = (quote: ProductQuote) => `${formatAmount(quote.minCoverage)} to ${formatAmount(quote.maxCoverage)}`;

/** The rates a premium is priced on: "female rates"; for a client whose sex is Other, the blend said as such. */
export const ratesText = (quote: Pick<ProductQuote, 'rates'>) =>
  quote.rates === undefined ? '' : quote.rates === 'blended' ? 'blended rates (the average of male and female, for sex Other)' : `${quote.rates} rates`;

const termText = (quote: ProductQuote) => (quote.termYears === null ? '' : `${quote.termYears}-year term`);

/** "for $250,000, 20-year term, female rates" */
export const pricedForText = (quote: ProductQuote) => [`for ${formatAmount(quote.amount)}`, termText(quote), ratesText(quote)].filter(Boolean).join(', ');

/** "$50/mo" for a budget: cents only when it has them. */
export const budgetText = (budget: number) => `${Number.isInteger(budget) ? formatAmount(budget) : formatPremium(budget)}/mo`;

/** What a quote says beside its figure, on the card, in the list and in the summary. */
export function quoteLines(quote: ProductQuote): { figure: string; note: string; writes: boolean } {
  const details = [termText(quote), ratesText(quote)].filter(Boolean).join(', ');
  const tail = details ? `, ${details}` : '';
  if (quote.monthlyBudget !== undefined) {
    const budget = budgetText(quote.monthlyBudget);
    return quote.inRange
      ? { figure: formatAmount(quote.amount), note: `Largest amount within ${budget}: ${monthlyText(quote)}${tail}`, writes: true }
      : { figure: `${budget} does not reach the ${formatAmount(quote.minCoverage)} minimum`, note: `At its minimum: ${monthlyText(quote)}${tail}`, writes: false };
  }
  return quote.inRange
    ? { figure: monthlyText(quote), note: `Illustrative premium ${pricedForText(quote)}`, writes: true }
    : { figure: `Does not offer ${formatAmount(quote.requested)}: coverage ${rangeText(quote)}`, note: `Nearest amount offered: ${formatAmount(quote.amount)}, illustratively ${monthlyText(quote)}${tail}`, writes: false };
}

/** The note that goes with every premium shown. */
export const ILLUSTRATION_NOTE =
  'Premiums are illustrations from a simple pricing basis (age, sex, tobacco, rate class, benefit tier, product kind and a sample rate level per carrier), not quotes or offers from any carrier. The carrier sets the actual premium after its own underwriting.';

/** Cheapest first among the products whose range holds the amount; then the others, as they came. */
export function byLowestPremium(products: readonly Product[]): Product[] {
  const rank = (p: Product) => (p.quote ? (p.quote.inRange ? 0 : 1) : 2);
  return products
    .map((product, index) => ({ product, index }))
    .sort((a, b) => {
      const ra = rank(a.product);
      const rb = rank(b.product);
      if (ra !== rb) return ra - rb;
      if (ra === 0) return a.product.quote!.monthly - b.product.quote!.monthly || a.index - b.index;
      return a.index - b.index;
    })
    .map(({ product }) => product);
}

/**
 * The list's short form of a quote: the figure, and under it only what differs from row to row (the
 * premium a budget buys at, the term; the nearest amount for a product that cannot write the one asked).
 * The rates are the same on every row: the list says them once.
 */
export function quoteBrief(quote: ProductQuote): { figure: string; note: string; writes: boolean } {
  const term = termText(quote);
  if (quote.monthlyBudget !== undefined) {
    return quote.inRange
      ? { figure: formatAmount(quote.amount), note: [monthlyText(quote), term].filter(Boolean).join(', '), writes: true }
      : { figure: `Minimum ${formatAmount(quote.minCoverage)}`, note: [`${monthlyText(quote)}: over the budget`, term].filter(Boolean).join(', '), writes: false };
  }
  return quote.inRange
    ? { figure: monthlyText(quote), note: term, writes: true }
    : { figure: `Nearest ${formatAmount(quote.amount)}`, note: [monthlyText(quote), term].filter(Boolean).join(', '), writes: false };
}
