import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Decline, Product, ProfileReading, RateBasis } from '../../contract';
import { declineStatus } from '../NotOfferedList/decline';
import { ILLUSTRATION_NOTE } from '../ProductCard/quote';
import { ProductTable } from './ProductTable';
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

/** One line per reason, naming every product it stopped, with what they depend on said once: the declines fit on paper. */
function groupByReason(declined: readonly Decline[]): { reason: string; products: string[]; dependsOn: string[] }[] {
  const groups = new Map<string, { products: string[]; dependsOn: Set<string> }>();
  for (const d of declined) {
    const group = groups.get(d.reason) ?? { products: [], dependsOn: new Set<string>() };
    group.products.push(`${d.name} (${d.carrierName})`);
    for (const line of d.dependsOn ?? []) group.dependsOn.add(line);
    groups.set(d.reason, group);
  }
  return [...groups].map(([reason, group]) => ({ reason, products: group.products, dependsOn: [...group.dependsOn] }));
}

/** The products not offered (or held), grouped by reason; held ones with what they depend on. */
function Declines({ declined, withDependsOn = false }: { declined: readonly Decline[]; withDependsOn?: boolean }) {
  return (
    <ul className={withDependsOn ? styles.held : styles.declined}>
      {groupByReason(declined).map((group) => (
        <li key={group.reason} className={styles.declineGroup}>
          <strong>{group.reason}:</strong> {group.products.join(', ')}
          {withDependsOn ? group.dependsOn.map((line) => <span key={line} className={styles.dependsOn}>{line}</span>) : null}
        </li>
      ))}
    </ul>
  );
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
 * waiting periods, rate classes and premiums (each beside what it rests on, while a question is
 * open), and that premiums are illustrations; the agent's copy adds the products held until a
 * question is answered and those not offered, and why. Nothing in it is kept anywhere.
 */
export function ClientSummary({ date, profile, reading, products, selection, declined, copy = 'client', clientName, agentName, agentPhone, agentLicence, healthDetails = false }: ClientSummaryProps) {
  const isAgentCopy = copy === 'agent';
  const withHealth = isAgentCopy || healthDetails;
  const shownProfile = withHealth ? profile : profile.filter((row) => !row.health);
  const contact = [named(agentPhone), named(agentLicence) && `licence ${named(agentLicence)}`].filter(Boolean).join(' · ');
  const hasPremiums = products.some((p) => p.quote);
  // Held until a question is answered: said apart from the declines (the agent's copy), counted on the client's.
  const held = declined.filter((d) => declineStatus(d) === 'held');
  const notOffered = declined.filter((d) => declineStatus(d) !== 'held');
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
        <ProductTable products={products} isAgentCopy={isAgentCopy} plain={!withHealth} />
        <RatesNote products={products} />
        {!isAgentCopy && held.length > 0 ? (
          <p data-held-count="">
            {held.length === 1 ? '1 more product is' : `${held.length} more products are`} held until a question still open is answered.
          </p>
        ) : null}
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

      {isAgentCopy && held.length > 0 ? (
        <Section title={`Held until answered (${held.length})`}>
          <Declines declined={held} withDependsOn />
        </Section>
      ) : null}

      {isAgentCopy ? (
        <Section title={`Not offered (${notOffered.length})`}>
          {notOffered.length === 0 ? <p>{held.length > 0 ? 'Every product not held was offered.' : 'Every product in the catalog was offered.'}</p> : <Declines declined={notOffered} />}
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
