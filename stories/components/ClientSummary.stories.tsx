import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClientSummary } from '../../src/components/ClientSummary';
import { healthProfileSchema, type Product } from '../../src/contract';
import { profileRows } from '../../src/features/search/PrintSummary';
import { guaranteedOffer, heldAndDeclined, quitOffer, readingWithOpenAnswers, readingWithUnreadWord, useOffer } from '../unsureFixtures';
import { clearReading, dependentOffer, postponedDeclines, quotedResults, readingAnswered, readingInContext, readingWithAmbiguity, sampleDeclines } from '../../src/mocks/fixtures';

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
      { label: 'Medications', value: 'Eliquis 5mg twice daily; Atorvastatin 20mg', health: true },
      { label: 'Medical conditions', value: 'Type 2 diabetes dx 2016, controlled on tablets', health: true },
      { label: 'Family history', value: '', health: true },
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

/**
 * The client's copy without names: the top products, and no products not offered; no health text
 * unless asked, and neither the coverage range nor the score (the agent's working figures).
 */
export const TopProducts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Client summary' })).toBeVisible();
    await expect(canvas.getByText(/^Prepared May 15, 2026 with Insurance AI Navigator/)).toBeVisible();
    await expect(canvas.queryByText(/Prepared for/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Top products (4)' })).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('Final Expense PlusAmericoLevel: full death benefit from day oneStandard$64.82/mo$740.80 a year for $25,000');
    await expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product', 'Benefit and waiting period', 'Rate class', 'Premium (illustration)']);
    await expect(canvas.queryByText('Medications')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Eliquis/)).not.toBeInTheDocument();
    await expect(canvas.queryByText('Conditions, as read')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Still to ask')).not.toBeInTheDocument();
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

/** The client's copy with the health details the agent chose to include: the health text and how it was read. */
export const ClientCopyWithHealthDetails: Story = {
  args: { copy: 'client', healthDetails: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Medications')).toBeVisible();
    await expect(canvas.getByText('Eliquis 5mg twice daily; Atorvastatin 20mg')).toBeVisible();
    await expect(canvas.getByText('Conditions, as read')).toBeVisible();
    await expect(canvas.getByText('Still to ask')).toBeVisible();
    // Still the client's: no range, no score, no products not offered.
    await expect(canvas.queryByRole('columnheader', { name: 'Score' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: /Not offered/ })).not.toBeInTheDocument();
  },
};

/** The agent's contact under who prepared it: phone and licence number, as typed. */
export const ClientCopyWithAgentContact: Story = {
  args: { copy: 'client', clientName: 'Maria Lopez', agentName: 'Sam Carter', agentPhone: '(555) 010-4477', agentLicence: 'CA 0H12345', products: quotedResults.slice(0, 2), selection: 'chosen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Prepared by/)).toHaveTextContent('Prepared by Sam Carter on May 15, 2026');
    await expect(canvas.getByText(/^Agent contact/)).toHaveTextContent('Agent contact: (555) 010-4477 · licence CA 0H12345');
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
 * The agent's copy for a profile read in context: each fact's context in the profile, and the products
 * postponed until results still to come are in, grouped under that reason.
 */
export const AgentCopyReadInContext: Story = {
  args: {
    copy: 'agent',
    profile: profileRows(
      healthProfileSchema.parse({
        age: '58',
        gender: 'female',
        height: "5'5''",
        weight: '160',
        smoker: false,
        coverageAmount: '25000',
        medications: 'Metformin 500mg twice daily',
        medicalConditions: 'Lung nodule, biopsy results pending\nGestational diabetes 2001\nBorderline high blood pressure\nType 2 diabetes dx 2019, A1C 6.9\nDepression, hospitalized 2024',
        familyHistory: '',
      }),
    ),
    reading: readingInContext,
    products: quotedResults.filter((p) => p.kind === 'guaranteed-issue'),
    declined: postponedDeclines,
  },
  play: async ({ canvas }) => {
    const row = canvas.getByText('Read in context', { selector: 'dt' }).nextElementSibling as HTMLElement;
    await expect(row).toHaveTextContent(
      'pending: lung nodule, results still to come; history: diabetes (pregnancy only): not rated; borderline: high blood pressure: read as prehypertension; evidence: A1C 6.9: evidence of control of type 2 diabetes; graver: depression with a hospital stay: read as psychiatric hospitalization',
    );
    await expect(canvas.getByText('Postponed until the results are in: lung nodule, results still to come:').closest('li')).toHaveTextContent(
      'Final Expense Plus (Americo), Simplified Whole Life (Foresters)',
    );
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
  // The answers are health details: on the agent's copy (or a client's copy that asks for them).
  args: { reading: readingAnswered, healthDetails: true },
  play: async ({ canvas }) => {
    const answered = canvas.getByText('Answers given').nextElementSibling;
    await expect(answered).toHaveTextContent('What is apixaban taken for? Deep vein thrombosis');
    const open = canvas.getByText('Still to ask').nextElementSibling;
    await expect(open).toHaveTextContent('Which month of 2016 was the type 2 diabetes? (until answered: December)');
    await expect(canvas.getByRole('heading', { name: 'Dates to call the client back' })).toBeVisible();
    await expect(canvas.getByText('The heart attack reaches 2 years on 31 March 2027: 6 products get better')).toBeVisible();
  },
};

/** A healthy 45-year-old, as the search receives her profile; the quote is added per story. */
const healthy45 = { age: '45', height: "5'6''", weight: '150', smoker: false, medications: '', medicalConditions: '', familyHistory: '' };
const readingHealthy45 = { ...clearReading, build: '5\'6", 150 lb, BMI 24.2' };

/** A product of the engine's answer for her, with the features the summary reads. */
const offer = (fields: Omit<Product, 'description' | 'qualifications' | 'exclusions' | 'features'>, coverage: string, term?: string): Product => ({
  description: '',
  qualifications: [],
  exclusions: [],
  features: [
    { feature: 'Coverage', value: coverage },
    ...(term ? [{ feature: 'Term lengths', value: term }] : []),
    { feature: 'Benefit', value: 'Level: full death benefit from day one' },
  ],
  ...fields,
});

/** As the engine quotes them for $20 a month and a 20-year term (female rates). */
const byBudget = { monthlyBudget: 20, rates: 'female' } as const;
const budgetProducts: Product[] = [
  offer(
    {
      id: 'sbli-term-20', name: 'Level Term 20', carrierName: 'SBLI', matchScore: 100, kind: 'term', tier: 'level', rateClass: 'preferred-plus',
      quote: { requested: 210_000, inRange: true, amount: 210_000, minCoverage: 100_000, maxCoverage: 2_000_000, termYears: 20, monthly: 19.77, annual: 225.93, ...byBudget },
    },
    '$100,000 to $2,000,000',
    '20 years',
  ),
  offer(
    {
      id: 'sbli-whole-life', name: 'Participating Whole Life', carrierName: 'SBLI', matchScore: 92, kind: 'whole-life', tier: 'level', rateClass: 'preferred-plus',
      quote: { requested: 27_000, inRange: true, amount: 27_000, minCoverage: 25_000, maxCoverage: 1_000_000, termYears: null, monthly: 19.54, annual: 223.33, ...byBudget },
    },
    '$25,000 to $1,000,000',
  ),
  offer(
    {
      id: 'mutual-of-omaha-senior-whole-life', name: 'Senior Whole Life', carrierName: 'Mutual of Omaha', matchScore: 85, kind: 'final-expense', tier: 'level', rateClass: 'standard',
      quote: { requested: 13_000, inRange: true, amount: 13_000, minCoverage: 2_000, maxCoverage: 40_000, termYears: null, monthly: 19.1, annual: 218.27, ...byBudget },
    },
    '$2,000 to $40,000',
  ),
  // The budget does not reach its minimum: priced there, and ranked after those it reaches.
  offer(
    {
      id: 'mutual-of-omaha-rop-term', name: 'Return of Premium Term', carrierName: 'Mutual of Omaha', matchScore: 92, kind: 'return-of-premium-term', tier: 'level', rateClass: 'preferred-plus',
      quote: { requested: 53_000, inRange: false, amount: 100_000, minCoverage: 100_000, maxCoverage: 1_000_000, termYears: 20, monthly: 32.65, annual: 373.09, ...byBudget },
    },
    '$100,000 to $1,000,000',
    '20, 30 years',
  ),
];

/**
 * Quoted by a monthly budget and a term: the profile says the budget (not "Coverage amount: Not
 * given") and the term; each product the amount the budget buys and its premium, or that the budget
 * does not reach its minimum and the premium there; the rates, once, under the products.
 */
export const QuotedByBudget: Story = {
  args: {
    profile: profileRows(healthProfileSchema.parse({ ...healthy45, gender: 'female', monthlyBudget: '20', termYears: '20' })),
    reading: readingHealthy45,
    products: budgetProducts,
    declined: [
      { id: 'sbli-term-30', name: 'Level Term 30', carrierName: 'SBLI', kind: 'term', reason: 'No 20-year term: the term open is 30 years' },
      { id: 'sbli-term-10', name: 'Level Term 10', carrierName: 'SBLI', kind: 'term', reason: 'No 20-year term: the term open is 10 years' },
    ],
  },
  play: async ({ canvas }) => {
    const row = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(row('Monthly budget')).toHaveTextContent('$20 a month: each product at the largest amount it writes within it');
    await expect(row('Term length')).toHaveTextContent('20 years');
    await expect(canvas.queryByText('Coverage amount', { selector: 'dt' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Amount and premium (illustration)' })).toBeVisible();
    // The amount the budget buys and its premium, with the term for a term product.
    await expect(rowOf(canvas, 'Level Term 20')).toHaveTextContent('$210,000 for $19.77 a month, 20-year term');
    await expect(rowOf(canvas, 'Participating Whole Life')).toHaveTextContent('$27,000 for $19.54 a month');
    await expect(rowOf(canvas, 'Participating Whole Life')).not.toHaveTextContent('-year term');
    await expect(rowOf(canvas, 'Senior Whole Life')).toHaveTextContent('$13,000 for $19.10 a month');
    // A budget under the minimum: the card's words, the minimum and the premium there.
    await expect(rowOf(canvas, 'Return of Premium Term')).toHaveTextContent('$20/mo does not reach the $100,000 minimum At its minimum: $32.65/mo, 20-year term');
    // The rates once, under the products, not on every line.
    await expect(canvas.getByText(/^Premiums are on/)).toHaveTextContent('Premiums are on female rates.');
    await expect(within(canvas.getByRole('table')).queryByText(/female rates/)).not.toBeInTheDocument();
  },
};

/** As the engine quotes a client whose sex is given as Other, for $250,000 and a 20-year term. */
const blended = { requested: 250_000, rates: 'blended' } as const;
const blendedProducts: Product[] = [
  offer(
    {
      id: 'sbli-term-20', name: 'Level Term 20', carrierName: 'SBLI', matchScore: 100, kind: 'term', tier: 'level', rateClass: 'preferred-plus',
      quote: { inRange: true, amount: 250_000, minCoverage: 100_000, maxCoverage: 2_000_000, termYears: 20, monthly: 26.23, annual: 299.76, ...blended },
    },
    '$100,000 to $2,000,000',
    '20 years',
  ),
  offer(
    {
      id: 'mutual-of-omaha-simplified-term', name: 'Simplified Issue Term', carrierName: 'Mutual of Omaha', matchScore: 92, kind: 'simplified-term', tier: 'level', rateClass: 'preferred',
      quote: { inRange: true, amount: 250_000, minCoverage: 25_000, maxCoverage: 300_000, termYears: 20, monthly: 50.09, annual: 572.49, ...blended },
    },
    '$25,000 to $300,000',
    '10, 15, 20, 30 years',
  ),
  // Cannot write the amount asked: priced at the nearest it offers, after those that can.
  offer(
    {
      id: 'foresters-simplified-whole-life', name: 'Simplified Issue Whole Life', carrierName: 'Foresters', matchScore: 84, kind: 'simplified-whole-life', tier: 'level', rateClass: 'preferred',
      quote: { inRange: false, amount: 150_000, minCoverage: 15_000, maxCoverage: 150_000, termYears: null, monthly: 141.94, annual: 1622.16, ...blended },
    },
    '$15,000 to $150,000',
  ),
];

/** A client whose sex is given as Other: the premiums are on blended rates, and the summary says what that means, once. */
export const BlendedRatesForOther: Story = {
  args: {
    profile: profileRows(healthProfileSchema.parse({ ...healthy45, gender: 'other', coverageAmount: '250000', termYears: '20' })),
    reading: readingHealthy45,
    products: blendedProducts,
    declined: [],
  },
  play: async ({ canvas }) => {
    const row = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(row('Sex')).toHaveTextContent('Other');
    await expect(row('Coverage amount')).toHaveTextContent('$250,000');
    await expect(row('Term length')).toHaveTextContent('20 years');
    await expect(canvas.queryByText('Monthly budget', { selector: 'dt' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Premium (illustration)' })).toBeVisible();
    await expect(rowOf(canvas, 'Level Term 20')).toHaveTextContent('$26.23/mo$299.76 a year for $250,000, 20-year term');
    await expect(rowOf(canvas, 'Simplified Issue Whole Life')).toHaveTextContent('$141.94/mo$1,622.16 a year for $150,000 (does not offer $250,000)');
    await expect(canvas.getByText(/^Premiums are on/)).toHaveTextContent(
      "Premiums are on blended rates: the average of male and female rates, as the client's sex is given as Other.",
    );
    await expect(within(canvas.getByRole('table')).queryByText(/blended/)).not.toBeInTheDocument();
  },
};

/** What a product's row says beside its premium while an answer it rests on is open. */
const caveatOf = (canvas: ReturnType<typeof within>, product: string) => rowOf(canvas, product).querySelector('[data-caveat]');

/** A former smoker with no quit date, on quetiapine: offers at the cautious answers, each with the premium it would be otherwise. */
const openAnswersArgs = {
  reading: readingWithOpenAnswers,
  products: [quitOffer, useOffer, guaranteedOffer],
  declined: sampleDeclines,
};

/**
 * The agent's copy: a premium, tier or rate class that rests on an open answer says so beside it,
 * with every other answer that changes it and the premium then, in the agent's words.
 */
export const PremiumWithItsCondition: Story = {
  args: { ...openAnswersArgs, copy: 'agent' },
  play: async ({ canvas }) => {
    await expect(caveatOf(canvas, 'Final Expense Plus')).toHaveTextContent(
      'Until answered: Standard Tobacco $139.49/mo; $59.24/mo (level at Standard) if quit 1 to 2 years ago or more; $52.10/mo (level at Preferred) if quit 5 years ago or more',
    );
    await expect(caveatOf(canvas, 'Living Promise')).toHaveTextContent('Until answered: Standard $98.40/mo; $63.61/mo (level at Standard) if insomnia or depression');
    // Guaranteed issue asks nothing: nothing rests on an answer.
    await expect(caveatOf(canvas, 'Guaranteed Issue Final Expense')).toBeNull();
    await expect(rowOf(canvas, 'Final Expense Plus')).toHaveTextContent(/Graded.*Standard Tobacco\$139\.49\/mo/);
    await expect(canvas.getByText('Still to ask')).toBeVisible();
  },
};

/**
 * The client's copy of the same: the premium beside what it rests on, in plain words: no condition,
 * drug or answer named (the health details were not asked for).
 */
export const PremiumWithItsConditionClientCopy: Story = {
  args: { ...openAnswersArgs, copy: 'client' },
  play: async ({ canvas, canvasElement }) => {
    await expect(caveatOf(canvas, 'Final Expense Plus')).toHaveTextContent(
      'Until answered: Standard Tobacco $139.49/mo; $59.24/mo (level at Standard) or $52.10/mo (level at Preferred) if an answer still to give differs',
    );
    await expect(caveatOf(canvas, 'Living Promise')).toHaveTextContent('Until answered: Standard $98.40/mo; $63.61/mo (level at Standard) if an answer still to give differs');
    // No health word anywhere on the client's copy: neither the drug, nor its uses, nor the answers.
    for (const word of [/quetiapine/i, /seroquel/i, /insomnia/i, /depression/i, /bipolar/i, /if quit/i]) await expect(canvasElement).not.toHaveTextContent(word);
    await expect(canvas.queryByText('Still to ask')).not.toBeInTheDocument();
  },
};

/** A word the engine cannot read: every underwritten product held. The agent's copy lists them apart, with the reason and what they depend on. */
export const HeldUntilAWordIsAnswered: Story = {
  args: { reading: readingWithUnreadWord, products: [guaranteedOffer], declined: heldAndDeclined, copy: 'agent' },
  play: async ({ canvas }) => {
    const held = canvas.getByRole('heading', { name: 'Held until answered (3)' }).parentElement!;
    const group = within(held).getByRole('listitem');
    await expect(group).toHaveTextContent(
      "Held until 'Copenhagen' is answered: a word the engine cannot read: Final Expense Plus (Americo), Living Promise Level (Mutual of Omaha), Level Term 20 (SBLI)Depends on what 'Copenhagen' is:",
    );
    // The declines beside them, apart.
    const notOffered = canvas.getByRole('heading', { name: 'Not offered (1)' }).parentElement!;
    await expect(within(notOffered).getByRole('listitem')).toHaveTextContent('Issue ages 18 to 60: Level Term 30 (Foresters)');
  },
};

/** The client's copy of the same: how many products wait on an answer, in plain words; not the word. */
export const HeldUntilAWordIsAnsweredClientCopy: Story = {
  args: { reading: readingWithUnreadWord, products: [guaranteedOffer], declined: heldAndDeclined, copy: 'client' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('3 more products are held until a question still open is answered.')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/Copenhagen/);
    await expect(canvas.queryByRole('heading', { name: /Held until answered|Not offered/ })).not.toBeInTheDocument();
  },
};
