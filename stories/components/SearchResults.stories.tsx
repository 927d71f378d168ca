import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SearchResults, type SearchResultsState } from '../../src/components/SearchResults';
import { MAX_COMPARED, type ResultSort } from '../../src/components/SearchResults/ResultsToolbar';
import { noFilters, type ResultFilters, type ResultLayout } from '../../src/components/SearchResults/view';
import type { Product } from '../../src/contract';
import { guaranteedOffer, quetiapineChangesNothing, quitOffer, quitQuestion, readingWithOpenAnswers } from '../unsureFixtures';
import { allDeclinedForAge, budgetResults, postponedDeclines, quotedResults, readingForAge91, readingInContext, readingWithAmbiguity, sampleDeclines, sampleResults } from '../../src/mocks/fixtures';

const meta = {
  title: 'Components/SearchResults',
  component: SearchResults,
  args: { state: { status: 'ready' }, onViewDetails: fn() },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ready to find matching products' })).toBeVisible();
    await expect(canvas.getByText(/Enter the client's health information/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Analyzing health information...' })).toBeVisible();
    await expect(canvas.getByText('Analyzing health information...')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { state: { status: 'error', message: 'An error occurred while processing your search. Please try again.' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent('An error occurred while processing your search. Please try again.');
  },
};

export const Results: Story = {
  args: { state: { status: 'results', products: sampleResults }, footnote: 'Products and scores come from an illustrative sample catalog.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '5 Products Found' })).toBeVisible();
    await expect(canvas.getByText('Sorted by match score')).toBeVisible();
    // The first row of cards comes with the answer, the rest a frame later.
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
    await expect(canvas.getByText('Products and scores come from an illustrative sample catalog.')).toBeVisible();
    const [first, second] = canvas.getAllByRole('article');
    // Two columns on a wide screen.
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(canvas.queryByText('Sample products')).not.toBeInTheDocument();
  },
};

export const ResultsOnAPhone: Story = {
  args: Results.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
    const [first, second] = canvas.getAllByRole('article');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

export const SampleResults: Story = {
  args: { state: { status: 'results', products: sampleResults.slice(0, 2), isSample: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2 Products Found' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sample products');
  },
};

export const Empty: Story = {
  args: { state: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Matching Products' })).toBeVisible();
    await expect(canvas.getByText(/Try adjusting the search criteria/)).toBeVisible();
  },
};

/** What the 62-year-old of the read-back fixture is offered: a graded benefit, and guaranteed issue. */
const offersAt62: Product[] = [
  {
    id: 'foresters-simplified-whole-life',
    name: 'Simplified Issue Whole Life',
    carrierName: 'Foresters',
    matchScore: 58,
    description: 'Permanent coverage on health questions alone, with level premiums and cash value.',
    features: [
      { feature: 'Coverage', value: '$10,000 to $150,000' },
      { feature: 'Issue ages', value: '50 to 80' },
      { feature: 'Benefit', value: 'Graded: part of the benefit in the first 2 years, full after' },
    ],
    qualifications: ['Issue ages 50 to 80', 'Graded benefit for serious heart conditions within the last 2 years'],
    exclusions: ['Declines critical heart conditions ever'],
    kind: 'simplified-whole-life',
    tier: 'graded',
    rateClass: 'standard',
    reasons: ['Graded benefit: atrial fibrillation (under treatment); scores 41 to 60, below every level offer'],
    questions: ['Ask what Eliquis is taken for: a blood clot in the last 2 years would decline this product'],
  },
  {
    id: 'americo-guaranteed-issue',
    name: 'Guaranteed Issue Whole Life',
    carrierName: 'Americo',
    matchScore: 64,
    description: 'Whole life with no health questions; premiums returned with interest in the first 2 years.',
    features: [
      { feature: 'Coverage', value: '$2,000 to $25,000' },
      { feature: 'Issue ages', value: '50 to 85' },
    ],
    qualifications: ['Issue ages 50 to 85', 'No health questions'],
    exclusions: [],
    kind: 'guaranteed-issue',
    tier: 'guaranteed',
    rateClass: 'standard',
    reasons: [],
    questions: [],
  },
];

/** The full answer: how the profile was read above the results, the products not offered closed below. */
export const ResultsWithDeclines: Story = {
  args: { state: { status: 'results', products: offersAt62, declined: sampleDeclines, reading: readingWithAmbiguity } },
  play: async ({ canvas }) => {
    const readBack = canvas.getByRole('region', { name: 'How the profile was read' });
    const heading = canvas.getByRole('heading', { name: '2 Products Found' });
    await expect(canvas.getByText('Sorted by match score')).toBeVisible();
    await expect(readBack.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(within(readBack).getByRole('note', { name: 'Questions to ask the client' })).toHaveTextContent('What is apixaban taken for?');
    await expect(within(readBack).getByText('osteopenia')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    const graded = canvas.getByRole('article', { name: 'Simplified Issue Whole Life' });
    await expect(graded).toHaveTextContent('Graded benefit');
    await expect(graded).toHaveTextContent('Rate class: Standard');
    await expect(within(graded).getByRole('note', { name: 'Ask the client' })).toHaveTextContent('a blood clot in the last 2 years would decline this product');
    await expect(canvas.getByRole('article', { name: 'Guaranteed Issue Whole Life' })).toHaveTextContent('Guaranteed issue');

    const trigger = canvas.getByRole('button', { name: 'Not offered (4)' });
    const lastCard = canvas.getAllByRole('article').at(-1)!;
    await expect(lastCard.compareDocumentPosition(trigger) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Issue ages 18 to 60')).not.toBeVisible();
    await expect(canvas.getByText('Declined: diabetes with a serious heart condition')).not.toBeVisible();
  },
};

/** Nothing offered: the reasons are open under the empty state, with how the profile was read. */
export const EmptyWithDeclines: Story = {
  args: { state: { status: 'empty', declined: allDeclinedForAge, reading: readingForAge91 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Matching Products' })).toBeVisible();
    await expect(canvas.getByText(/Try adjusting the search criteria/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'How the profile was read' })).toHaveTextContent('Hypertension');
    const trigger = canvas.getByRole('button', { name: 'Not offered (5)' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    await expect(panel).toBeVisible();
    const items = within(panel).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    for (const item of items) await expect(item).toHaveTextContent(/Issue ages \d+ to \d+/);
    await expect(within(panel).getAllByText('Issue ages 50 to 85')).toHaveLength(3);
    await expect(items[3]).toHaveTextContent('Guaranteed UL to Age 121');
    await expect(items[3]).toHaveTextContent('American General/Corebridge');
  },
};

/** The results with their tools, holding the sort, the view, the filters and the choice to compare as the screen does. */
function WithTools({
  state,
  initialSort = 'score',
  initialLayout = 'cards',
  initialFilters = noFilters,
  onCompare,
  onViewDetails,
  isStale = false,
  focusHeading = false,
  onAnswer,
}: {
  state: SearchResultsState;
  initialSort?: ResultSort;
  initialLayout?: ResultLayout;
  initialFilters?: ResultFilters;
  onCompare?: () => void;
  onViewDetails?: (product: Product) => void;
  isStale?: boolean;
  /** Focus the heading once shown, as the screen does after a search. */
  focusHeading?: boolean;
  onAnswer?: (id: string, value: string | null) => void;
}) {
  const [sort, setSort] = useState<ResultSort>(initialSort);
  const [layout, setLayout] = useState<ResultLayout>(initialLayout);
  const [filters, setFilters] = useState<ResultFilters>(initialFilters);
  const [compared, setCompared] = useState<string[]>([]);
  const [message, setMessage] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <SearchResults
      state={state}
      onViewDetails={onViewDetails}
      isStale={isStale}
      headingRef={headingRef}
      onAnswer={onAnswer}
      tools={{
        sort,
        onSortChange: setSort,
        layout,
        onLayoutChange: setLayout,
        filters,
        onFiltersChange: setFilters,
        compared,
        onCompareChange: (id, isSelected) => {
          const others = compared.filter((c) => c !== id);
          if (isSelected && others.length >= MAX_COMPARED) return setMessage(`You can compare at most ${MAX_COMPARED} products: untick one to choose another.`);
          setMessage(undefined);
          setCompared(isSelected ? [...others, id] : others);
        },
        onCompare: onCompare ?? fn(),
        onPrint: fn(),
        compareMessage: message,
      }}
    />
  );
}

const quotedState: SearchResultsState = { status: 'results', products: quotedResults };
const names = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('article').map((a: HTMLElement) => a.getAttribute('aria-label'));

export const WithPremiums: Story = {
  render: () => <WithTools state={quotedState} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sorted by match score')).toBeVisible();
    await expect(canvas.getByRole('note', { name: 'Illustrative premiums' })).toHaveTextContent('not quotes or offers from any carrier');
    await expect(canvas.getByRole('radio', { name: 'Match score' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Lowest monthly premium' })).toBeEnabled();
    // Those that write the amount asked, then under their own heading those that do not.
    const writes = quotedResults.filter((p) => p.quote?.inRange);
    const others = quotedResults.filter((p) => !p.quote?.inRange);
    await waitFor(() => expect(names(canvas)).toEqual([...writes, ...others].map((p) => p.name)));
    await expect(canvas.getByRole('heading', { name: `${writes.length} Products Found` })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: `${others.length} more: do not offer $25,000` })).toBeVisible();
    // On the cards (the list, kept hidden beside them, says the same).
    const cards = canvas.getAllByRole('article');
    await expect(within(cards[0]!).getByText('$64.82/mo')).toBeVisible();
    await expect(within(cards[cards.length - 1]!).getByText(/Does not offer \$25,000/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Compare (0 of 3)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Print summary' })).toBeEnabled();
  },
};

export const SortedByPremium: Story = {
  render: () => <WithTools state={quotedState} />,
  play: async ({ canvas, userEvent }) => {
    const score = canvas.getByRole('radio', { name: 'Match score' });
    score.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Lowest monthly premium' })).toBeChecked();
    await expect(canvas.getByText('Sorted by lowest monthly premium; products that do not offer $25,000 come last')).toBeVisible();
    // Cheapest first among those that offer the amount; the term that starts at $100,000 comes last.
    await waitFor(() => expect(names(canvas)).toEqual(['Living Promise Level', 'Final Expense Plus', 'Guaranteed Issue Final Expense', 'Level Term 20']));
  },
};

export const PremiumSortNeedsAnAmount: Story = {
  render: () => <WithTools state={{ status: 'results', products: sampleResults }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sorted by match score')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Lowest monthly premium' })).toBeDisabled();
    await expect(canvas.getByRole('radiogroup', { name: 'Sort by' })).toHaveAccessibleDescription('Give a coverage amount or a monthly budget in the form to see premiums and sort by them.');
    await expect(canvas.queryByRole('note', { name: 'Illustrative premiums' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(sampleResults.length));
  },
};

export const CompareAtMostThree: Story = {
  render: () => <WithTools state={quotedState} />,
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('checkbox', { name: /^Compare / })).toHaveLength(quotedResults.length));
    const boxes = canvas.getAllByRole('checkbox', { name: /^Compare / });
    const status = canvas.getByText(/Tick Compare on two or three products/);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(boxes[0]!);
    await expect(status).toHaveTextContent('1 product chosen: choose one or two more to compare.');
    await expect(canvas.getByRole('button', { name: 'Compare (1 of 3)' })).toBeDisabled();
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[2]!);
    await expect(canvas.getByRole('button', { name: 'Compare (3 of 3)' })).toBeEnabled();
    await userEvent.click(boxes[3]!);
    await expect(boxes[3]).not.toBeChecked();
    await expect(status).toHaveTextContent('You can compare at most 3 products: untick one to choose another.');
    await userEvent.click(boxes[0]!);
    await expect(status).toHaveTextContent('2 products chosen to compare.');
  },
};

/** An answer given in the read-back: the shown results stay, busy, with a note said politely, until the new ones come. */
export const UpdatingForAnAnswer: Story = {
  args: { state: { status: 'results', products: offersAt62, declined: sampleDeclines, reading: readingWithAmbiguity }, isUpdating: true, onAnswer: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Search results' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating the results for the answer…');
    await expect(canvas.getByRole('heading', { name: '2 Products Found' })).toBeVisible();
    // The questions stay answerable: a newer answer replaces the one in flight.
    await expect(canvas.getByRole('radio', { name: 'Deep vein thrombosis' })).toBeEnabled();
  },
};

/** The cards shown, in order, as "name, carrier" (two products may share a name). */
const cardsShown = (canvas: ReturnType<typeof within>, products: readonly Product[]) =>
  canvas.getAllByRole('article').map((card: HTMLElement) => {
    const product = products.find((p) => p.name === card.getAttribute('aria-label') && within(card).queryByText(p.carrierName));
    return product ? `${product.name}, ${product.carrierName}` : card.getAttribute('aria-label');
  });

/** Inside an element clipped to nothing (visually hidden): not seen, whatever its width. */
const isClippedAway = (el: Element) => {
  for (let at: Element | null = el; at; at = at.parentElement) {
    const style = getComputedStyle(at);
    if ((style.clip !== 'auto' || style.clipPath !== 'none') && at.getBoundingClientRect().width <= 1) return true;
  }
  return false;
};

/** Chooses List under "Show as" with the keyboard: Tab from the sort to the view, then an arrow. */
async function showAsList(canvas: ReturnType<typeof within>, userEvent: { tab: () => Promise<void>; keyboard: (keys: string) => Promise<void> }) {
  const cards = canvas.getByRole('radio', { name: 'Cards' });
  await expect(cards).toBeChecked();
  canvas.getByRole('radio', { name: 'Match score' }).focus();
  await userEvent.tab();
  await expect(cards).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(canvas.getByRole('radio', { name: 'List' })).toBeChecked();
}

/** The results as a compact table, a row per product: the name opens the details, the box chooses it to compare. */
export const AsAList: Story = {
  render: (args) => <WithTools state={quotedState} onViewDetails={args.onViewDetails} />,
  play: async ({ canvas, args, userEvent }) => {
    await showAsList(canvas, userEvent);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    const writes = quotedResults.filter((p) => p.quote?.inRange);
    const table = canvas.getByRole('table', { name: `${writes.length} products found` });
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Product', 'Benefit', 'Premium', 'Score', 'Compare']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(writes.length);
    rows.forEach((row, i) => expect(within(row).getByRole('rowheader')).toHaveTextContent(writes[i]!.name));
    const [first] = rows;
    await expect(within(first!).getByRole('rowheader')).toHaveTextContent('Americo');
    const [benefit, premium, score] = within(first!).getAllByRole('cell');
    await expect(benefit).toHaveTextContent('Level');
    await expect(benefit).toHaveTextContent('Standard');
    await expect(premium).toHaveTextContent('$64.82/mo');
    await expect(score).toHaveTextContent('88%');
    // The product that does not offer the amount: in a table of its own, under its heading, with the nearest amount.
    // It comes with the rest of the results, a frame after the first screenful.
    await expect(await canvas.findByRole('heading', { name: '1 more: do not offer $25,000' })).toBeVisible();
    const others = canvas.getByRole('table', { name: '1 more: do not offer $25,000' });
    await expect(within(others).getAllByRole('row')).toHaveLength(2);
    await expect(within(others).getByRole('rowheader')).toHaveTextContent('Level Term 20');
    await expect(others).toHaveTextContent('Nearest $100,000');
    await expect(others).toHaveTextContent('$49.30/mo, 20-year term');

    // The name opens the details, with the keyboard too.
    const name = within(first!).getByRole('button', { name: 'Final Expense Plus, Americo: view full details' });
    name.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onViewDetails).toHaveBeenCalledWith(quotedResults[0]);
    await userEvent.click(within(others).getByRole('button', { name: 'Level Term 20, SBLI: view full details' }));
    await expect(args.onViewDetails).toHaveBeenLastCalledWith(quotedResults[2]);

    // The compare box in a row works as on a card.
    const box = within(first!).getByRole('checkbox', { name: 'Compare Final Expense Plus, Americo' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(canvas.getByText('1 product chosen: choose one or two more to compare.')).toBeVisible();
    await userEvent.click(within(rows[1]!).getByRole('checkbox', { name: 'Compare Living Promise Level, Mutual of Omaha' }));
    await expect(canvas.getByRole('button', { name: 'Compare (2 of 3)' })).toBeEnabled();
    // To the cards and back: the choice stays.
    await userEvent.click(canvas.getByRole('radio', { name: 'Cards' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(quotedResults.length));
    await expect(canvas.getByRole('checkbox', { name: 'Compare Final Expense Plus, Americo' })).toBeChecked();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
    await waitFor(() => expect(canvas.getAllByRole('table')).toHaveLength(2));
    await expect(canvas.getByRole('checkbox', { name: 'Compare Living Promise Level, Mutual of Omaha' })).toBeChecked();
  },
};

/** On a phone each row reads as a block: nothing is wider than the screen, the column heads are still the cells' headers. */
export const AsAListOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <WithTools state={{ status: 'results', products: budgetResults }} onViewDetails={args.onViewDetails} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(window.innerWidth).toBe(375);
    await showAsList(canvas, userEvent);
    await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(budgetResults.length));
    // The rates are said once, in the note on the premiums, not on every row.
    await expect(canvas.getByRole('note', { name: 'Illustrative premiums' })).toHaveTextContent('These are priced on female rates.');
    await expect(canvas.getAllByRole('columnheader', { name: 'Premium' })).toHaveLength(2);
    const others = canvas.getByRole('table', { name: '2 more: $50/mo does not reach their minimum' });
    await expect(others).toHaveTextContent('Minimum $100,000');
    await expect(others).toHaveTextContent('$59.95/mo: over the budget, 10-year term');
    // The table fits the width: no element wider than the screen, nothing to scroll sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // (The column heads are hidden the visually hidden way: clipped to a pixel, the row inside keeps its width unseen.)
    const tooWide = [...canvasElement.querySelectorAll('*')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.left < 0 || box.right > window.innerWidth) && !isClippedAway(el);
    });
    await expect(tooWide.map((el) => el.outerHTML.slice(0, 120))).toEqual([]);
    // A row is a block: the product across the top, its premium below it.
    const row = canvas.getAllByRole('row').find((r) => within(r).queryByText('Level Term 10-30'))!;
    const [, premium] = within(row).getAllByRole('cell');
    await expect(premium!.getBoundingClientRect().top).toBeGreaterThanOrEqual(within(row).getByRole('rowheader').getBoundingClientRect().bottom);
    await expect(premium).toHaveTextContent('$77,000');
  },
};

