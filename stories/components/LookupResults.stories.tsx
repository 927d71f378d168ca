import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LookupResults, type LookupResultsProps } from '../../src/components/LookupResults';
import type { LookupAnswer } from '../../src/contract';
import { lookupAnswer } from '../lookupAnswers';

/** The lookup's answer area in each of its states; the answers are the engine's own (stories/lookupAnswers.ts). */
const meta = {
  title: 'Components/LookupResults',
  component: LookupResults,
  args: { state: { status: 'ready' }, onSuggestionPress: fn() },
} satisfies Meta<LookupResultsProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story whose state is the engine's answer to `q` (and the client's details, if any). */
const answering = (q: string[], rest: { age?: string } = {}): Pick<Story, 'loaders' | 'render'> => ({
  loaders: [async () => ({ answer: await lookupAnswer({ q, ...rest }) })],
  render: (args, { loaded }) => <LookupResults {...args} state={{ status: 'answer', answer: (loaded as { answer: LookupAnswer }).answer }} />,
});

const group = (canvas: ReturnType<typeof within>, label: string) => canvas.getByRole('region', { name: new RegExp(`^${label}`) });
const countIn = (canvas: ReturnType<typeof within>, label: string) => within(group(canvas, label)).queryAllByRole('listitem').filter((li) => li.parentElement?.closest('li') === null).length;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Type a drug, a condition or an abbreviation to see every product's outcome for it.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Looking up...')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { status: 'error', message: 'The lookup could not be answered. Please try again.' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent('The lookup could not be answered. Please try again.');
  },
};

/** Furosemide: edema, blood pressure or heart failure, and each product's outcome under each. */
export const DrugWithSeveralUses: Story = {
  ...answering(['furosemide']),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '57 products by outcome' })).toBeVisible();
    const read = canvas.getByRole('list', { name: 'Read as' });
    await expect(read).toHaveTextContent('Drug: Furosemide, taken for Swelling (edema), Hypertension or Congestive heart failure');
    // Every product, each once, in its group.
    const total = ['Level benefit', 'Graded or modified', 'Guaranteed issue only', 'Declined', 'Postponed'].reduce((n, label) => n + countIn(canvas, label), 0);
    await expect(total).toBe(57);
    const uses = canvas.getAllByRole('list', { name: /by use$/ })[0]!;
    await expect(within(uses).getAllByRole('listitem')).toHaveLength(3);
    await expect(uses).toHaveTextContent('Furosemide for Congestive heart failure:');
  },
};

/** Aricept (dementia): simplified issue declines it; guaranteed issue is what is left. */
export const KnockOut: Story = {
  ...answering(['Aricept']),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '57 products by outcome' })).toBeVisible();
    await expect(countIn(canvas, 'Level benefit')).toBe(0);
    await expect(countIn(canvas, 'Graded or modified')).toBe(0);
    await expect(countIn(canvas, 'Guaranteed issue only')).toBeGreaterThan(0);
    await expect(countIn(canvas, 'Declined')).toBe(57 - countIn(canvas, 'Guaranteed issue only'));
    await expect(within(group(canvas, 'Declined')).getAllByText(/^Declined/)[0]).toBeVisible();
  },
};

export const NothingFound: Story = {
  ...answering(['zorbatitis']),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing found' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Nothing found for “zorbatitis”. Check the spelling, or try a generic name or another word for it.');
    await expect(canvas.queryByRole('region', { name: /^Level benefit/ })).not.toBeInTheDocument();
  },
};

/** A misspelling: the names it may have been are buttons that put the name in its place. */
export const DidYouMean: Story = {
  ...answering(['Eliq']),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Eliquis' }));
    await expect(args.onSuggestionPress).toHaveBeenCalledWith('Eliq', 'Eliquis');
  },
};

/** Eliquis and a stroke in 2022 at 80: the outcome for both together, look-backs said, the products not issued at 80 left out. */
export const SeveralFacts: Story = {
  ...answering(['Eliquis', 'stroke 2022'], { age: '80' }),
  play: async ({ canvas }) => {
    const read = await canvas.findByRole('list', { name: 'Read as' });
    await expect(within(read).getAllByRole('listitem')).toHaveLength(2);
    await expect(read).toHaveTextContent('Condition: Stroke (2022)');
    await expect(canvas.getAllByText(/years after/)[0]).toBeVisible();
    const leftOut = canvas.getByRole('region', { name: /^Not issued at 80/ });
    await expect(within(leftOut).getAllByText(/^Issue ages/)[0]).toBeVisible();
  },
};

export const Phone: Story = {
  ...answering(['CHF']),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Read as' })).toHaveTextContent('Condition: Congestive heart failure');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
