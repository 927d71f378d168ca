import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Decline, Product, ProductQuote, ProfileReading, RateBasis, Tier } from '../../contract';
import { benefitTierLabels, rateClassLabels } from '../ProductCard/product';
import { formatAmount, formatPremium, ILLUSTRATION_NOTE, pricedForText, quoteLines, rangeText } from '../ProductCard/quote';
import { UserText } from '../UserText/UserText';
import * as styles from './ClientSummary.css';

/**
 * Which copy is printed: the client's (what they can keep: no products not offered), or the
 * agent's, which adds the products not offered and why.
 */
export type SummaryCopy = 'client' | 'agent';

export interface ClientSummaryProps {
  /** The day it is printed. */
  date: Date;
  /** The profile as entered, field by field ("Age", "45"); `health` marks the health text (left off the client's copy unless asked). */
  profile: readonly { label: string; value: string; health?: boolean }[];
  /** How the search read it, when the search said. */
  reading?: ProfileReading;
  /** The products to present, best first. */
  products: readonly Product[];
  /** Whether `products` are the ones the agent chose to compare, or the top of the list. */
  selection: 'chosen' | 'top';
  declined: readonly Decline[];
  /** The client's copy (the default) leaves the products not offered out; the agent's lists them. */
  copy?: SummaryCopy;
  /** Who it is for and who prepared it, as typed at print time (blank: not said). Never kept. */
  clientName?: string;
  agentName?: string;
  /** How to reach the agent, as typed at print time (blank: not said). */
  agentPhone?: string;
  agentLicence?: string;
  /**
   * The health text and what was read from it (medications, conditions, family history, the
   * conditions as read, answers and questions) on the client's copy too. The agent's copy always
   * has them. @default false
   */
  healthDetails?: boolean;
}

// Built when a summary is first printed, not when the search screen loads (see quote.ts).
let longDateFormat: Intl.DateTimeFormat | undefined;
const longDate = () => (longDateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));

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

/** What the rates basis says on paper, once for every premium. */
const ratesSentence: Record<RateBasis, string> = {
  male: 'Premiums are on male rates.',
  female: 'Premiums are on female rates.',
  blended: "Premiums are on blended rates: the average of male and female rates, as the client's sex is given as Other.",
};

/**
 * The rates the premiums are priced on, said once under the products. Every premium of one search
 * is on the same basis (the client's sex); should they differ, each basis is said.
 */
function RatesNote({ products }: { products: readonly Product[] }) {
  const bases = [...new Set(products.flatMap((p) => (p.quote?.rates ? [p.quote.rates] : [])))];
  if (bases.length === 0) return null;
  return <p className={styles.rates}>{bases.map((basis) => ratesSentence[basis]).join(' ')}</p>;
}

const named = (name: string | undefined) => name?.trim() ?? '';

/** One line per reason, naming every product it stopped: the declines fit on paper. */
function groupByReason(declined: readonly Decline[]): { reason: string; products: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const d of declined) groups.set(d.reason, [...(groups.get(d.reason) ?? []), `${d.name} (${d.carrierName})`]);
  return [...groups].map(([reason, products]) => ({ reason, products }));
}

/** A section flows across pages (only its title keeps to what follows it, and its small units keep together). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The client summary for the meeting, laid out for paper: who it is for and who prepared it, the
 * date, the profile as read, the products chosen (or the top ones) with their benefit tiers and
 * waiting periods, rate classes and premiums, and that premiums are illustrations; the agent's copy
 * adds the products not offered and why. Nothing in it is kept anywhere.
 */
