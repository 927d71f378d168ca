import { memo, startTransition, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';
import { QuestionsNotice } from './QuestionsNotice';
import { QuestionsDialog } from '../QuestionsDialog/QuestionsDialog';
import { NotOfferedList } from '../NotOfferedList/NotOfferedList';
import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard';
import type { Decline, Product, ProductQuote, ProfileReading } from '../../contract';
import { budgetText, formatAmount, ILLUSTRATION_NOTE, ratesText } from '../ProductCard/quote';
import { ProfileReadBack } from '../ProfileReadBack/ProfileReadBack';
import { canChangeResults } from '../ReadBackQuestion/question';
import { Spinner } from '../Spinner/Spinner';
import { ResultsList } from './ResultsList';
import { ResultsActions, ResultsToolbar, type ResultsTools } from './ResultsToolbar';
import { CARDS_PER_PAGE, noFilters, quoteBasisOf, showResults, type QuoteBasis, type ResultLayout, type ResultSort } from './view';
import * as styles from './SearchResults.css';
import { FIRST_SCREEN_CARDS, FIRST_SCREEN_ROWS } from './firstScreen';
import { whenIdle } from '../whenIdle';

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
  /** The form has changed since the search these results answer: they are marked out of date. */
  isStale?: boolean;
  /** The results' heading ("N Products Found", or "No Matching Products"): the screen moves focus to it after a search. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** The results area of the search screen, in one of its five states. */
export function SearchResults({ state, onViewDetails, footnote, tools, onAnswer, isUpdating = false, isStale = false, headingRef }: SearchResultsProps) {
  return (
    <section className={styles.panel} aria-label="Search results" aria-busy={state.status === 'loading' || isUpdating}>
      {state.status === 'results' ? (
        <Results state={state} onViewDetails={onViewDetails} tools={tools} footnote={footnote} onAnswer={onAnswer} isUpdating={isUpdating} isStale={isStale} headingRef={headingRef} />
      ) : (
        renderState(state, onAnswer, isUpdating, headingRef)
      )}
    </section>
  );
}

function renderState(state: Exclude<SearchResultsState, { status: 'results' }>, onAnswer: SearchResultsProps['onAnswer'], isUpdating: boolean, headingRef: SearchResultsProps['headingRef']) {
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
          <Placeholder icon="alert" title="No Matching Products" headingRef={headingRef}>
            No products match this health profile. Try adjusting the search criteria, such as the listed conditions or
            medications, and search again.
          </Placeholder>
          {/* With nothing offered, the reasons are the answer: open from the start. */}
          <NotOfferedList products={state.declined ?? []} defaultExpanded />
        </>
      );
  }
}

/** The read-back, not rendered again while its reading and its answer handler stay the same (a sort, a switch of view). */
const ReadBack = memo(ProfileReadBack);

