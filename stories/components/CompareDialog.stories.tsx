import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { CompareDialog } from '../../src/components/CompareDialog';
import type { Product } from '../../src/contract';
import { quotedResults } from '../../src/mocks/fixtures';
import { shownDialog } from '../shownDialog';

function DialogHarness({ products }: { products: Product[] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open comparison</Button>
      <CompareDialog products={products} isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Components/CompareDialog',
  component: DialogHarness,
  args: { products: quotedResults.slice(0, 2) },
} satisfies Meta<typeof DialogHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = shownDialog;
const rowOf = (table: HTMLElement, label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!;

export const TwoProducts: Story = {
  play: async ({ userEvent }) => {
    const d = within(await dialog());
    // The modal fades in: wait until it is shown, not just mounted.
    await waitFor(() => expect(d.getByRole('heading', { name: 'Compare 2 products' })).toBeVisible());
    const table = d.getByRole('table');
    // Each column head names the product and its carrier (the comma is for a screen reader only).
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Final Expense Plus, Americo', 'Living Promise Level, Mutual of Omaha']);
    await expect(rowOf(table, 'Carrier')).toHaveTextContent('AmericoMutual of Omaha');
    await expect(rowOf(table, 'Benefit tier')).toHaveTextContent('LevelLevel');
    await expect(rowOf(table, 'Illustrative premium')).toHaveTextContent('$64.82/mo ($740.80 a year) for $25,000');
    await expect(rowOf(table, 'Coverage range')).toHaveTextContent('$5,000 to $50,000');
    await expect(rowOf(table, 'Key knock-outs')).toHaveTextContent('Declines home oxygen use within the last 3 years');
    await expect(d.getByText(/not quotes or offers from any carrier/)).toBeVisible();
    // Tab reaches the table first, then Close.
    await userEvent.tab();
    await expect(d.getByRole('region', { name: 'Comparison table' })).toHaveFocus();
    await userEvent.tab();
    await expect(d.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const ThreeProducts: Story = {
  args: { products: quotedResults.slice(1, 4) },
  play: async ({ userEvent }) => {
    const d = within(await dialog());
    const table = d.getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(rowOf(table, 'Illustrative premium')).toHaveTextContent('$49.30/mo ($563.43 a year) for $100,000 (does not offer $25,000)');
    await expect(rowOf(table, 'Term')).toHaveTextContent('Priced for 20 years (terms: 20 years)');
    await expect(rowOf(table, 'Key knock-outs')).toHaveTextContent('None: no health questions');
    // The table scrolls from the keyboard.
    await userEvent.tab();
    await expect(d.getByRole('region', { name: 'Comparison table' })).toHaveFocus();
  },
};

export const CloseWithEscape: Story = {
  // The closed state is the harness's button alone.
  tags: ['skip-visual'],
  play: async ({ canvas, userEvent }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open comparison' })).toBeVisible();
  },
};

/** The same product name from two carriers: told apart by the carrier in each column head. */
const sameName: Product[] = [
  quotedResults[2]!,
  {
    ...quotedResults[2]!,
    id: 'transamerica-level-term-20',
    carrierName: 'Transamerica',
    matchScore: 81,
    rateClass: 'standard',
    reasons: ['Age 62 is past the best ages for a 20-year term', 'Rate class Standard'],
    quote: { ...quotedResults[2]!.quote!, monthly: 57.15, annual: 653.14 },
  },
];

export const SameNameTwoCarriers: Story = {
  args: { products: sameName },
  play: async () => {
    const d = within(await dialog());
    const table = d.getByRole('table', { name: 'Level Term 20 (SBLI), Level Term 20 (Transamerica): side by side' });
    const heads = within(table).getAllByRole('columnheader');
    await expect(heads.map((h) => h.textContent)).toEqual(['Level Term 20, SBLI', 'Level Term 20, Transamerica']);
    // The carrier is shown on a line of its own under the name, not only read out.
    for (const [head, carrier] of [
      [heads[0]!, 'SBLI'],
      [heads[1]!, 'Transamerica'],
    ] as const) {
      const name = within(head).getByText('Level Term 20');
      const shown = within(head).getByText(carrier);
      await expect(shown).toBeVisible();
      await expect(shown.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom - 1);
    }
    await expect(rowOf(table, 'Carrier')).toHaveTextContent('SBLITransamerica');
    await expect(rowOf(table, 'Illustrative premium')).toHaveTextContent(/\$49\.30\/mo .*\$57\.15\/mo /);
  },
};

/**
 * On a phone the table is set as one block per row: the row's label, then each product's value under
 * the product's name and carrier. What a play checks there: nothing wider than the screen, every
 * product named (in the caption, and over each value), a row's values one under another.
 */
async function checkPhone(products: readonly Product[]) {
  const shown = await dialog();
  const d = within(shown);
  const width = window.innerWidth;
  // No sideways scrolling: not the page, not the modal, not the comparison's own scroller.
  const modal = shown.parentElement!;
  const region = d.getByRole('region', { name: 'Comparison table' });
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  await expect(modal.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  await expect(modal.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  await expect(modal.scrollWidth).toBeLessThanOrEqual(modal.clientWidth);
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  const table = d.getByRole('table');
  // Still one table for a screen reader: a column head per product, a row head per row.
  await expect(within(table).getAllByRole('columnheader')).toHaveLength(products.length);
  await expect(within(table).getAllByRole('rowheader')).toHaveLength(9);
  // Every product's name and carrier shown in the caption ...
  const caption = table.querySelector('caption')!;
  for (const p of products) {
    await expect(within(caption).getByText(p.name)).toBeVisible();
    await expect(within(caption).getByText(p.carrierName)).toBeVisible();
  }
  // ... and over each of its values, one under another in the row, each as wide as the row.
  const premium = rowOf(table, 'Illustrative premium');
  const cells = within(premium).getAllByRole('cell');
  const rowBox = premium.getBoundingClientRect();
  for (const [i, cell] of cells.entries()) {
    const before = getComputedStyle(cell, '::before').content;
    await expect(before).toContain(products[i]!.name);
    await expect(getComputedStyle(cell, '::after').content).toContain(products[i]!.carrierName);
    const box = cell.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(rowBox.left);
    await expect(box.right).toBeLessThanOrEqual(rowBox.right);
    await expect(box.width).toBeGreaterThan(rowBox.width * 0.9);
    if (i > 0) await expect(box.top).toBeGreaterThanOrEqual(cells[i - 1]!.getBoundingClientRect().bottom - 1);
  }
  await expect(premium).toHaveTextContent('$63.61/mo ($727.02 a year) for $25,000');
  // Every compared premium in the comparison's first screen, as it opens (the premium is its first row).
  for (const cell of cells) {
    const box = cell.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  }
  return d;
}

export const OnAPhone: Story = {
  args: { products: quotedResults.slice(1, 4) },
  // The project's phone (375 px): the published Storybook and the screenshot test size their page
  // from the project's viewports only. OnANarrowPhone is the phone's screenshot.
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['skip-visual'],
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(375);
    await checkPhone(quotedResults.slice(1, 4));
    // The keyboard as on a wide screen: Escape closes, and focus goes back to what opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    const open = canvas.getByRole('button', { name: 'Open comparison' });
    await userEvent.click(open);
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    // React Aria gives focus back once the dialog has unmounted, a frame later on a busy machine.
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const OnANarrowPhone: Story = {
  args: { products: quotedResults.slice(1, 4) },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(320);
    await checkPhone(quotedResults.slice(1, 4));
  },
};
