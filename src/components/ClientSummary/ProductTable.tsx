import type { Product, ProductQuote, Tier } from '../../contract';
import { alternativesCaveat } from '../ProductCard/alternatives';
import { benefitTierLabels, rateClassLabels } from '../ProductCard/product';
import { formatAmount, formatPremium, pricedForText, quoteLines, rangeText } from '../ProductCard/quote';
import * as styles from './ClientSummary.css';

const feature = (product: Product, name: string) => product.features.find((f) => f.feature === name)?.value;

/** What each tier pays and when, for a product whose features do not say (the engine's own words). */
const tierWaiting: Record<Tier, string> = {
  level: 'full death benefit from day one',
  graded: 'part of the benefit in the first 2 years, full after',
  modified: 'premiums returned with interest in the first 2 years, full benefit after',
  guaranteed: 'premiums returned with interest in the first 2 or 3 years, full benefit after',
};

/**
 * The benefit tier with its waiting period spelled out ("Graded: part of the benefit in the first
 * 2 years, full after"): the product's own Benefit feature, else the tier's usual wording.
 */
function benefitText(product: Product): { tier: string; waiting: string } | null {
  const said = feature(product, 'Benefit');
  if (said) {
    const colon = said.indexOf(': ');
    return colon > 0 ? { tier: said.slice(0, colon), waiting: said.slice(colon + 2) } : { tier: said, waiting: '' };
  }
  return product.tier ? { tier: benefitTierLabels[product.tier], waiting: tierWaiting[product.tier] } : null;
}

function Benefit({ product }: { product: Product }) {
  const benefit = benefitText(product);
  if (!benefit) return <>—</>;
  return (
    <>
      <strong>{benefit.tier}</strong>
      {benefit.waiting ? `: ${benefit.waiting}` : null}
    </>
  );
}

/**
 * A product's premium line, the quote said the way it was asked, with its term (the rates are said
 * once, under the products: `RatesNote`).
 * - By an amount: "$208.96/mo", "$2,388.11 a year for $20,000, 20-year term", and the amount asked
 *   for when the product does not offer it.
 * - By a monthly budget: the largest amount it buys and its premium ("$210,000 for $19.77 a month,
 *   20-year term"), or, as the card says it (`quoteLines`), that the budget does not reach the
 *   product's minimum and the premium there.
 */
function Premium({ quote: asQuoted }: { quote: ProductQuote }) {
  const quote: ProductQuote = { ...asQuoted, rates: undefined };
  if (quote.monthlyBudget !== undefined) {
    const { figure, note, writes } = quoteLines(quote);
    const term = quote.termYears === null ? '' : `, ${quote.termYears}-year term`;
    return writes ? (
      <>
        <strong>{figure}</strong> <span className={styles.carrier}>for {formatPremium(quote.monthly)} a month{term}</span>
      </>
    ) : (
      <>
        <strong>{figure}</strong> <span className={styles.carrier}>{note}</span>
      </>
    );
  }
  return (
    <>
      <strong>{formatPremium(quote.monthly)}/mo</strong>
      <span className={styles.carrier}>
        {formatPremium(quote.annual)} a year {pricedForText(quote)}
        {quote.inRange ? '' : ` (does not offer ${formatAmount(quote.requested)})`}
      </span>
    </>
  );
}

/**
 * Beside a premium, tier or rate class that rests on an open answer, what they would be under the
 * other answers ("Until answered: Standard Tobacco $139.49/mo; $59.24/mo (level at Standard) if quit
 * 1 to 2 years ago or more"). `plain`: the client's copy, whose answers are said without health words.
 */
function Caveat({ product, plain }: { product: Product; plain: boolean }) {
  const caveat = alternativesCaveat(product, plain);
  return caveat ? (
    <span className={styles.caveat} data-caveat="">
      <strong>Until answered:</strong> {caveat}
    </span>
  ) : null;
}

/**
 * The products on paper, a row each: the benefit and its waiting period, the rate class, the premium
 * (with what it rests on), and on the agent's copy the coverage range and the score.
 */
export function ProductTable({ products, isAgentCopy, plain }: { products: readonly Product[]; isAgentCopy: boolean; plain: boolean }) {
  // By a budget, the line leads with the amount it buys.
  const byBudget = products.some((p) => p.quote?.monthlyBudget !== undefined);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.columnHead}>Product</th>
          <th scope="col" className={styles.columnHead}>Benefit and waiting period</th>
          <th scope="col" className={styles.columnHead}>Rate class</th>
          <th scope="col" className={styles.columnHead}>{byBudget ? 'Amount and premium (illustration)' : 'Premium (illustration)'}</th>
          {/* The range and the score are the agent's working figures: on the agent's copy only. */}
          {isAgentCopy ? <th scope="col" className={styles.columnHead}>Coverage</th> : null}
          {isAgentCopy ? <th scope="col" className={styles.columnHead}>Score</th> : null}
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p.id}>
            <th scope="row" className={styles.productCell}>
              {p.name}
              <span className={styles.carrier}>{p.carrierName}</span>
            </th>
            <td className={styles.benefitCell}>
              <Benefit product={p} />
            </td>
            <td>{p.rateClass ? rateClassLabels[p.rateClass] : '—'}</td>
            <td>
              {p.quote ? <Premium quote={p.quote} /> : '—'}
              <Caveat product={p} plain={plain} />
            </td>
            {isAgentCopy ? (
              <td>
                {p.quote ? rangeText(p.quote) : (feature(p, 'Coverage') ?? '—')}
                {!p.quote?.termYears && feature(p, 'Term lengths') ? (
                  <span className={styles.carrier}>Terms: {feature(p, 'Term lengths')}</span>
                ) : null}
              </td>
            ) : null}
            {isAgentCopy ? <td>{p.matchScore}%</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