/** The results state: what is on the first screen is rendered with the answer, the rest just after. */
function Results({
  state,
  onViewDetails,
  tools,
  footnote,
  onAnswer,
  isUpdating = false,
  isStale = false,
  headingRef,
}: Omit<SearchResultsProps, 'state'> & { state: Extract<SearchResultsState, { status: 'results' }> }) {
  const complete = useRestAfterFirstPaint(state.products, !state.isWhole && state.products.length > FIRST_SCREEN_CARDS);
  const basis = useMemo(() => quoteBasisOf(state.products), [state.products]);
  const sort = tools?.sort ?? 'score';
  const filters = tools?.filters ?? noFilters;
  // Kept from render to render while the answer, the order and the filters are: the views skip a render that changes nothing of theirs.
  const shown = useMemo(() => showResults(state.products, sort, filters), [state.products, sort, filters]);
  const layout = tools?.layout ?? 'cards';
  const writing = state.products.filter((p) => !p.quote || p.quote.inRange).length;
  const compared = tools?.compared;
  const onCompareChange = tools?.onCompareChange;
  const compareFor = useMemo(
    () =>
      compared && onCompareChange
        ? (product: Product) => ({ isSelected: compared.includes(product.id), onChange: (selected: boolean) => onCompareChange(product.id, selected) })
        : undefined,
    [compared, onCompareChange],
  );
  // Counted like the heading: every product, whatever the filters hide (the filter note says what is shown).
  const otherCount = state.products.length - writing;
  const othersTitle = basis.by === 'budget' ? `${otherCount} more: ${budgetText(basis.budget)} does not reach their minimum` : basis.by === 'amount' ? `${otherCount} more: do not offer ${formatAmount(basis.amount)}` : '';
  const rates = state.products.find((p) => p.quote?.rates)?.quote;
  const isWhole = state.isWhole ?? false;
  const groups = useMemo(
    () => ({ answer: state.products, shown, complete, isWhole, isStale, othersTitle, basis, writing, onViewDetails, compareFor }),
    [state.products, shown, complete, isWhole, isStale, othersTitle, basis, writing, onViewDetails, compareFor],
  );
  // The view not shown follows behind, in the background: a tick or a sort is never held up by it.
  const behind = useDeferredValue(groups);
  const bothViews = useAfterFirstPaint();
  const cardsView = useRef<HTMLDivElement>(null);
  const listView = useRef<HTMLDivElement>(null);
  // The view not shown is laid out while the browser is idle (reading a box inside it makes the
  // browser lay it out, and it keeps that layout while hidden): a switch then lays out next to nothing.
  useEffect(() => {
    if (!bothViews) return;
    const hiddenView = layout === 'cards' ? listView.current : cardsView.current;
    return whenIdle(() => void hiddenView?.firstElementChild?.getBoundingClientRect());
  }, [bothViews, layout, behind]);
  // Only the questions some answer of which changes an offer or a decline shown: one that changes nothing is still asked above, not counted here.
  const openQuestions = state.reading?.questions.filter((q) => q.answer === null && canChangeResults(q)).length ?? 0;
  const [asking, setAsking] = useState(false);
  return (
    <>
      {state.reading ? <ReadBack reading={state.reading} onAnswer={onAnswer} /> : null}
      <UpdatingNote isUpdating={isUpdating} />
      {isStale ? (
        <Alert title="These results are out of date" tone="warning">
          The form has changed since this search. Select Find Insurance Products to update the results; until then they, and a printed summary, are for the profile as it was searched.
        </Alert>
      ) : null}
      <div className={styles.head}>
        <h2 className={`${styles.heading} ${styles.focusTarget}`} ref={headingRef} tabIndex={-1}>
          {writing} Products Found
        </h2>
        <p className={styles.note}>{sortNote(shown.sort, basis, shown.others.length > 0 || writing < state.products.length)}</p>
      </div>
      {openQuestions > 0 ? <QuestionsNotice count={openQuestions} onOpen={onAnswer ? () => setAsking(true) : undefined} /> : null}
      {/* Kept while open, though the notice goes once every question that matters is answered. */}
      {asking && state.reading && onAnswer ? (
        <QuestionsDialog
          questions={state.reading.questions}
          isOpen
          onClose={() => {
            setAsking(false);
            // Focus goes back to the button that opened it; with the notice gone, to the heading, where the page is.
            requestAnimationFrame(() => {
              const heading = headingRef?.current;
              const press = heading?.closest('section')?.querySelector<HTMLElement>('[data-open-questions] button');
              (press ?? heading)?.focus({ preventScroll: true });
            });
          }}
          onAnswer={onAnswer}
          status={isUpdating ? 'Updating the results for the answer…' : `${writing} Products Found`}
        />
      ) : null}
      {tools ? <ResultsToolbar tools={tools} basis={basis} products={state.products} /> : null}
      {tools ? <ResultsActions tools={tools} /> : null}
      {state.isSample ? (
        <Alert title="Sample products" tone="info">
          The search service could not be used, so these are built-in sample products, not matches for this client's profile.
        </Alert>
      ) : null}
      {shown.kept < state.products.length ? (
        <p className={styles.note} role="status">
          {shown.kept === 0 ? 'No products match these filters: untick one to see more.' : `Showing ${shown.kept} of ${state.products.length} products: the filters above hide the rest.`}
        </p>
      ) : null}
      {/*
        Both views are kept in the page, the one not shown hidden: it is first rendered just after
        the shown one is on screen, and follows each change behind it. A switch only shows one and
        hides the other, and nothing in either is made again.
      */}
      {layout === 'cards' || bothViews ? (
        <div className={styles.view} hidden={layout !== 'cards'} ref={cardsView}>
          <Groups view="cards" {...(layout === 'cards' ? groups : behind)} />
        </div>
      ) : null}
      {layout === 'list' || bothViews ? (
        <div className={styles.view} hidden={layout !== 'list'} ref={listView}>
          <Groups view="list" {...(layout === 'list' ? groups : behind)} />
        </div>
      ) : null}
      {/* Under the cards, said once: each card's premium says it is an illustration too. */}
      {basis.by !== 'none' ? <IllustrationNote rates={rates?.rates} /> : null}
      {/* Below every card: they come with the rest of the cards. */}
      {complete ? <NotOfferedList products={state.declined ?? []} /> : null}
      {complete && footnote ? <p className={styles.disclaimer}>{footnote}</p> : null}
    </>
  );
}

interface GroupsProps {
  view: ResultLayout;
  /** The answer, as it came (a new one starts at the first page of cards). */
  answer: readonly Product[];
  shown: ReturnType<typeof showResults>;
  /** False until the first screenful is painted (see useRestAfterFirstPaint). */
  complete: boolean;
  isWhole: boolean;
  isStale: boolean;
  othersTitle: string;
  basis: QuoteBasis;
  writing: number;
  onViewDetails: SearchResultsProps['onViewDetails'];
  compareFor?: (product: Product) => ProductCardProps['compare'];
}

/**
 * The products in one view: those that write what was asked, then the others under a heading of
 * their own. Cards come a page at a time ("Show N more"); the list, and a page the server rendered, whole.
 */
