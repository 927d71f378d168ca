import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProductDetailsDialog } from '../../src/components/ProductDetailsDialog';
import { Button } from '../../src/components/Button';
import { manyNotesOffer, quotedResults, sampleResults } from '../../src/mocks/fixtures';
import type { Product } from '../../src/contract';
import { shownDialog } from '../shownDialog';
import { quitOffer } from '../unsureFixtures';

function DialogHarness({ product }: { product: Product }) {
  const [open, setOpen] = useState<Product | null>(product);
  return (
    <>
      <Button onPress={() => setOpen(product)}>Open details</Button>
      <ProductDetailsDialog product={open} onClose={() => setOpen(null)} />
    </>
  );
}

const meta = {
  title: 'Components/ProductDetailsDialog',
  component: DialogHarness,
  args: { product: sampleResults[0]! },
} satisfies Meta<typeof DialogHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = shownDialog;

export const OpenWithReasons: Story = {
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('heading', { name: 'Term Life Express 20' })).toBeVisible();
    await expect(d.getByText('95% match')).toBeVisible();
    await expect(d.getByRole('heading', { name: 'Why this score' })).toBeVisible();
    await expect(d.getByText('Build inside the preferred chart')).toBeVisible();
    await expect(d.getByRole('heading', { name: 'Exclusions' })).toBeVisible();
  },
};

export const GradedTier: Story = {
  args: {
    product: {
      ...sampleResults[0]!,
      name: 'Final Expense Whole Life',
      description: 'Whole life for final expenses, issued on health questions alone.',
      features: [
        { feature: 'Coverage', value: '$2,000 to $40,000' },
        { feature: 'Benefit', value: 'Graded: part of the benefit in the first 2 years, full after' },
      ],
      qualifications: ['Issue ages 50 to 85', 'Graded benefit for serious heart conditions within the last 2 years'],
      exclusions: ['Declines critical kidney conditions ever'],
      matchScore: 55,
      tier: 'graded',
      reasons: [
        'Issue ages 45 to 85: 68 is inside them',
        'Graded benefit: heart attack (1.5 years ago); scores 41 to 60, below every level offer',
        'Rate class Standard: the best class this product offers (−5)',
      ],
    },
  },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByText('Graded', { selector: 'strong' }).parentElement).toHaveTextContent('Benefit tier: Graded');
    await expect(d.getByText('Graded benefit: heart attack (1.5 years ago); scores 41 to 60, below every level offer')).toBeVisible();
    await expect(d.getByText('55% match')).toBeVisible();
  },
};

export const WithoutReasons: Story = {
  args: { product: sampleResults[1]! },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('heading', { name: 'Trendsetter Super 30' })).toBeVisible();
    await expect(d.queryByRole('heading', { name: 'Why this score' })).not.toBeInTheDocument();
    await expect(d.queryByText(/Benefit tier/)).not.toBeInTheDocument();
    await expect(d.queryByRole('heading', { name: 'Exclusions' })).not.toBeInTheDocument();
  },
};

export const CloseWithEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Open details' }));
    const d = within(await dialog());
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const longToken = 'x'.repeat(5000);

/** A 5,000-character unbroken token (a pasted blob in a sheet) wraps inside the dialog. */
export const LongUnbrokenText: Story = {
  args: {
    product: {
      ...sampleResults[0]!,
      name: `Term ${longToken.slice(0, 300)}`,
      description: longToken,
      exclusions: [longToken],
    },
  },
  play: async () => {
    const shown = await dialog();
    // The description and the one exclusion.
    await expect(within(shown).getAllByText(longToken)).toHaveLength(2);
    // Nothing is wider than the dialog: no sideways scrolling inside it, none on the page.
    await expect(shown.scrollWidth).toBeLessThanOrEqual(shown.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const WithPremium: Story = {
  args: { product: quotedResults[2]! },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('heading', { name: 'Illustrative premium' })).toBeVisible();
    await expect(d.getByText('$49.30 a month')).toBeVisible();
    await expect(d.getByText(/\(\$563\.43 a year\) for \$100,000, 20-year term/)).toBeVisible();
    await expect(d.getByText(/Does not offer \$25,000 \(coverage \$100,000 to \$2,000,000\)/)).toBeVisible();
    await expect(d.getByText(/not quotes or offers from any carrier/)).toBeVisible();
  },
};

/** Every line the card cut to its first: all it depends on and what to check, and every date it gets better. */
export const DependsOnAndDates: Story = {
  args: { product: manyNotesOffer },
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('heading', { name: 'Depends on the client’s answer' })).toBeVisible();
    const notes = d.getByRole('heading', { name: 'Depends on the client’s answer' }).parentElement!;
    await expect(within(notes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...manyNotesOffer.dependsOn!, ...manyNotesOffer.questions!]);
    const later = d.getByRole('heading', { name: 'When this offer gets better' }).parentElement!;
    await expect(within(later).getAllByRole('listitem').map((item) => item.textContent)).toEqual(manyNotesOffer.countdowns!.map((c) => c.text));
  },
};

/** Nothing to ask and no date: neither section shows. */
export const NothingToAsk: Story = {
  play: async () => {
    const d = within(await dialog());
    await expect(d.getByRole('heading', { name: 'Why this score' })).toBeVisible();
    await expect(d.queryByRole('heading', { name: /Depends on|Ask the client|gets better/ })).not.toBeInTheDocument();
  },
};

/**
 * An offer shown at the cautious answer (tobacco rates until a quit date is given): every other
 * answer that changes it, with what it would be and its premium then (the card shows the first).
 */
export const EveryAlternative: Story = {
  args: { product: quitOffer },
  play: async () => {
    const d = within(await dialog());
    const section = d.getByRole('heading', { name: 'Under the other answers' }).parentElement!;
    await expect(within(section).getByText('Shown until answered: Graded benefit, Standard Tobacco, $139.49/mo.')).toBeVisible();
    await expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '$59.24/mo (level at Standard) if quit 1 to 2 years ago or more',
      '$52.10/mo (level at Preferred) if quit 5 years ago or more',
    ]);
    // The premium it is shown at, as ever.
    await expect(d.getByText('$139.49 a month')).toBeVisible();
  },
};