const budgetState: SearchResultsState = { status: 'results', products: budgetResults };

/** Quoted by a budget: the products it reaches, sorted by the largest amount it buys; then the others, priced at their minimum. */
export const QuotedByBudget: Story = {
  render: () => <WithTools state={budgetState} />,
  play: async ({ canvas, userEvent }) => {
    const reached = budgetResults.filter((p) => p.quote?.inRange);
    await expect(canvas.getByRole('heading', { name: `${reached.length} Products Found` })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(budgetResults.length));
    const others = canvas.getByRole('region', { name: `${budgetResults.length - reached.length} more: $50/mo does not reach their minimum` });
    await expect(others).toBeVisible();
    // Within the view shown: the list, kept hidden in the page, says it too.
    await expect(within(others).getByText('Each is priced at its minimum amount.')).toBeVisible();
    await expect(canvas.getByRole('note', { name: 'Illustrative premiums' })).toBeVisible();
    // No premium sort for a budget: the amount it buys instead.
    await expect(canvas.queryByRole('radio', { name: 'Lowest monthly premium' })).not.toBeInTheDocument();
    const score = canvas.getByRole('radio', { name: 'Match score' });
    score.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Largest amount for the budget' })).toBeChecked();
    await expect(canvas.getByText('Sorted by largest amount for the budget; products the budget does not reach come last')).toBeVisible();
    await waitFor(() =>
      expect(cardsShown(canvas, budgetResults)).toEqual([
        'Level Term 10-30, Americo',
        'Final Expense Plus, Americo',
        'Final Expense Plus, United Home Life',
        'Guaranteed Acceptance Whole Life, Mutual of Omaha',
        'Participating Whole Life, SBLI',
        'Level Term 10, SBLI',
      ]),
    );
    const [first] = canvas.getAllByRole('article');
    await expect(within(first!).getByText('$77,000')).toBeVisible();
    await expect(within(first!).getByText(/^Largest amount within \$50\/mo: \$49\.58\/mo, 10-year term/)).toHaveTextContent(/^Largest amount within \$50\/mo: \$49\.58\/mo, 10-year term, female rates$/);
    await expect(canvas.getByText('$50/mo does not reach the $100,000 minimum')).toBeVisible();
  },
};

