import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SearchResults, type SearchResultsState } from '../../src/components/SearchResults';
import { MAX_COMPARED, type ResultSort } from '../../src/components/SearchResults/ResultsToolbar';
import type { Product } from '../../src/contract';
import {
  allDeclinedForAge,
  quotedResults,
  readingForAge91,
  readingWithAmbiguity,
  sampleDeclines,
  sampleResults,
} from '../../src/mocks/fixtures';

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
    matchScore: 78,
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
    reasons: ['Graded benefit: atrial fibrillation (under treatment) (−12)'],
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

/** The results with their tools, holding the sort and the choice to compare as the screen does. */
function WithTools({ state, initialSort = 'score', onCompare }: { state: SearchResultsState; initialSort?: ResultSort; onCompare?: () => void }) {
  const [sort, setSort] = useState<ResultSort>(initialSort);
  const [compared, setCompared] = useState<string[]>([]);
  const [message, setMessage] = useState<string>();
  return (
    <SearchResults
      state={state}
      tools={{
        sort,
        onSortChange: setSort,
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
    await expect(canvas.getByText('$64.82/mo')).toBeVisible();
    await expect(canvas.getByText(/Does not offer \$25,000/)).toBeVisible();
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
