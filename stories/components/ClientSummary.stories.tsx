import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClientSummary } from '../../src/components/ClientSummary';
import type { Product } from '../../src/contract';
import { dependentOffer, quotedResults, readingAnswered, readingWithAmbiguity, sampleDeclines } from '../../src/mocks/fixtures';

/**
 * The printed client summary, shown on screen as it lays out on paper (the app shows it only in
 * print). The client's copy is the default; the agent's adds the products not offered.
 */
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

const rowOf = (canvas: ReturnType<typeof within>, product: string) => canvas.getByRole('rowheader', { name: new RegExp(`^${product}`) }).closest('tr')!;

/** The client's copy without names: the top products, and no products not offered. */
export const TopProducts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Client summary' })).toBeVisible();
    await expect(canvas.getByText(/^Prepared May 15, 2026 with Insurance AI Navigator/)).toBeVisible();
    await expect(canvas.queryByText(/Prepared for/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Top products (4)' })).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent(
      'Final Expense PlusAmericoLevel: full death benefit from day oneStandard$64.82/mo$740.80 a year for $25,000$5,000 to $50,00088%',
    );
    // The client's copy leaves the declines out.
    await expect(canvas.queryByRole('heading', { name: /Not offered/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Issue ages 18 to 60/)).not.toBeInTheDocument();
    await expect(canvas.getByText(/Premiums are illustrations/)).toBeVisible();
    await expect(canvas.getByText('Tobacco, as read')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The client's copy as printed from the dialog: who it is for, who prepared it, and the day. */
export const ClientCopyWithNames: Story = {
  args: { copy: 'client', clientName: 'Maria Lopez', agentName: 'Sam Carter', products: quotedResults.slice(0, 2), selection: 'chosen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Prepared for/)).toHaveTextContent('Prepared for Maria Lopez');
    await expect(canvas.getByText(/^Prepared by/)).toHaveTextContent(
      'Prepared by Sam Carter on May 15, 2026 with Insurance AI Navigator · for discussion with the client, not an application',
    );
    await expect(canvas.getByRole('heading', { name: 'Products compared (2)' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Not offered/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Agent copy/)).not.toBeInTheDocument();
  },
};

/** The agent's copy: the products not offered, grouped by reason, in two compact columns. */
export const AgentCopyWithDeclines: Story = {
  args: { copy: 'agent', agentName: 'Sam Carter' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Prepared by/)).toHaveTextContent('Prepared by Sam Carter on May 15, 2026');
    await expect(canvas.getByText(/^Agent copy/)).toHaveTextContent("Agent copy, with the products not offered: for the agent's file");
    await expect(canvas.queryByText(/Prepared for/)).not.toBeInTheDocument();
    // Declines grouped by reason: one line names every product it stopped.
    await expect(canvas.getByRole('heading', { name: 'Not offered (5)' })).toBeVisible();
    await expect(canvas.getByText('Issue ages 18 to 60:').closest('li')).toHaveTextContent('Level Term 20 (SBLI), Level Term 30 (Foresters)');
    await expect(within(canvas.getByRole('heading', { name: 'Not offered (5)' }).parentElement!).getAllByRole('listitem')).toHaveLength(4);
  },
};

/**
 * A graded and a guaranteed-issue product beside a level one: each tier says when the full benefit
 * starts. The graded product carries no Benefit feature: its tier's wording stands in.
 */
export const GradedAndGuaranteedIssue: Story = {
  args: {
    products: [
      {
        ...dependentOffer,
        features: [{ feature: 'Coverage', value: '$5,000 to $50,000' }],
        quote: { ...quotedResults[0]!.quote!, monthly: 88.5, annual: 1011.39 },
      } satisfies Product,
      quotedResults[3]!,
      quotedResults[2]!,
    ],
    selection: 'chosen',
  },
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, 'Final Expense Whole Life')).toHaveTextContent('Graded: part of the benefit in the first 2 years, full after');
    await expect(rowOf(canvas, 'Guaranteed Issue Final Expense')).toHaveTextContent(
      'Guaranteed issue: premiums returned with interest in the first 2 or 3 years, full benefit after',
    );
    // A term product's premium says its term.
    await expect(rowOf(canvas, 'Level Term 20')).toHaveTextContent('Level: full death benefit from day one');
    await expect(rowOf(canvas, 'Level Term 20')).toHaveTextContent('Preferred$49.30/mo$563.43 a year for $100,000, 20-year term (does not offer $25,000)');
  },
};

export const ChosenProducts: Story = {
  args: { products: quotedResults.slice(1, 3), selection: 'chosen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Products compared (2)' })).toBeVisible();
    await expect(canvas.getByText(/does not offer \$25,000/)).toBeVisible();
    await expect(canvas.getByText(/for \$100,000, 20-year term/)).toBeVisible();
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