/** Opens the filters with the keyboard, ticks Term and Americo, then clears them. */
const filterByKindAndCarrier: Story['play'] = async ({ canvas, userEvent }) => {
  await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(budgetResults.length));
  const trigger = canvas.getByRole('button', { name: 'Filter by kind and carrier' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  canvas.getByRole('radio', { name: 'Cards' }).focus();
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // Each kind and carrier of the answer, with its count.
  const kinds = canvas.getByRole('group', { name: 'Kind' });
  await expect(within(kinds).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual([
    'Term2 (2 products)',
    'Final expense2 (2 products)',
    'Guaranteed issue1 (1 product)',
    'Whole & universal life1 (1 product)',
  ]);
  const carriers = canvas.getByRole('group', { name: 'Carrier' });
  await expect(within(carriers).getAllByRole('checkbox')).toHaveLength(4);
  await userEvent.tab();
  const term = within(kinds).getByRole('checkbox', { name: 'Term (2 products)' });
  await expect(term).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(term).toBeChecked();
  // Both term products: one the budget reaches, one it does not.
  await expect(canvas.getByText('Showing 2 of 6 products: the filters above hide the rest.')).toBeVisible();
  await expect(cardsShown(canvas, budgetResults)).toEqual(['Level Term 10-30, Americo', 'Level Term 10, SBLI']);
  for (let i = 0; i < 4; i++) await userEvent.tab();
  const americo = within(carriers).getByRole('checkbox', { name: 'Americo (2 products)' });
  await expect(americo).toHaveFocus();
  await userEvent.keyboard(' ');
  await expect(americo).toBeChecked();
  await expect(canvas.getByRole('button', { name: 'Filter by kind and carrier (2 ticked)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getByText('Showing 1 of 6 products: the filters above hide the rest.')).toBeVisible();
  await expect(cardsShown(canvas, budgetResults)).toEqual(['Level Term 10-30, Americo']);
  // The heading still counts every product the budget reaches; none of the others is left, nor their heading.
  await expect(canvas.getByRole('heading', { name: '4 Products Found' })).toBeVisible();
  await expect(canvas.queryByRole('heading', { name: /more: \$50\/mo/ })).not.toBeInTheDocument();

  await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
  // The button goes with the filters it cleared: focus is back on the filters' trigger, not lost.
  await expect(canvas.getByRole('button', { name: 'Filter by kind and carrier' })).toHaveFocus();
  await expect(term).not.toBeChecked();
  await expect(americo).not.toBeChecked();
  await expect(canvas.queryByText(/^Showing \d+ of \d+ products/)).not.toBeInTheDocument();
  await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(budgetResults.length));
  await expect(canvas.getByRole('button', { name: 'Filter by kind and carrier' })).toBeVisible();
  // Ticked again, they narrow again.
  await userEvent.click(term);
  await userEvent.click(americo);
  await expect(canvas.getByText('Showing 1 of 6 products: the filters above hide the rest.')).toBeVisible();
  await expect(cardsShown(canvas, budgetResults)).toEqual(['Level Term 10-30, Americo']);
};

/** Narrowed to a kind and a carrier: a note says how many are shown of how many. */
export const FilteredByKindAndCarrier: Story = {
  render: () => <WithTools state={budgetState} />,
  play: filterByKindAndCarrier,
};

/** The filters on a phone: the chips wrap inside the screen. */
export const FilteredByKindAndCarrierOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <WithTools state={budgetState} />,
  play: async (context) => {
    await filterByKindAndCarrier(context);
    const { canvas } = context;
    // Every chip wraps inside the screen.
    await expect(canvas.getByRole('button', { name: 'Filter by kind and carrier (2 ticked)' })).toHaveAttribute('aria-expanded', 'true');
    for (const chip of canvas.getAllByRole('checkbox', { name: /\(\d+ products?\)$/ })) {
      await expect(chip.closest('label')!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Filters that keep nothing: said, with what to do. A filter ticked opens the filters from the start. */
export const FilteredToNothing: Story = {
  render: () => <WithTools state={budgetState} initialFilters={{ kinds: ['guaranteed-issue'], carriers: ['SBLI'] }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('No products match these filters: untick one to see more.')).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Filter by kind and carrier (2 ticked)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Guaranteed issue (1 product)' })).toBeChecked();
    // Unticking one shows what the other keeps; ticking it again, nothing.
    const sbli = canvas.getByRole('checkbox', { name: 'SBLI (2 products)' });
    await userEvent.click(sbli);
    await expect(canvas.getByText('Showing 1 of 6 products: the filters above hide the rest.')).toBeVisible();
    await expect(cardsShown(canvas, budgetResults)).toEqual(['Guaranteed Acceptance Whole Life, Mutual of Omaha']);
    await userEvent.click(sbli);
    await expect(canvas.getByText('No products match these filters: untick one to see more.')).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryByRole('heading', { name: /more: \$50\/mo/ })).not.toBeInTheDocument();
  },
};

/** The form changed since the search: the results say they are out of date; the heading still takes focus. */
export const OutOfDate: Story = {
  render: () => <WithTools state={quotedState} isStale focusHeading />,
  play: async ({ canvas }) => {
    // Said politely when it appears (a status), so an agent editing the form hears it.
    const note = canvas.getByText('These results are out of date').closest<HTMLElement>('[role="status"]')!;
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent('Select Find Insurance Products to update the results');
    const heading = canvas.getByRole('heading', { name: '3 Products Found' });
    // Before the cards: read first.
    await expect(note.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(heading).toHaveFocus();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(quotedResults.length));
  },
};

/**
 * Results still to come (a biopsy pending): only guaranteed issue is offered, and the products that
 * would offer are postponed, not declined — said under "Not offered" and, with what is pending, in
 * the read-back above the results.
 */
export const PostponedUntilTheResults: Story = {
  args: {
    state: { status: 'results', products: quotedResults.filter((p) => p.kind === 'guaranteed-issue'), declined: postponedDeclines, reading: readingInContext },
  },
  play: async ({ canvas }) => {
    const readBack = canvas.getByRole('region', { name: 'How the profile was read' });
    await expect(within(readBack).getByText('lung nodule, results still to come', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '1 Products Found' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Guaranteed Issue Final Expense' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Not offered (3)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('2 of them postponed until the results are in, not declined: see how the profile was read.')).toBeVisible();
  },
};

/**
 * Where the page lands after a search (the heading, focused): the open questions are said just under
 * it, and the press beside them, one Tab from the heading, opens them over the results; the page
 * stays where it was, and closing comes back to the press.
 */
export const QuestionsWhereThePageLands: Story = {
  render: () => <WithTools state={{ status: 'results', products: offersAt62, declined: sampleDeclines, reading: readingWithAmbiguity }} focusHeading onAnswer={fn()} />,
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { name: /Products Found$/ });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('2 answers can change these results')).toBeVisible();
    await userEvent.tab();
    const press = canvas.getByRole('button', { name: 'Answer the questions' });
    await expect(press).toHaveFocus();
    const scrolled = window.scrollY;
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Questions to ask the client' });
    const first = within(dialog).getByRole('radiogroup', { name: readingWithAmbiguity.questions[0]!.text });
    await waitFor(() => expect(first).toContainElement(document.activeElement as HTMLElement));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/^\d+ Products Found$/);
    await expect(window.scrollY).toBe(scrolled);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(press).toHaveFocus());
    await expect(window.scrollY).toBe(scrolled);
  },
};

/** Answered: nothing is said under the heading (the read-back above says the questions are answered). */
export const NoOpenQuestions: Story = {
  args: { state: { status: 'results', products: offersAt62, reading: { ...readingWithAmbiguity, questions: readingWithAmbiguity.questions.map((q) => ({ ...q, answer: q.options[0]!.value })) } }, onAnswer: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Products Found$/ })).toBeVisible();
    await expect(canvas.queryByText(/can change these results/)).not.toBeInTheDocument();
  },
};