export function ClientSummary({ date, profile, reading, products, selection, declined, copy = 'client', clientName, agentName, agentPhone, agentLicence, healthDetails = false }: ClientSummaryProps) {
  const isAgentCopy = copy === 'agent';
  const withHealth = isAgentCopy || healthDetails;
  const shownProfile = withHealth ? profile : profile.filter((row) => !row.health);
  const contact = [named(agentPhone), named(agentLicence) && `licence ${named(agentLicence)}`].filter(Boolean).join(' · ');
  const hasPremiums = products.some((p) => p.quote);
  // By a budget, the line leads with the amount it buys.
  const byBudget = products.some((p) => p.quote?.monthlyBudget !== undefined);
  const conditions = reading?.conditions ?? [];
  const questions = reading?.questions ?? [];
  const answered = questions.filter((q) => q.answer !== null);
  const open = questions.filter((q) => q.answer === null);
  const label = (q: (typeof questions)[number], value: string) => q.options.find((o) => o.value === value)?.label ?? value;
  const callBacks = reading?.callBacks ?? [];
  const titleId = useId();
  const client = named(clientName);
  const agent = named(agentName);
  const day = longDate().format(date);
  return (
    <article className={styles.summary} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          Client summary
        </h1>
        {client ? (
          <p className={styles.preparedFor}>
            Prepared for <strong><UserText>{client}</UserText></strong>
          </p>
        ) : null}
        <p className={styles.meta}>
          {agent ? (
            <>
              Prepared by <strong className={styles.agent}><UserText>{agent}</UserText></strong> on {day}
            </>
          ) : (
            <>Prepared {day}</>
          )}{' '}
          with Insurance AI Navigator · for discussion with the client, not an application
        </p>
        {contact ? (
          <p className={styles.meta}>
            Agent contact: <UserText>{contact}</UserText>
          </p>
        ) : null}
        {copy === 'agent' ? <p className={styles.copyNote}>Agent copy, with the products not offered: for the agent&apos;s file</p> : null}
      </header>

      <Section title="Client profile">
        <dl className={styles.profile}>
          {shownProfile.map((row) => (
            <div key={row.label} className={styles.profileRow}>
              <dt className={styles.term}>{row.label}</dt>
              <dd className={styles.value}>{row.value || '—'}</dd>
            </div>
          ))}
          {reading ? (
            <>
              <div className={styles.profileRow}>
                <dt className={styles.term}>Tobacco, as read</dt>
                <dd className={styles.value}>{reading.tobacco}</dd>
              </div>
              <div className={styles.profileRow}>
                <dt className={styles.term}>Build, as read</dt>
                <dd className={styles.value}>{reading.build}</dd>
              </div>
              {withHealth ? (
                <>
                  <div className={styles.profileRow}>
                    <dt className={styles.term}>Conditions, as read</dt>
                    <dd className={styles.value}>
                      {conditions.length === 0
                        ? 'None recognised'
                        : conditions.map((c) => `${c.name}${c.date ? ` (${c.date})` : ''}, ${c.grade}`).join('; ')}
                    </dd>
                  </div>
                  {(reading.context ?? []).length > 0 ? (
                    <div className={styles.profileRow}>
                      <dt className={styles.term}>Read in context</dt>
                      <dd className={styles.value}>{(reading.context ?? []).map((c) => `${c.kind}: ${c.text}`).join('; ')}</dd>
                    </div>
                  ) : null}
                  {answered.length > 0 ? (
                    <div className={styles.profileRow}>
                      <dt className={styles.term}>Answers given</dt>
                      <dd className={styles.value}>{answered.map((q) => `${q.text} ${label(q, q.answer ?? '')}`).join('; ')}</dd>
                    </div>
                  ) : null}
                  {open.length > 0 ? (
                    <div className={styles.profileRow}>
                      <dt className={styles.term}>Still to ask</dt>
                      <dd className={styles.value}>{open.map((q) => `${q.text} (until answered: ${label(q, q.assumed)})`).join('; ')}</dd>
                    </div>
                  ) : null}
                </>
              ) : null}
            </>
          ) : null}
        </dl>
      </Section>

      <Section title={selection === 'chosen' ? `Products compared (${products.length})` : `Top products (${products.length})`}>
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
                <td>{p.quote ? <Premium quote={p.quote} /> : '—'}</td>
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
        <RatesNote products={products} />
      </Section>

      {callBacks.length > 0 ? (
        <Section title="Dates to call the client back">
          <ul className={styles.list}>
            {callBacks.map((c) => (
              <li key={c.date}>{c.text}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      {copy === 'agent' ? (
        <Section title={`Not offered (${declined.length})`}>
          {declined.length === 0 ? (
            <p>Every product in the catalog was offered.</p>
          ) : (
            <ul className={styles.declined}>
              {groupByReason(declined).map((group) => (
                <li key={group.reason} className={styles.declineGroup}>
                  <strong>{group.reason}:</strong> {group.products.join(', ')}
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}

      <footer className={styles.note}>
        {hasPremiums ? <p>{ILLUSTRATION_NOTE}</p> : null}
        <p>
          Products, rules and scores come from an illustrative sample catalog, not any carrier&apos;s underwriting. Eligibility
          and premiums are confirmed by the carrier on application.
        </p>
      </footer>
    </article>
  );
}

/**
 * The paper's margins while a summary is on the page: the same on every browser (which otherwise
 * picks its own), so the summary paginates as the print test measures it. The page size stays the
 * printer's (Letter or A4).
 */
const PAGE_MARGINS = '@page { margin: 0.5in; }';

/**
 * Renders its children for paper only: hidden on screen, and while it is on the page, printing
 * shows it alone (no navigation, no form, no buttons), with the margins above. It lives at the end
 * of the body.
 */
export function PrintOnly({ children }: { children: ReactNode }) {
  // Rendered into the body at once (this app renders only in the browser), so it is on the page
  // by the time the caller's effects run and can print it.
  return createPortal(
    <div className={styles.printOnly} data-print-only="">
      <style>{PAGE_MARGINS}</style>
      {children}
    </div>,
    document.body,
  );
}
