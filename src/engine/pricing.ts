/**
 * Illustrative premiums. Pure and deterministic: the same inputs always give the same cents.
 *
 * This is an illustration of how a premium is built, not any carrier's rates and not the 2017 CSO
 * valuation table (which is not used here): every number below is a round assumption chosen so the
 * premiums behave the way agents expect. See docs/pricing.md.
 *
 *  1. Mortality basis (Gompertz law): the yearly chance of dying at age x is
 *     q(x) = q40 × 1.09^(x − 40): about 9 % more each year of age; a man's q40 is 0.06 %, a
 *     woman's 70 % of it, and "other" the average of the two.
 *  2. The client's loads multiply that mortality: tobacco, the rate class, and how lightly the
 *     product's kind underwrites (a product that asks fewer questions insures more risk).
 *  3. A net level premium per dollar at 4 % interest: the present value of the death benefit over
 *     the term (or to age 121 for permanent life) divided by the present value of a premium paid
 *     each year the client is alive (the equivalence principle).
 *  4. Gross annual premium = net × coverage × benefit-tier load × the kind's expense load × the
 *     carrier's rate level + the kind's per-policy fee; monthly = annual × 0.0875 (the modal factor).
 */
import type { ProductKind, Quote, RateClass, Tier } from './types';

export type { Quote } from './types';

export type PricingSex = 'male' | 'female' | 'other';

export interface PremiumInput {
  /** Issue age in whole years. */
  age: number;
  sex: PricingSex;
  /** The rate class offered; the tobacco classes carry the tobacco load. */
  rateClass: RateClass;
  tier: Tier;
  kind: ProductKind;
  /** The face amount in dollars. */
  coverage: number;
  /** The term priced, in years; null for permanent products. */
  termYears: number | null;
  /** The carrier, for its rate level (see PRICING.carrierRateLevel); none: the basis; unknown: an error. */
  carrierId?: string;
  /** Premiums paid for this many years only (a 10-pay); none or null: for as long as the cover lasts. */
  premiumYears?: number | null;
}

export interface Premium {
  /** Dollars a year, to the cent. */
  annual: number;
  /** Dollars a month (annual × the modal factor), to the cent. */
  monthly: number;
}

/** The basis, in one place: what docs/pricing.md explains. */
export const PRICING = {
  /** Yearly mortality at age 40, before any load. */
  q40: { male: 0.0006, female: 0.00042 },
  /** Mortality grows this much a year of age (Gompertz). */
  ageGrowth: 1.09,
  interest: 0.04,
  /** Permanent products are priced to this age (the mortality is 1 there). */
  limitingAge: 121,
  /** Mortality multiplier for the tobacco classes. */
  tobacco: 2.4,
  /** Mortality multiplier by class, before tobacco (a tobacco class takes its non-tobacco counterpart's). */
  rateClass: { 'preferred-plus': 0.75, preferred: 0.9, standard: 1.15, 'preferred-tobacco': 0.9, 'standard-tobacco': 1.15 } satisfies Record<RateClass, number>,
  /** Premium load by benefit tier: graded about 40 % above level, guaranteed issue about 85 %. */
  tier: { level: 1, graded: 1.4, modified: 1.6, guaranteed: 1.85 } satisfies Record<Tier, number>,
  /**
   * Per product kind: the mortality multiplier of its underwriting (fewer questions, more risk
   * kept), the expense load on the net premium, and the per-policy fee in dollars a year. A return
   * of premium term's load pays back the premiums at the end of the term.
   */
  kind: {
    term: { mortality: 0.6, expense: 1.3, fee: 60 },
    'simplified-term': { mortality: 1, expense: 1.35, fee: 60 },
    'return-of-premium-term': { mortality: 1, expense: 3, fee: 60 },
    'mortgage-protection': { mortality: 1.1, expense: 1.35, fee: 60 },
    'whole-life': { mortality: 0.6, expense: 1.25, fee: 70 },
    'simplified-whole-life': { mortality: 1, expense: 1.3, fee: 60 },
    'final-expense': { mortality: 2, expense: 1.3, fee: 36 },
    'guaranteed-issue': { mortality: 2, expense: 1.3, fee: 36 },
    'indexed-universal-life': { mortality: 0.6, expense: 1.35, fee: 90 },
    'guaranteed-universal-life': { mortality: 0.6, expense: 1.15, fee: 70 },
  } satisfies Record<ProductKind, { mortality: number; expense: number; fee: number }>,
  /**
   * Each sample carrier's price position against the basis, as made up as the catalog itself: real
   * carriers' rates for the same kind of product differ by a few percent, and an agent compares
   * them. Every carrier of a catalog must be listed: loading a catalog with one that is not is an
   * error (sheets.ts), and pricing an unknown carrier throws.
   */
  carrierRateLevel: {
    'american-amicable': 1.04,
    'american-general-corebridge': 0.97,
    americo: 1,
    'fidelity-and-guaranty': 1.02,
    foresters: 1.06,
    'mutual-of-omaha': 0.98,
    sbli: 0.95,
    transamerica: 1.01,
    'united-home-life': 1.03,
  } as Readonly<Record<string, number>>,
  /** Monthly premium = annual × this. */
  monthlyFactor: 0.0875,
} as const;

