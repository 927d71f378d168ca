import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Decline, Product, ProfileReading } from '../../contract';
import { benefitTierLabels, rateClassLabels } from '../ProductCard/product';
import { formatAmount, formatPremium, ILLUSTRATION_NOTE, rangeText } from '../ProductCard/quote';
import * as styles from './ClientSummary.css';

export interface ClientSummaryProps {
  /** The day it is printed. */
  date: Date;
  /** The profile as entered, field by field ("Age", "45"). */
  profile: readonly { label: string; value: string }[];
  /** How the search read it, when the search said. */
  reading?: ProfileReading;
  /** The products to present, best first. */
  products: readonly Product[];
  /** Whether `products` are the ones the agent chose to compare, or the top of the list. */
  selection: 'chosen' | 'top';
  declined: readonly Decline[];
}

// Built when a summary is first printed, not when the search screen loads (see quote.ts).
let longDateFormat: Intl.DateTimeFormat | undefined;
const longDate = () => (longDateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));

const feature = (product: Product, name: string) => product.features.find((f) => f.feature === name)?.value;

/** One line per reason, naming every product it stopped: the declines fit on paper. */
function groupByReason(declined: readonly Decline[]): { reason: string; products: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const d of declined) groups.set(d.reason, [...(groups.get(d.reason) ?? []), `${d.name} (${d.carrierName})`]);
  return [...groups].map(([reason, products]) => ({ reason, products }));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The client summary for the meeting, laid out for paper: the profile as read, the products chosen
 * (or the top ones) with their tiers and premiums, the products not offered and why, the date, and
 * that premiums are illustrations. Nothing in it is kept anywhere.
 */
export function ClientSummary({ date, profile, reading, products, selection, declined }: ClientSummaryProps) {
  const hasPremiums = products.some((p) => p.quote);
  const conditions = reading?.conditions ?? [];
  const questions = reading?.questions ?? [];
  const answered = questions.filter((q) => q.answer !== null);
  const open = questions.filter((q) => q.answer === null);
  const label = (q: (typeof questions)[number], value: string) => q.options.find((o) => o.value === value)?.label ?? value;
  const callBacks = reading?.callBacks ?? [];
  const titleId = useId();
  return (
    <article className={styles.summary} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          Client summary
        </h1>
        <p className={styles.meta}>
          Prepared {longDate().format(date)} with Insurance AI Navigator · for discussion with the client, not an application
        </p>
      </header>

      <Section title="Client profile">
        <dl className={styles.profile}>
          {profile.map((row) => (
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
              <div className={styles.profileRow}>
                <dt className={styles.term}>Conditions, as read</dt>
                <dd className={styles.value}>
                  {conditions.length === 0
                    ? 'None recognised'
                    : conditions.map((c) => `${c.name}${c.date ? ` (${c.date})` : ''}, ${c.grade}`).join('; ')}
                </dd>
              </div>
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
        </dl>
      </Section>

      <Section title={selection === 'chosen' ? `Products compared (${products.length})` : `Top products (${products.length})`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.columnHead}>Product</th>
              <th scope="col" className={styles.columnHead}>Benefit tier</th>
              <th scope="col" className={styles.columnHead}>Rate class</th>
              <th scope="col" className={styles.columnHead}>Premium (illustration)</th>
              <th scope="col" className={styles.columnHead}>Coverage and term</th>
              <th scope="col" className={styles.columnHead}>Score</th>
            </tr>
          </thead>
          <tbody>
            {products.map((p) => (
              <tr key={p.id}>
                <th scope="row" className={styles.productCell}>
                  {p.name}
                  <span className={styles.carrier}>{p.carrierName}</span>
                </th>
                <td>{p.tier ? benefitTierLabels[p.tier] : '—'}</td>
                <td>{p.rateClass ? rateClassLabels[p.rateClass] : '—'}</td>
                <td>
                  {p.quote ? (
                    <>
                      <strong>{formatPremium(p.quote.monthly)}/mo</strong>
                      <span className={styles.carrier}>
                        {formatPremium(p.quote.annual)} a year for {formatAmount(p.quote.amount)}
                        {p.quote.inRange ? '' : ` (does not offer ${formatAmount(p.quote.requested)})`}
                      </span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  {p.quote ? rangeText(p.quote) : (feature(p, 'Coverage') ?? '—')}
                  {p.quote?.termYears ? <span className={styles.carrier}>{p.quote.termYears}-year term</span> : null}
                </td>
                <td>{p.matchScore}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      {callBacks.length > 0 ? (
        <Section title="Dates to call the client back">
          <ul className={styles.declined}>
            {callBacks.map((c) => (
              <li key={c.date}>{c.text}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title={`Not offered (${declined.length})`}>
        {declined.length === 0 ? (
          <p>Every product in the catalog was offered.</p>
        ) : (
          <ul className={styles.declined}>
            {groupByReason(declined).map((group) => (
              <li key={group.reason}>
                <strong>{group.reason}:</strong> {group.products.join(', ')}
              </li>
            ))}
          </ul>
        )}
      </Section>

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
 * Renders its children for paper only: hidden on screen, and while it is on the page, printing
 * shows it alone (no navigation, no form, no buttons). It lives at the end of the body.
 */
export function PrintOnly({ children }: { children: ReactNode }) {
  // Rendered into the body at once (this app renders only in the browser), so it is on the page
  // by the time the caller's effects run and can print it.
  return createPortal(<div className={styles.printOnly} data-print-only="">{children}</div>, document.body);
}
