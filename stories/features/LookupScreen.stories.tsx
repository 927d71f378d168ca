import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { LookupScreen } from '../../src/features/lookup/LookupScreen';
import { lookupProfileAtom } from '../../src/features/lookup/atoms';
import { LOOKUP_ROUTE } from '../../src/mocks/handlers';
import { listOpenA11y } from '../listOpenA11y';
import { shownList } from '../shownList';

/**
 * The lookup screen against the real endpoint: the MSW handler is the app's own (src/api/lookup.ts),
 * so these are the engine's answers over the sample catalog, at the stories' frozen date.
 */
const meta = {
  title: 'Features/Lookup',
  component: LookupScreen,
  parameters: { layout: 'padded', route: { path: '/lookup', initialEntry: '/lookup' } },
} satisfies Meta<typeof LookupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>) => canvas.getByRole('combobox', { name: 'Drug or condition' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Drug and Condition Lookup' })).toBeVisible();
    await expect(canvas.getByText("Type a drug, a condition or an abbreviation to see every product's outcome for it.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Carry into a search' })).not.toBeInTheDocument();
  },
};

/** Typed a letter at a time: suggestions open for the term being typed, the answer follows. */
export const SuggestionsOpen: Story = {
  parameters: listOpenA11y,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), 'Eliq');
    // Each keystroke's answer brings its own suggestions: the list shown can be replaced while it
    // opens, so it is looked for again on every try rather than kept from the first look.
    await shownList(field(canvas), /Eliquis/);
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(field(canvas)).toHaveValue('Eliq');
  },
};

export const DrugWithSeveralUses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), 'quetiapine');
    await expect(await canvas.findByRole('heading', { name: '57 products by outcome' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Read as' })).toHaveTextContent('taken for Insomnia, Depression, Bipolar disorder or Schizophrenia');
    await expect(canvas.getByRole('button', { name: 'Carry into a search' })).toBeVisible();
  },
};

/** An abbreviation and a date, with the client's age: the answer holds for both, at 70. */
export const SeveralFacts: Story = {
  parameters: { atoms: [[lookupProfileAtom, { age: '70', sex: 'male', tobacco: false }]] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), 'CHF, stroke 2022');
    const read = await canvas.findByRole('list', { name: 'Read as' }, { timeout: 5000 });
    await expect(within(read).getAllByRole('listitem')).toHaveLength(2);
    await expect(read).toHaveTextContent('Condition: Congestive heart failure');
    await expect(await canvas.findByRole('region', { name: /^Not issued at 70/ })).toBeVisible();
  },
};

export const NothingFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), 'zorbatitis');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('note', {}, { timeout: 5000 })).toHaveTextContent('Nothing found for “zorbatitis”.');
    await expect(canvas.queryByRole('button', { name: 'Carry into a search' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(LOOKUP_ROUTE, () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), 'CHF');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The lookup could not be answered. Please try again.');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), 'COPD');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('heading', { name: '57 products by outcome' }, { timeout: 5000 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