/**
 * On a phone, Compare (with its count) and Print summary stay on screen while the agent scrolls: a
 * product ticked far down the list is compared without scrolling back.
 */
export const CompareStaysInReachOnAPhone: Story = {
  render: () => <WithTools state={quotedState} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('checkbox', { name: /^Compare / })).toHaveLength(quotedResults.length));
    const boxes = canvas.getAllByRole('checkbox', { name: /^Compare / });
    await userEvent.click(boxes[0]!);
    const last = boxes[boxes.length - 1]!;
    last.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(window.innerHeight));
    await userEvent.click(last);
    const compare = canvas.getByRole('button', { name: 'Compare (2 of 3)' });
    for (const control of [compare, canvas.getByRole('button', { name: 'Print summary' })]) {
      const box = control.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    await expect(compare).toBeEnabled();
  },
};

/** An answer of 45 products, as a real search gives (names told apart by a number). */
const manyOffers: Product[] = Array.from({ length: 45 }, (_, index) => {
  const base = quotedResults[index % quotedResults.length]!;
  return { ...base, id: `${base.id}-${index + 1}`, name: `${base.name} ${index + 1}`, matchScore: 95 - index };
});

/**
 * Twenty cards at a time: on a phone the results, 20 products, fit in under twelve screens, and
 * "Show 20 more" brings the next ones, the keyboard going on from the first card it brought.
 */
