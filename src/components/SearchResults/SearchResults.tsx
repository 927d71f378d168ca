import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Icon, type IconName } from '../Icon/Icon';
import { NotOfferedList } from '../NotOfferedList/NotOfferedList';
import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard';
import type { Decline, Product, ProfileReading } from '../../contract';
import { byLowestPremium, formatAmount, ILLUSTRATION_NOTE } from '../ProductCard/quote';
import { ProfileReadBack } from '../ProfileReadBack/ProfileReadBack';
import { Spinner } from '../Spinner/Spinner';
import { ResultsToolbar, type ResultsTools } from './ResultsToolbar';
import * as styles from './SearchResults.css';

/** What the search says beside its products, when it says it: the products not offered and how it read the profile. */
export interface SearchAnswerDetails {
  declined?: readonly Decline[];
  reading?: ProfileReading;
}

export type SearchResultsState =
  | { status: 'ready' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({
      status: 'results';
      products: readonly Product[];
      isSample?: boolean;
      /** Rendered whole from the first render (an answer the server rendered into the page), not a screenful first. */
      isWhole?: boolean;
    } & SearchAnswerDetails)
  | ({ status: 'empty' } & SearchAnswerDetails);

export interface SearchResultsProps {
  state: SearchResultsState;
  onViewDetails?: (product: Product) => void;
  /** A short line under the results (for example, that the catalog is sample data). */
  footnote?: ReactNode;
  /** Sort, compare and print controls for the results; none without it. */
  tools?: ResultsTools;
  /** Answers a read-back question in place (null clears it); without it the questions are only read out. */
  onAnswer?: (id: string, value: string | null) => void;
  /** The results are being worked out again for an answer: the shown ones stay, marked as updating. */
  isUpdating?: boolean;
}

/** The results area of the search screen, in one of its five states. */
export function SearchResults({ state, onViewDetails, footnote, tools, onAnswer, isUpdating = false }: SearchResultsProps) {
  return (
    <section className={styles.panel} aria-label="Search results" aria-busy={state.status === 'loading' || isUpdating}>
      {state.status === 'results' ? (
        <Results state={state} onViewDetails={onViewDetails} tools={tools} footnote={footnote} onAnswer={onAnswer} isUpdating={isUpdating} />
      ) : (
        renderState(state, onAnswer, isUpdating)
      )}
    </section>
  );
}

function renderState(state: Exclude<SearchResultsState, { status: 'results' }>, onAnswer: SearchResultsProps['onAnswer'], isUpdating: boolean) {
  switch (state.status) {
    case 'ready':
      return (
        <Placeholder icon="search" title="Ready to find matching products">
          Enter the client&apos;s health information and select Find Insurance Products to see matching products from
          approved carriers.
        </Placeholder>
      );
    case 'loading':
      return (
        <div className={styles.placeholder}>
          <Spinner label="Analyzing health information..." />
        </div>
      );
    case 'error':
      return (
        <Alert title="Error" tone="error">
          {state.message}
        </Alert>
      );
    case 'empty':
      return (
        <>
          {state.reading ? <ProfileReadBack reading={state.reading} onAnswer={onAnswer} /> : null}
          <UpdatingNote isUpdating={isUpdating} />
          <Placeholder icon="alert" title="No Matching Products">
            No products match this health profile. Try adjusting the search criteria, such as the listed conditions or
            medications, and search again.
          </Placeholder>
          {/* With nothing offered, the reasons are the answer: open from the start. */}
          <NotOfferedList products={state.declined ?? []} defaultExpanded />
        </>
      );
  }
}

/** The results state: what is on the first screen is rendered with the answer, the rest just after. */
function Results({
  state,
  onViewDetails,
  tools,
  footnote,
  onAnswer,
  isUpdating = false,
}: Omit<SearchResultsProps, 'state'> & { state: Extract<SearchResultsState, { status: 'results' }> }) {
  const complete = useRestAfterFirstPaint(state.products, !state.isWhole && state.products.length > FIRST_SCREEN_CARDS);
  const quote = state.products.find((p) => p.quote)?.quote;
  const byPremium = tools?.sort === 'premium' && quote !== undefined;
  const products = byPremium ? byLowestPremium(state.products) : state.products;
  return (
    <>
      {state.reading ? <ProfileReadBack reading={state.reading} onAnswer={onAnswer} /> : null}
      <UpdatingNote isUpdating={isUpdating} />
      <div className={styles.head}>
        <h2 className={styles.heading}>{state.products.length} Products Found</h2>
        <p className={styles.note}>
          {!byPremium
            ? 'Sorted by match score'
            : state.products.some((p) => p.quote && !p.quote.inRange)
              ? `Sorted by lowest monthly premium; products that do not offer ${formatAmount(quote.requested)} come last`
              : 'Sorted by lowest monthly premium'}
        </p>
      </div>
      {tools ? <ResultsToolbar tools={tools} hasPremiums={quote !== undefined} /> : null}
      {state.isSample ? (
        <Alert title="Sample products" tone="info">
          The search service could not be used, so these are built-in sample products, not matches for this client's profile.
        </Alert>
      ) : null}
      {quote ? (
        <Alert title="Illustrative premiums" tone="info" live={false}>
          {ILLUSTRATION_NOTE}
        </Alert>
      ) : null}
      <ProductGrid
        products={products}
        complete={complete}
        onViewDetails={onViewDetails}
        compareFor={
          tools
            ? (product) => ({ isSelected: tools.compared.includes(product.id), onChange: (selected) => tools.onCompareChange(product.id, selected) })
            : undefined
        }
      />
      {/* Below every card: they come with the rest of the cards. */}
      {complete ? <NotOfferedList products={state.declined ?? []} /> : null}
      {complete && footnote ? <p className={styles.disclaimer}>{footnote}</p> : null}
    </>
  );
}

/** The cards on the first screen (one row on a desktop, more than a screen on a phone): rendered with the answer. */
export const FIRST_SCREEN_CARDS = 2;

/**
 * False for an answer until the frame after its first screenful is on screen, then true: the cards
 * past the first screen, the products not offered and the footnote come in a transition just after
 * that frame (interruptible, so typing or a click is never held up). A new answer starts again.
 */
function useRestAfterFirstPaint(answer: readonly Product[], hasMore: boolean): boolean {
  const [shownFor, setShownFor] = useState<readonly Product[] | null>(null);
  const complete = shownFor === answer || !hasMore;
  useEffect(() => {
    if (complete) return;
    let frame = requestAnimationFrame(() => {
      // One frame later the first screen is painted: render the rest.
      frame = requestAnimationFrame(() => startTransition(() => setShownFor(answer)));
    });
    return () => cancelAnimationFrame(frame);
  }, [complete, answer]);
  return complete;
}

interface ProductGridProps {
  /** The answer in the order shown (a sort does not start the cards again). */
  products: readonly Product[];
  /** Every card, or only the first screenful. */
  complete: boolean;
  onViewDetails: SearchResultsProps['onViewDetails'];
  compareFor?: (product: Product) => ProductCardProps['compare'];
}

function ProductGrid({ products, complete, onViewDetails, compareFor }: ProductGridProps) {
  const shown = complete ? products : products.slice(0, FIRST_SCREEN_CARDS);
  return (
    <ul className={styles.grid} aria-busy={!complete || undefined}>
      {shown.map((product) => (
        <li key={product.id} className={styles.gridItem}>
          <ProductCard product={product} onViewDetails={onViewDetails} compare={compareFor?.(product)} />
        </li>
      ))}
    </ul>
  );
}

/** Said politely while the results are worked out again for an answer (the panel is busy meanwhile). */
function UpdatingNote({ isUpdating }: { isUpdating: boolean }) {
  return isUpdating ? (
    <p className={styles.updating} role="status">
      Updating the results for the answer…
    </p>
  ) : null;
}

function Placeholder({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={styles.placeholder}>
      <span className={styles.placeholderIcon}>
        <Icon name={icon} size={28} />
      </span>
      <h2 className={styles.placeholderTitle}>{title}</h2>
      <p>{children}</p>
    </div>
  );
}
