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
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Final Expense Plus', 'Living Promise Level']);
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