export const ShowMoreOnAPhone: Story = {
  render: () => <WithTools state={{ status: 'results', products: manyOffers }} />,
  // Forty-five cards at the end make a page fifty screens tall: the play function checks it instead.
  tags: ['skip-visual'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20));
    await expect(canvas.getByText('Showing 20 of 45 products.')).toBeVisible();
    const section = canvasElement.querySelector('section[aria-label="Search results"]')!;
    await expect(section.getBoundingClientRect().height).toBeLessThan(12 * window.innerHeight);
    await userEvent.click(canvas.getByRole('button', { name: 'Show 20 more' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(40));
    // The keyboard goes on from the first card brought (the 21st), not from the page's top.
    const first = canvas.getAllByRole('article')[20]!;
    await waitFor(() => expect(within(first).getByRole('button', { name: /^View Full Details/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Show 5 more' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(45));
    await expect(canvas.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/^Showing \d+ of 45 products\.$/)).not.toBeInTheDocument();
  },
};

/**
 * Two questions open, one of which changes nothing shown (whatever quetiapine is taken for): the
 * notice counts only the one that can change the results, and its press opens the questions on that one.
 */
export const QuestionThatChangesNothing: Story = {
  args: {
    state: { status: 'results', products: [quitOffer, guaranteedOffer], reading: { ...readingWithOpenAnswers, questions: [quetiapineChangesNothing, quitQuestion] } },
    onAnswer: fn(),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('1 answer can change these results')).toBeVisible();
    const useQuestion = canvas.getByRole('radiogroup', { name: 'What is quetiapine taken for?' });
    await expect(useQuestion).toHaveAccessibleDescription(/No answer changes the products shown\.$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Answer the question' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Questions to ask the client' });
    const quit = within(dialog).getByRole('radiogroup', { name: 'When did the client quit tobacco?' });
    await waitFor(() => expect(quit).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Only questions that change nothing shown are open: still asked above, but no notice that answers can change the results. */
export const NoQuestionChangesTheResults: Story = {
  args: {
    state: { status: 'results', products: [guaranteedOffer], reading: { ...readingWithOpenAnswers, questions: [quetiapineChangesNothing, { ...quitQuestion, changes: null }] } },
    onAnswer: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Products Found$/ })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'When did the client quit tobacco?' })).toBeVisible();
    await expect(canvas.queryByText(/can change these results/)).not.toBeInTheDocument();
  },
};

/** As a list: a row whose class and premium rest on an open answer says under its premium what it would be otherwise. */
export const BothOutcomesAsAList: Story = {
  render: (args) => <WithTools state={{ status: 'results', products: [quitOffer, guaranteedOffer] }} onViewDetails={args.onViewDetails} />,
  play: async ({ canvas, userEvent }) => {
    await showAsList(canvas, userEvent);
    const row = canvas.getByRole('rowheader', { name: /^Final Expense Plus/ }).closest('tr')!;
    await expect(row.querySelector('[data-alternatives]')).toHaveTextContent('Otherwise $59.24/mo if quit 1 to 2 years ago or more (+1 more in the details)');
    const other = canvas.getByRole('rowheader', { name: /^Guaranteed Issue Final Expense/ }).closest('tr')!;
    await expect(other.querySelector('[data-alternatives]')).toBeNull();
  },
};
