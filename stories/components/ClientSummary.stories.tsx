import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClientSummary } from '../../src/components/ClientSummary';
import { quotedResults, readingAnswered, readingWithAmbiguity, sampleDeclines } from '../../src/mocks/fixtures';

/** The printed client summary, shown on screen as it lays out on paper (the app shows it only in print). */
const meta = {
  title: 'Components/ClientSummary',
  component: ClientSummary,
  args: {
    date: new Date('2026-05-15T14:30:00Z'),
    profile: [
      { label: 'Age', value: '62' },
      { label: 'Sex', value: 'Female' },
      { label: 'Height', value: "5'6''" },
      { label: 'Weight', value: '150 lb' },
      { label: 'Smoker', value: 'No' },
      { label: 'Coverage amount', value: '$25,000' },
      { label: 'Medications', value: 'Eliquis 5mg twice daily; Atorvastatin 20mg' },
      { label: 'Medical conditions', value: 'Type 2 diabetes dx 2016, controlled on tablets' },
      { label: 'Family history', value: '' },
    ],
    reading: readingWithAmbiguity,
    products: quotedResults,
    selection: 'top',
    declined: [...sampleDeclines, { id: 'x', name: 'Level Term 30', carrierName: 'Foresters', reason: 'Issue ages 18 to 60' }],
  },
} satisfies Meta<typeof ClientSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopProducts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Client summary' })).toBeVisible();
    await expect(canvas.getByText(/Prepared May 15, 2026/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Top products (4)' })).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('Final Expense PlusAmericoLevelStandard$64.82/mo');
    // Declines grouped by reason: one line names every product it stopped.
    await expect(canvas.getByRole('heading', { name: 'Not offered (5)' })).toBeVisible();
    await expect(canvas.getByText('Issue ages 18 to 60:').closest('li')).toHaveTextContent('Level Term 20 (SBLI), Level Term 30 (Foresters)');
    await expect(canvas.getByText(/Premiums are illustrations/)).toBeVisible();
    await expect(canvas.getByText('Tobacco, as read')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ChosenProducts: Story = {
  args: { products: quotedResults.slice(1, 3), selection: 'chosen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Products compared (2)' })).toBeVisible();
    await expect(canvas.getByText(/does not offer \$25,000/)).toBeVisible();
    await expect(canvas.getByText('20-year term')).toBeVisible();
  },
};

/** The answers given in the read-back join the profile on paper, with what is still to ask and the days to call back. */
export const WithAnswersAndCallBackDates: Story = {
  args: { reading: readingAnswered },
  play: async ({ canvas }) => {
    const answered = canvas.getByText('Answers given').nextElementSibling;
    await expect(answered).toHaveTextContent('What is apixaban taken for? Deep vein thrombosis');
    const open = canvas.getByText('Still to ask').nextElementSibling;
    await expect(open).toHaveTextContent('Which month of 2016 was the type 2 diabetes? (until answered: December 2016)');
    await expect(canvas.getByRole('heading', { name: 'Dates to call the client back' })).toBeVisible();
    await expect(canvas.getByText('The heart attack reaches 2 years on 31 March 2027: 6 products get better')).toBeVisible();
  },
};
