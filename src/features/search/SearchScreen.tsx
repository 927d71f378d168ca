import { Suspense, lazy, memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getDefaultStore, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { ClientLine } from '../../components/ClientLine/ClientLine';
import { HealthProfileForm } from '../../components/HealthProfileForm/HealthProfileForm';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { ProductDetailsDialog } from '../../components/ProductDetailsDialog/ProductDetailsDialog';
import { MAX_COMPARED, type ResultsTools } from '../../components/SearchResults/ResultsToolbar';
import { compareNames, type ResultFilters } from '../../components/SearchResults/view';
import { SearchResults, type SearchResultsState } from '../../components/SearchResults/SearchResults';
import { answerQuestionAtom, initialFormErrorsAtom, newClientAtom, profileAtom, resultsAtom, resultsStaleAtom, resultsViewAtom, runSearchAtom, searchedAtom, searchedProfileAtom, toggleCompareAtom, updatingAtom } from './atoms';
import { validateHealthProfile, type Product } from '../../contract';
import * as styles from './SearchScreen.css';

import { CompareDialog } from '../../components/CompareDialog/CompareDialog';
import { takePostedSearch } from './postedSearch';
import { formatAmount } from '../../components/ProductCard/quote';
import { eachWhenIdle, whenIdle } from '../../components/whenIdle';
import { warmSearchSteps } from './api';
import { loadUnlessLeaving } from '../leaving';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { useTakeLookupHandoff } from './fromLookup';

// A page the server rendered for a posted search carries its answer: the app's store starts from it
// before the screen's first render, so the screen hydrates exactly as it was sent.
takePostedSearch(getDefaultStore());

// Loaded on the first press of Print summary: the dialog and the summary are not part of the screen's first load.
const PrintSummary = lazy(loadUnlessLeaving(() => import('./PrintSummary').then((m) => ({ default: m.PrintSummary }))));

/** Search Products (/search): the health profile on the left, the ranked products on the right. */
export function SearchScreen() {
  useTakeLookupHandoff();
  const results = useAtomValue(resultsAtom);
  const answerQuestion = useSetAtom(answerQuestionAtom);
  const isUpdating = useAtomValue(updatingAtom);
  const [view, setView] = useAtom(resultsViewAtom);
  const isStale = useAtomValue(resultsStaleAtom);
  const searched = useAtomValue(searchedAtom);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After each search the results' heading takes focus, so the count is read out and the keyboard
  // goes on from the results (not from the page's top, where focus falls when the button is disabled).
  // The heading at the top of the screen: the answer (and the notice of open questions) under it.
  // A search's answer: in the frame that paints it, once everything of it is in the page (focused as
  // the answer was committed, the focus made the browser lay the page out, and the frame laid it out
  // again). The screen opening on an answer (a search posted before the app ran, or a return to the
  // screen) at once: a return's move of focus to the main landmark then follows it, as it must.
  const opened = useRef(false);
  // Where focus was as the search began: the form's button or field, or a question answered in the results.
  const searchedFrom = useRef<Element | null>(null);
  const searching = results.status === 'loading' || isUpdating;
  useEffect(() => {
    if (searching) searchedFrom.current = document.activeElement;
  }, [searching]);
  useEffect(() => {
    const heading = headingRef.current;
    const opening = !opened.current;
    opened.current = true;
    if (!heading) return;
    const land = () => {
      heading.focus({ preventScroll: true });
      heading.scrollIntoView({ block: 'start' });
    };
    // Opening on an answer kept for the tab (a reload, the address typed again) lands there too,
    // unless the agent has already put focus somewhere: the results, not the top of the form.
    if (opening) return searched > 0 || isUntouched(heading.ownerDocument) ? landOpening(heading, land) : undefined;
    if (searched === 0) return;
    // The agent may act on the answer before its frame comes (on a busy phone, a press on a product's
    // details, a tick of Compare): focus and the page then stay where the agent put them.
    // Where focus was as this search began, read now: on a busy machine the frame can come after the
    // agent has already answered a question in the results, which starts a newer update from there.
    const from = searchedFrom.current;
    const frame = requestAnimationFrame(() => hasMovedOn(heading, from) || land());
    return () => cancelAnimationFrame(frame);
  }, [searched]);
  // The premiums' formatters and the carriers' collator, made while the agent types: made with the first answer, they held up its frame.
  // So are the schemas that check the form and read the answer: their first use (zod sets a schema
  // up as it first parses, and the engine compiles its code) held up the press and the answer.
  useEffect(() => {
    const cancels = [
      whenIdle(() => {
        formatAmount(0.5);
        formatAmount(1);
        compareNames('', '');
      }),
      eachWhenIdle(warmSearchSteps),
    ];
    return () => cancels.forEach((cancel) => cancel());
  }, []);
  const toggleCompare = useSetAtom(toggleCompareAtom);
  // The details dialog is a step in the tab's history (the product's id in the entry's state, never
  // health data): Back closes it first, and a reload with it open opens it again.
  const location = useLocation();
  const navigate = useNavigate();
  const detailsId = (location.state as { details?: string } | null)?.details;
  const details = results.status === 'results' ? (results.products.find((p) => p.id === detailsId) ?? null) : null;
  // Opened here: closing goes back to the entry before it. Found open (a reload): closing replaces it.
  const openedHere = useRef(false);
  // The same function from render to render (the results skip a render that changes nothing of theirs).
  const openDetails = useLatest((product: Product) => {
    openedHere.current = true;
    void navigate(location, { state: { details: product.id } });
  });
  const onCompareChange = useCallback((id: string, isSelected: boolean) => toggleCompare(id, isSelected, MAX_COMPARED), [toggleCompare]);
  const onAnswer = useCallback((id: string, value: string | null) => void answerQuestion(id, value), [answerQuestion]);
  const closeDetails = () => {
    if (detailsId === undefined) return;
    if (openedHere.current) void navigate(-1);
    else void navigate(location, { replace: true, state: null });
    openedHere.current = false;
  };
  const newClient = useSetAtom(newClientAtom);
  const [comparing, setComparing] = useState(false);
  // Each press of "Print summary" is a new request to print (the count tells them apart).
  const [printRequests, setPrintRequests] = useState(0);

  const products = results.status === 'results' ? results.products : [];
  const compared = products.filter((p) => view.compared.includes(p.id));
  const onFiltersChange = useCallback((filters: ResultFilters) => setView((v) => ({ ...v, filters, message: undefined })), [setView]);
  const tools: ResultsTools = {
    sort: view.sort,
    onSortChange: (sort) => setView((v) => ({ ...v, sort, message: undefined })),
    layout: view.layout,
    onLayoutChange: (layout) => setView((v) => ({ ...v, layout, message: undefined })),
    filters: view.filters,
    onFiltersChange,
    compared: view.compared,
    onCompareChange,
    onCompare: () => setComparing(true),
    onPrint: () => setPrintRequests((n) => n + 1),
    compareMessage: view.message,
  };

  return (
    <>
      <PageHeader
        title="Insurance Product Search"
        subtitle="Enter the client's health information to find matching insurance products"
        actions={
          <>
            <ButtonLink href="/lookup" variant="secondary">
              Look up a drug or condition
            </ButtonLink>
            <Button
              variant="secondary"
              onPress={() => {
                newClient();
                document.querySelector<HTMLElement>('main form input')?.focus();
              }}
            >
              New client
            </Button>
          </>
        }
      />
      <div className={styles.layout}>
        <FoldingProfile results={results} searched={searched} />
        <SearchResults
          state={results}
          onViewDetails={openDetails}
          tools={tools}
          onAnswer={onAnswer}
          isUpdating={isUpdating}
          isStale={isStale}
          headingRef={headingRef}
          footnote="Products and scores come from an illustrative sample catalog, not any carrier's underwriting. Confirm eligibility with the carrier."
        />
      </div>
      <ProductDetailsDialog product={details} onClose={closeDetails} />
      {comparing ? (
        <CompareDialog products={compared} isOpen={compared.length >= 2} onClose={() => setComparing(false)} />
      ) : null}
      {/* Mounted from the first press on, through later searches: a new list does not reopen the dialog. */}
      {printRequests > 0 ? (
        <Suspense fallback={null}>
          <PrintSummary request={printRequests} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The form, folded to a line of the client once results show where the form sits above them (below
 * the desktop width; docs/product.md, "On a phone"): Edit unfolds it until the next answer. Not
 * folded for an answer the server rendered into the page (nothing could unfold it before the app
 * runs, or without JavaScript). Hidden, the form stays in the page with everything typed in it.
 */
function FoldingProfile({ results, searched }: { results: SearchResultsState; searched: number }) {
  const profile = useAtomValue(searchedProfileAtom);
  // Unfolded for the answer it was opened on: the next answer folds it again.
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const focusForm = useRef(false);
  const answered = results.status === 'empty' || (results.status === 'results' && !results.isWhole);
  const folded = profile !== null && answered && openedFor !== searched;
  useEffect(() => {
    if (folded || !focusForm.current) return;
    focusForm.current = false;
    box.current?.querySelector<HTMLElement>('form input:not([type="hidden"]), form textarea')?.focus();
  }, [folded]);
  return (
    <div className={styles.profile} ref={box}>
      {folded ? (
        <ClientLine
          profile={profile}
          className={styles.clientLine}
          onEdit={() => {
            focusForm.current = true;
            setOpenedFor(searched);
          }}
        />
      ) : null}
      <div className={folded ? styles.folded : undefined}>
        <ProfileCard />
      </div>
    </div>
  );
}

/**
 * The form in its card, with its own state: a change to the results or their view (a sort, a switch
 * to the list) does not render the form again.
 */
const ProfileCard = memo(function ProfileCard() {
  const [profile, setProfile] = useAtom(profileAtom);
  const initialErrors = useAtomValue(initialFormErrorsAtom);
  const runSearch = useSetAtom(runSearchAtom);
  const isProcessing = useAtomValue(resultsAtom).status === 'loading';
  return (
    <Card title="Health Information" description="Required fields are marked with *">
      <HealthProfileForm
        values={profile}
        onChange={setProfile}
        validate={validateHealthProfile}
        onSubmit={(values) => void runSearch(values)}
        isProcessing={isProcessing}
        initialErrors={initialErrors}
      />
    </Card>
  );
});

/**
 * Whether the agent has acted on the answer already: focus has moved, since the search began, to
 * something in the results other than their heading (a product's details, a Compare box, the tools)
 * or into a dialog opened from them.
 */
function hasMovedOn(heading: HTMLElement, searchedFrom: Element | null): boolean {
  const focused = heading.ownerDocument.activeElement;
  if (!focused || focused === heading || focused === searchedFrom) return false;
  return focused.closest('[role="dialog"], [role="alertdialog"]') !== null || (heading.closest('section')?.contains(focused) ?? false);
}

/**
 * Lands on opening, and again in the frames after while the page is still too short to bring the
 * heading to the top (its first render holds a screenful of results; the rest comes a frame later),
 * until it is there, the agent scrolls or moves focus, or two seconds have passed. Returns what stops it.
 */
function landOpening(heading: HTMLElement, land: () => void): () => void {
  land();
  const started = performance.now();
  let scrolled = window.scrollY;
  let frame = requestAnimationFrame(function again() {
    if (heading.ownerDocument.activeElement !== heading || window.scrollY !== scrolled || performance.now() - started > 2000) return;
    if (heading.getBoundingClientRect().top > 1) {
      heading.scrollIntoView({ block: 'start' });
      scrolled = window.scrollY;
    }
    frame = requestAnimationFrame(again);
  });
  return () => cancelAnimationFrame(frame);
}

/** Nothing has focus yet: the page has just opened and the agent has not acted in it. */
function isUntouched(document: Document): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/** A function that keeps its identity from render to render and always calls the latest `fn`. */
function useLatest<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