const isTobacco = (rateClass: RateClass) => rateClass === 'preferred-tobacco' || rateClass === 'standard-tobacco';

/** The basis mortality at an age, before the client's loads; 1 from the limiting age. */
export function baseMortality(age: number, sex: PricingSex): number {
  if (age >= PRICING.limitingAge - 1) return 1;
  const q40 = sex === 'other' ? (PRICING.q40.male + PRICING.q40.female) / 2 : PRICING.q40[sex];
  return Math.min(1, q40 * PRICING.ageGrowth ** (age - 40));
}

/** The mortality multiplier for a client in a class on a product of a kind. */
export function mortalityLoad(rateClass: RateClass, kind: ProductKind): number {
  return (isTobacco(rateClass) ? PRICING.tobacco : 1) * PRICING.rateClass[rateClass] * PRICING.kind[kind].mortality;
}

/**
 * The net level premium per dollar of benefit: the benefit paid at the end of the year of death
 * within `years` (or for life), premiums paid at the start of each year while alive.
 */
export function netLevelRate(age: number, sex: PricingSex, load: number, years: number | null, premiumYears: number | null = null): number {
  const v = 1 / (1 + PRICING.interest);
  const end = years === null ? PRICING.limitingAge : Math.min(PRICING.limitingAge, age + years);
  // A limited-pay policy collects the same benefit's cost in fewer premiums (docs/pricing.md).
  const paidUntil = premiumYears === null ? end : Math.min(end, age + premiumYears);
  let alive = 1;
  let discount = 1;
  let benefits = 0;
  let annuity = 0;
  for (let x = age; x < end && alive > 0; x++) {
    const q = Math.min(1, baseMortality(x, sex) * load);
    if (x < paidUntil) annuity += alive * discount;
    benefits += alive * q * discount * v;
    alive *= 1 - q;
    discount *= v;
  }
  return annuity > 0 ? benefits / annuity : 0;
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** A carrier's rate level; a carrier without one is an error, never the basis by default. */
export function carrierRateLevel(carrierId: string): number {
  const level = Object.hasOwn(PRICING.carrierRateLevel, carrierId) ? PRICING.carrierRateLevel[carrierId] : undefined;
  if (level === undefined) throw new Error(`The carrier "${carrierId}" has no rate level in PRICING.carrierRateLevel (src/engine/pricing.ts).`);
  return level;
}

/** The illustrative premium for one client on one product at one face amount. */
export function illustrativePremium(input: PremiumInput): Premium {
  const kind = PRICING.kind[input.kind];
  const age = Math.max(0, Math.floor(input.age));
  const coverage = Math.max(0, input.coverage);
  const net = netLevelRate(age, input.sex, mortalityLoad(input.rateClass, input.kind), input.termYears, input.premiumYears ?? null);
  const carrier = input.carrierId === undefined ? 1 : carrierRateLevel(input.carrierId);
  const annual = net * coverage * PRICING.tier[input.tier] * kind.expense * carrier + kind.fee;
  return { annual: cents(annual), monthly: cents(annual * PRICING.monthlyFactor) };
}

/**
 * The term a term product is priced for: the term asked for when it is open at this age; otherwise
 * 20 years when it is open (what agents quote most), otherwise the longest open term under 20,
 * otherwise the shortest open one; null when no term is open or the product is permanent.
 */
export function pricedTerm(openTerms: readonly number[], asked?: number): number | null {
  if (openTerms.length === 0) return null;
  if (asked !== undefined && openTerms.includes(asked)) return asked;
  if (openTerms.includes(20)) return 20;
  const shorter = openTerms.filter((t) => t < 20);
  return shorter.length > 0 ? Math.max(...shorter) : Math.min(...openTerms);
}

/** What the agent asked to be quoted: a face amount, or the most a monthly budget buys; and a term, if one. */
export type QuoteAsk = ({ amount: number } | { budget: number }) & { termYears?: number };

interface QuotedProduct {
  kind: ProductKind;
  carrierId?: string;
  premiumYears?: number | null;
  minCoverage: number;
  maxCoverage: number;
}

/**
 * The amounts a budget is quoted in: whole thousands under $100,000 (final expense is sold so), whole
 * ten thousands under $1,000,000, whole fifty thousands above.
 */
export const budgetStep = (amount: number) => (amount < 100_000 ? 1_000 : amount < 1_000_000 ? 10_000 : 50_000);

/**
 * The largest amount a monthly budget buys on one product at one tier, class and term, in the
 * amounts a budget is quoted in (`budgetStep`), at most the product's maximum. Under the product's
 * minimum when the budget does not reach it (0 when it does not cover even the policy fee).
 * The premium at the amount returned is never over the budget.
 */
export function amountForBudget(budget: number, price: (coverage: number) => Premium, maxCoverage: number): number {
  const fixed = price(0).annual;
  const perDollar = price(1_000_000).annual / 1_000_000 - fixed / 1_000_000;
  if (!(perDollar > 0)) return maxCoverage;
  const raw = Math.min(maxCoverage, (budget / PRICING.monthlyFactor - fixed) / perDollar);
  if (raw <= 0) return 0;
  let amount = raw >= maxCoverage ? maxCoverage : Math.floor(raw / budgetStep(raw)) * budgetStep(raw);
  // Premiums are rounded to the cent, so the edge can be a step either way: step down until within,
  // then up while the next step (or the maximum) still is.
  while (amount > 0 && price(amount).monthly > budget) amount = Math.max(0, amount - budgetStep(amount));
  for (;;) {
    const next = Math.min(maxCoverage, amount + budgetStep(amount));
    if (next <= amount || price(next).monthly > budget) return amount;
    amount = next;
  }
}

/** The rates a sex is priced on, in the words the quote carries. */
export const ratesOf = (sex: PricingSex): Quote['rates'] => (sex === 'other' ? 'blended' : sex);

/**
 * Prices one product for one client: at the requested amount, or at the nearest amount it offers; or,
 * for a budget, at the largest amount within it (at the product's minimum when the budget does not
 * reach it). The term asked for is priced where the product has it open.
 */
export function quoteProduct(product: QuotedProduct, offer: { tier: Tier; rateClass: RateClass; openTerms: readonly number[] }, client: { age: number; sex: PricingSex }, ask: QuoteAsk): Quote {
  const termYears = pricedTerm(offer.openTerms, ask.termYears);
  const price = (coverage: number) =>
    illustrativePremium({
      ...client,
      rateClass: offer.rateClass,
      tier: offer.tier,
      kind: product.kind,
      coverage,
      termYears,
      premiumYears: product.premiumYears ?? null,
      ...(product.carrierId === undefined ? {} : { carrierId: product.carrierId }),
    });
  const rates = ratesOf(client.sex);
  if ('budget' in ask) {
    const stepped = amountForBudget(ask.budget, price, product.maxCoverage);
    // A minimum off the budget's steps ($2,500) is an amount the budget can buy too.
    const buys = stepped < product.minCoverage && price(product.minCoverage).monthly <= ask.budget ? product.minCoverage : stepped;
    const amount = Math.max(product.minCoverage, buys);
    return { requested: buys, inRange: buys >= product.minCoverage, amount, minCoverage: product.minCoverage, maxCoverage: product.maxCoverage, termYears, ...price(amount), monthlyBudget: ask.budget, rates };
  }
  const amount = Math.min(product.maxCoverage, Math.max(product.minCoverage, ask.amount));
  return { requested: ask.amount, inRange: amount === ask.amount, amount, minCoverage: product.minCoverage, maxCoverage: product.maxCoverage, termYears, ...price(amount), rates };
}