const Groups = memo(function Groups({ view, answer, shown, complete, isWhole, isStale, othersTitle, basis, writing, onViewDetails, compareFor }: GroupsProps) {
  const [pages, setPages] = useState({ for: answer, count: 1 });
  const pageCount = pages.for === answer ? pages.count : 1;
  const limit = view === 'list' || isWhole ? Infinity : pageCount * CARDS_PER_PAGE;
  const writes = shown.writes.slice(0, limit);
  const others = shown.others.slice(0, Math.max(0, limit - writes.length));
  const total = shown.writes.length + shown.others.length;
  const notShown = total - writes.length - others.length;
  const box = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | null>(null);
  const showMore = () => {
    firstNew.current = writes.length + others.length;
    setPages({ for: answer, count: pageCount + 1 });
  };
  useEffect(() => {
    // After "Show more": the keyboard goes on from the first card it brought.
    if (firstNew.current === null) return;
    const index = firstNew.current;
    firstNew.current = null;
    box.current?.querySelectorAll<HTMLElement>('article button')[index]?.focus();
  });
  const othersId = `results-others-${view}`;
  const group = (products: readonly Product[], caption: string, first: boolean) =>
    view === 'list' ? (
      <ResultsList products={first && !complete ? products.slice(0, FIRST_SCREEN_ROWS) : products} caption={caption} onViewDetails={onViewDetails} compareFor={compareFor} />
    ) : (
      <ProductGrid products={products} complete={complete || !first} onViewDetails={onViewDetails} compareFor={compareFor} />
    );
  return (
    <div className={isStale ? `${styles.groups} ${styles.stale}` : styles.groups} ref={box}>
      {writes.length > 0 ? group(writes, `${writing} products found`, true) : null}
      {others.length > 0 && complete ? (
        <section aria-labelledby={othersId} className={styles.others}>
          <h3 id={othersId} className={styles.subheading}>
            {othersTitle}
          </h3>
          <p className={styles.note}>{basis.by === 'budget' ? 'Each is priced at its minimum amount.' : 'Each is priced at the nearest amount it offers.'}</p>
          {group(others, othersTitle, false)}
        </section>
      ) : null}
      {notShown > 0 && complete ? (
        <div className={styles.showMore}>
          <p className={styles.note}>
            Showing {writes.length + others.length} of {total} products.
          </p>
          <Button variant="secondary" onPress={showMore}>
            {`Show ${Math.min(CARDS_PER_PAGE, notShown)} more`}
          </Button>
        </div>
      ) : null}
    </div>
  );
});

/** Under the products, said once (each card's premium says it is an illustration too); rendered again only when the rates change. */
const IllustrationNote = memo(function IllustrationNote({ rates }: { rates: ProductQuote['rates'] }) {
  return (
    <Alert title="Illustrative premiums" tone="info" live={false} size="sm">
      {ILLUSTRATION_NOTE}
      {rates ? ` These are priced on ${ratesText({ rates })}.` : null}
    </Alert>
  );
});

function sortNote(sort: ResultSort, basis: QuoteBasis, hasOthers: boolean): string {
  const others = !hasOthers ? '' : basis.by === 'budget' ? '; products the budget does not reach come last' : basis.by === 'amount' ? `; products that do not offer ${formatAmount(basis.amount)} come last` : '';
  if (sort === 'premium') return `Sorted by lowest monthly premium${others}`;
  if (sort === 'amount') return `Sorted by largest amount for the budget${others}`;
  // The spec's words, as they are: the products that do not write what was asked follow under a heading of their own.
  return 'Sorted by match score';
}

/**
 * Calls `render` in a transition (interruptible, so typing or a click is never held up) just after
 * the next frame is painted; returns what cancels it.
 */
function afterNextPaint(render: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    // One frame later the frame is painted.
    frame = requestAnimationFrame(() => startTransition(render));
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * False for an answer until the frame after its first screenful is on screen, then true: the cards
 * past the first screen, the products not offered and the footnote come just after that frame. A
 * new answer starts again.
 */
function useRestAfterFirstPaint(answer: readonly Product[], hasMore: boolean): boolean {
  const [shownFor, setShownFor] = useState<readonly Product[] | null>(null);
  const complete = shownFor === answer || !hasMore;
  useEffect(() => (complete ? undefined : afterNextPaint(() => setShownFor(answer))), [complete, answer]);
  return complete;
}

/**
 * False in the first render (the server's, hydration's, or a first answer's), then true from just
 * after the frame that painted it: what can wait is rendered then.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
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

function Placeholder({ icon, title, children, headingRef }: { icon: IconName; title: string; children: ReactNode; headingRef?: SearchResultsProps['headingRef'] }) {
  return (
    <div className={styles.placeholder}>
      <span className={styles.placeholderIcon}>
        <Icon name={icon} size={28} />
      </span>
      <h2 className={`${styles.placeholderTitle} ${styles.focusTarget}`} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      <p>{children}</p>
    </div>
  );
}
