import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { SearchScreen } from '../../src/features/search/SearchScreen';
import { profileAtom } from '../../src/features/search/atoms';
import { assessProfile } from '../../src/engine';
import { healthProfileSchema } from '../../src/contract';
import { asQuoted, type HealthProfileValues } from '../../src/components/HealthProfileForm/HealthProfileForm';
import { submitSearch } from './fillProfile';
import { shownDialog } from '../shownDialog';
import { showEveryCard } from './showEveryCard';

/**
 * The search screen with a coverage amount, against the real endpoint: a premium on every offer,
 * the sort, the comparison and the printed summary. Each play checks the screen against what the
 * engine itself prices for the same profile.
 */
const meta = {
  title: 'Features/Search/Quote',
  component: SearchScreen,
  // The screen lives at /search in the app's router (the details dialog is a step in its history).
  parameters: { layout: 'padded', route: { path: '/search', initialEntry: '/search' } },
  // Pages of cards too tall to screenshot: the looks are Components/ProductCard, SearchResults,
  // CompareDialog and ClientSummary.
  tags: ['skip-visual'],
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const base: HealthProfileValues = {
  // An 82-year-old: eleven offers (final expense and guaranteed issue), so the page stays short.
  age: '82',
  gender: 'female',
  height: "5'6''",
  weight: '150',
  smoker: false,
  medications: '',
  medicalConditions: '',
  familyHistory: '',
  coverageAmount: '$25,000',
};
/** The stories' frozen clock (see .storybook/preview). */
const NOW = new Date('2026-05-15T14:30:00Z');
const withProfile = (over: Partial<HealthProfileValues> = {}) => ({ atoms: [[profileAtom, { ...base, ...over }]] as const });
const answer = (over: Partial<HealthProfileValues> = {}) => {
  const { coverageAmount, monthlyBudget, termYears, ...profile } = healthProfileSchema.parse(asQuoted({ ...base, ...over }));
  return assessProfile(profile, {
    now: NOW,
    ...(coverageAmount === undefined ? {} : { coverageAmount }),
    ...(monthlyBudget === undefined ? {} : { monthlyBudget }),
    ...(termYears === undefined ? {} : { termYears }),
  }).offered;
};
const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const cards = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('article');
/**
 * The first screenful of cards paints with the answer and the rest of the page of cards a frame
 * later; "Show N more" brings the next pages: wait for every card, pressing it while it is there.
 * The heading counts the products that write what was asked; the others follow them.
 */
const everyCard = async (canvas: ReturnType<typeof within>, offers: readonly { quote?: { inRange: boolean } }[]) => {
  await canvas.findByRole('heading', { name: `${offers.filter((o) => o.quote?.inRange !== false).length} Products Found` });
  await showEveryCard(canvas, offers.length);
};

export const PremiumOnEveryOffer: Story = {
  parameters: withProfile(),
  play: async ({ canvas, userEvent }) => {
    const offers = answer();
    await submitSearch(canvas, userEvent);
    await everyCard(canvas, offers);
    await expect(canvas.getByText('Sorted by match score')).toBeVisible();
    await expect(canvas.getByRole('note', { name: 'Illustrative premiums' })).toBeVisible();
    const shown = cards(canvas);
    await expect(shown).toHaveLength(offers.length);
    // Every card carries its premium, at the amount asked or the nearest one the product offers.
    for (const [i, offer] of offers.entries()) {
      await expect(shown[i]).toHaveTextContent(`${money(offer.quote!.monthly)}/mo`);
    }
    const first = offers.find((o) => o.quote!.inRange)!;
    const card = canvas.getAllByRole('article', { name: first.name }).find((c) => c.textContent?.includes(first.carrierName))!;
    await expect(card).toHaveTextContent('Illustrative premium for $25,000');
  },
};

export const AmountOutsideSomeRanges: Story = {
  parameters: withProfile({ coverageAmount: '45000' }),
  play: async ({ canvas, userEvent }) => {
    const offers = answer({ coverageAmount: '45000' });
    const outside = offers.filter((o) => !o.quote!.inRange);
    await expect(outside.length).toBeGreaterThan(0);
    await submitSearch(canvas, userEvent);
    await everyCard(canvas, offers);
    const notes = canvas.getAllByText(/^Does not offer \$45,000: coverage /);
    await expect(notes).toHaveLength(outside.length);
    const example = outside[0]!.quote!;
    await expect(canvas.getAllByText(`Nearest amount offered: ${money(example.amount).replace('.00', '')}, illustratively ${money(example.monthly)}/mo`, { exact: false }).length).toBeGreaterThan(0);
  },
};

export const SortedByLowestPremium: Story = {
  parameters: withProfile(),
  play: async ({ canvas, userEvent }) => {
    const offers = answer();
    await submitSearch(canvas, userEvent);
    await everyCard(canvas, offers);
    canvas.getByRole('radio', { name: 'Match score' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Lowest monthly premium' })).toBeChecked();
    await expect(canvas.getByText(/^Sorted by lowest monthly premium/)).toBeVisible();
    const inRange = offers.filter((o) => o.quote!.inRange).map((o) => o.quote!.monthly);
    const shown = cards(canvas).slice(0, inRange.length).map((c: HTMLElement) => Number(/\$([\d,]+\.\d\d)\/mo/.exec(c.textContent ?? '')![1]!.replaceAll(',', '')));
    await expect(shown).toEqual([...inRange].sort((a, b) => a - b));
  },
};

/** Ticks products to compare with the keyboard, the way an agent would. */
async function choose(canvas: ReturnType<typeof within>, user: { keyboard: (keys: string) => Promise<void> }, count: number) {
  const boxes = canvas.getAllByRole('checkbox', { name: /^Compare / });
  for (const box of boxes.slice(0, count)) {
    box.focus();
    await user.keyboard(' ');
  }
  return boxes;
}

export const CompareTwo: Story = {
  parameters: withProfile(),
  play: async ({ canvas, userEvent }) => {
    const offers = answer();
    await submitSearch(canvas, userEvent);
    await everyCard(canvas, offers);
    await choose(canvas, userEvent, 2);
    const open = canvas.getByRole('button', { name: 'Compare (2 of 3)' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await shownDialog());
    await expect(dialog.getByRole('heading', { name: 'Compare 2 products' })).toBeVisible();
    const heads = dialog.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(heads).toEqual(offers.slice(0, 2).map((o) => `${o.name}, ${o.carrierName}`));
    await expect(dialog.getByRole('rowheader', { name: 'Illustrative premium' }).closest('tr')).toHaveTextContent(`${money(offers[0]!.quote!.monthly)}/mo`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CompareThreeAndRefuseAFourth: Story = {
  parameters: withProfile(),
  play: async ({ canvas, userEvent }) => {
    const offers = answer();
    await submitSearch(canvas, userEvent);
    await everyCard(canvas, offers);
    const boxes = await choose(canvas, userEvent, 4);
    await expect(boxes[3]).not.toBeChecked();
    await expect(canvas.getByText('You can compare at most 3 products: untick one to choose another.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Compare (3 of 3)' }));
    const dialog = within(await shownDialog());
    await expect(dialog.getAllByRole('columnheader')).toHaveLength(3);
    await expect(dialog.getByRole('rowheader', { name: 'Benefit tier' })).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: 'Key knock-outs' })).toBeVisible();
  },
};

export const PrintSummary: Story = {
  parameters: withProfile(),
  beforeEach() {
    const print = spyOn(window, 'print').mockImplementation(() => {});
    return () => {
      print.mockRestore();
    };
  },
  play: async ({ canvas, userEvent }) => {
    const offers = answer();
    await submitSearch(canvas, userEvent);
    await everyCard(canvas, offers);
    await choose(canvas, userEvent, 2);
    canvas.getByRole('button', { name: 'Print summary' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await shownDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    // The summary is on the page for the printer only: outside the screen's content, hidden on screen.
    const sheet = document.querySelector<HTMLElement>('[data-print-only]')!;
    await expect(sheet).not.toBeVisible();
    const summary = within(sheet);
    await expect(summary.getByRole('heading', { level: 1, name: 'Client summary', hidden: true })).toBeInTheDocument();
    await expect(sheet).toHaveTextContent('Prepared May 15, 2026');
    await expect(sheet).toHaveTextContent('Products compared (2)');
    await expect(sheet).toHaveTextContent(offers[0]!.name);
    await expect(sheet).toHaveTextContent(`${money(offers[0]!.quote!.monthly)}/mo`);
    await expect(sheet).toHaveTextContent('Coverage amount$25,000');
    // The client's copy: the products not offered are for the agent's copy only.
    await expect(sheet).not.toHaveTextContent(/Not offered \(\d+\)/);
    await expect(sheet).toHaveTextContent('Premiums are illustrations');
    await expect(summary.queryAllByRole('button', { hidden: true })).toHaveLength(0);
  },
};

export const TermAskedFor: Story = {
  // A 45-year-old asking for $500,000 of 20-year term: every term product shown is priced for 20 years.
  parameters: withProfile({ age: '45', coverageAmount: '$500,000', termYears: '20' }),
  play: async ({ canvas, userEvent }) => {
    const offers = answer({ age: '45', coverageAmount: '$500,000', termYears: '20' });
    await expect(canvas.getByRole('radio', { name: '20 years' })).toBeChecked();
    await submitSearch(canvas, userEvent);
    await everyCard(canvas, offers);
    const terms = offers.filter((o) => o.quote!.termYears !== null);
    await expect(terms.length).toBeGreaterThan(0);
    await expect(terms.every((o) => o.quote!.termYears === 20)).toBe(true);
    for (const card of cards(canvas)) {
      const years = [...(card.textContent ?? '').matchAll(/(\d+)-year term/g)].map((m) => m[1]);
      await expect(years.every((y) => y === '20')).toBe(true);
    }
    // The products that cannot write $500,000 follow under their own heading.
    const others = offers.filter((o) => !o.quote!.inRange);
    if (others.length > 0) await expect(canvas.getByRole('heading', { name: `${others.length} more: do not offer $500,000` })).toBeVisible();
  },
};

export const QuoteByBudget: Story = {
  parameters: withProfile({ coverageAmount: '', quoteBy: 'budget', monthlyBudget: '$60' }),
  play: async ({ canvas, userEvent }) => {
    const offers = answer({ coverageAmount: '', quoteBy: 'budget', monthlyBudget: '$60' });
    await expect(canvas.getByRole('textbox', { name: 'Monthly budget' })).toHaveValue('$60');
    await submitSearch(canvas, userEvent);
    await everyCard(canvas, offers);
    const reached = offers.filter((o) => o.quote!.inRange);
    // Each card: the largest amount the budget buys, and its premium within the budget.
    const first = reached[0]!;
    const card = cards(canvas)[0]!;
    await expect(card).toHaveTextContent(money(first.quote!.amount).replace('.00', ''));
    await expect(card).toHaveTextContent(`Largest amount within $60/mo: ${money(first.quote!.monthly)}/mo`);
    await expect(first.quote!.monthly).toBeLessThanOrEqual(60);
    // Sorted by the largest amount, by keyboard.
    canvas.getByRole('radio', { name: 'Match score' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Largest amount for the budget' })).toBeChecked();
    await expect(canvas.getByText(/^Sorted by largest amount for the budget/)).toBeVisible();
    const largest = Math.max(...reached.map((o) => o.quote!.amount));
    await waitFor(() => expect(cards(canvas)[0]).toHaveTextContent(money(largest).replace('.00', '')));
  },
};

export const ViewHeldAcrossASearch: Story = {
  parameters: withProfile(),
  play: async ({ canvas, userEvent }) => {
    const offers = answer();
    await submitSearch(canvas, userEvent);
    await everyCard(canvas, offers);
    // The list, a kind filter and one product ticked to compare, all by keyboard.
    canvas.getByRole('radio', { name: 'Cards' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'List' })).toBeChecked();
    const trigger = canvas.getByRole('button', { name: 'Filter by kind and carrier' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const finalExpense = await canvas.findByRole('checkbox', { name: /^Final expense \(\d+ products?\)$/ });
    finalExpense.focus();
    await userEvent.keyboard(' ');
    const kept = offers.filter((o) => o.kind === 'final-expense');
    await expect(canvas.getByText(`Showing ${kept.length} of ${offers.length} products: the filters above hide the rest.`)).toBeVisible();
    const box = canvas.getAllByRole('checkbox', { name: /^Compare / })[0]!;
    box.focus();
    await userEvent.keyboard(' ');
    // Edited: out of date. Searched again: everything held, and focus on the count. (On a phone the
    // form has folded to a line of the client: Edit opens it.)
    const edit = canvas.queryByRole('button', { name: /^Edit/ });
    if (edit) await userEvent.click(edit);
    const weight = canvas.getByRole('textbox', { name: /Weight/ });
    await userEvent.clear(weight);
    await userEvent.type(weight, '152');
    await expect(canvas.getByText('These results are out of date')).toBeVisible();
    await submitSearch(canvas, userEvent);
    const again = answer({ weight: '152' });
    const heading = await canvas.findByRole('heading', { name: `${again.filter((o) => o.quote!.inRange).length} Products Found` });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.queryByText('These results are out of date')).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'List' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Final expense/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Compare (1 of 3)' })).toBeVisible();
    await expect(canvas.getAllByRole('table')[0]).toBeVisible();
  },
};

export const ViewHeldOnAPhone: Story = {
  ...ViewHeldAcrossASearch,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
