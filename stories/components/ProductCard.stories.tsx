import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ProductCard } from '../../src/components/ProductCard';
import { blendedBudgetResults, budgetResults, dependentOffer, finalExpenseOffer, manyNotesOffer, quotedResults, sampleOffer, sampleResults } from '../../src/mocks/fixtures';
import type { Product } from '../../src/contract';
import { quitOffer, useOffer } from '../unsureFixtures';

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: { product: sampleResults[0]!, onViewDetails: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithExclusions: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Term Life Express 20' });
    await expect(card).toHaveTextContent('Mutual of Omaha');
    await expect(canvas.getByText('95% match')).toBeVisible();
    await expect(canvas.getByText(/Level premiums for the full term/)).toBeVisible();
    await expect(canvas.getByText('Coverage $100,000 – $2,000,000')).toBeVisible();
    await expect(canvas.getByText('Qualifications', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByText('Exclusions', { selector: 'dt' })).toBeVisible();
    // The first of each list on the card, a line each, the rest in View Full Details.
    await expect(canvas.getByText('Insulin-treated diabetes diagnosed before age 40')).toBeVisible();
    await expect(canvas.queryByText('Any cancer treatment in the last 5 years')).not.toBeInTheDocument();
    await expect(canvas.getByText('+2 more')).toBeVisible();
    await expect(canvas.getAllByText('+1 more')).toHaveLength(2);
    // Said whole to a screen reader: where the rest is.
    await expect(canvas.getByText('+2 more')).toHaveTextContent('+2 more (see View Full Details)');
  },
};

export const WithoutExclusions: Story = {
  args: { product: sampleResults[1]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Qualifications', { selector: 'dt' })).toBeVisible();
    await expect(canvas.queryByText('Exclusions', { selector: 'dt' })).not.toBeInTheDocument();
    // A product without the engine's details (the built-in fallback samples) shows no tier, rate class or question.
    await expect(canvas.queryByText(/ benefit$/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Rate class/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

export const ViewFullDetails: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /View Full Details/ }));
    await expect(args.onViewDetails).toHaveBeenCalledWith(sampleResults[0]);
  },
};

export const WithTierRateClassAndQuestion: Story = {
  args: { product: sampleOffer },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Level Term 20' });
    await expect(card).toHaveTextContent('SBLI');
    await expect(canvas.getByText('96% match')).toBeVisible();
    await expect(canvas.getByText('Level benefit')).toBeVisible();
    // The rate class is named for a screen reader, not only shown as a pill.
    await expect(canvas.getByText('Preferred Plus')).toBeVisible();
    await expect(canvas.getByText('Preferred Plus').closest('[data-tone]')).toHaveTextContent('Rate class: Preferred Plus');
    const note = canvas.getByRole('note', { name: 'Ask the client' });
    await expect(note).toHaveTextContent("Ask at what age the father's heart disease was found: before 60 would make the best class Preferred");
    await expect(note).toHaveAttribute('data-tone', 'warning');
    // Everything docs/product.md §5.5 lists stays on the card.
    await expect(canvas.getByText('Features', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByText('Qualifications', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByText('Exclusions', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View Full Details: Level Term 20' })).toBeVisible();
  },
};

export const WithPremium: Story = {
  args: { product: quotedResults[0]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$64.82/mo')).toBeVisible();
    await expect(canvas.getByText('Illustrative premium for $25,000')).toBeVisible();
  },
};

export const AmountOutsideRange: Story = {
  args: { product: quotedResults[2]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Does not offer $25,000: coverage $100,000 to $2,000,000')).toBeVisible();
    await expect(canvas.getByText('Nearest amount offered: $100,000, illustratively $49.30/mo, 20-year term')).toBeVisible();
    await expect(canvas.queryByText(/Illustrative premium for/)).not.toBeInTheDocument();
  },
};

export const WithCompareBox: Story = {
  args: { product: quotedResults[1]!, compare: { isSelected: false, onChange: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Compare Living Promise Level, Mutual of Omaha' });
    await expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(args.compare!.onChange).toHaveBeenCalledWith(true);
  },
};

/** An offer that depends on an open question, and a look-back that will make it better: both said on the card. */
export const DependsOnAndCountdown: Story = {
  args: { product: dependentOffer },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: 'Depends on the client’s answer' });
    await expect(note).toHaveTextContent('Depends on what quetiapine is taken for: level if insomnia or depression; graded if bipolar disorder or schizophrenia');
    const dates = canvas.getByRole('list', { name: 'When this offer gets better' });
    await expect(dates).toHaveTextContent('The heart attack reaches 2 years on 31 March 2027: then level');
  },
};

/**
 * Several answers and dates: the card says the first of each, cut to two lines, and how many more
 * (all of them in View Full Details), so it stays within a phone's screen.
 */
export const SeveralAnswersAndDates: Story = {
  args: { product: manyNotesOffer },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: 'Depends on the client’s answer' });
    await expect(note).toHaveTextContent(`${manyNotesOffer.dependsOn![0]}+2 more (see View Full Details)`);
    await expect(note).not.toHaveTextContent('prednisone');
    await expect(within(note).getByText('+2 more')).toBeVisible();
    const dates = canvas.getByRole('list', { name: 'When this offer gets better' });
    await expect(dates).toHaveTextContent(`${manyNotesOffer.countdowns![0]!.text}+1 more (see View Full Details)`);
    // Cut to two lines on screen (14 px text at 1.5): the card keeps its glance.
    const firstLines = [within(note).getByText(/^Depends on what quetiapine/).closest('p')!, within(dates).getByText(/^The heart attack reaches 2 years/)];
    for (const line of firstLines) await expect(line.getBoundingClientRect().height).toBeLessThanOrEqual(2 * 1.5 * 14 + 1);
  },
};

/**
 * The same card on a phone: its depends-on line and its countdown line are a line each (whole for a
 * screen reader, every line in View Full Details), so a client with several open answers still gets
 * cards of under half a screen.
 */
export const SeveralAnswersAndDatesOnAPhone: Story = {
  args: { product: manyNotesOffer },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(414);
    const note = canvas.getByRole('note', { name: 'Depends on the client’s answer' });
    // The whole first line is in the page: cut on screen only.
    await expect(note).toHaveTextContent(`${manyNotesOffer.dependsOn![0]}+2 more (see View Full Details)`);
    const dates = canvas.getByRole('list', { name: 'When this offer gets better' });
    const firstLines = [within(note).getByText(/^Depends on what quetiapine/).closest('p')!, within(dates).getByText(/^The heart attack reaches 2 years/)];
    // One line on screen (14 px text at 1.5).
    for (const line of firstLines) await expect(line.getBoundingClientRect().height).toBeLessThanOrEqual(1.5 * 14 + 1);
    await expect(within(note).getByText('+2 more')).toBeVisible();
    const card = canvas.getByRole('article');
    await expect(card.getBoundingClientRect().height).toBeLessThan(window.innerHeight * 0.5);
  },
};

const budgetOffer = (list: typeof budgetResults, id: string) => list.find((p) => p.id === id)!;

/** Quoted by a monthly budget: the figure is the largest amount the budget buys, the note its premium and rates. */
export const QuotedByBudget: Story = {
  args: { product: budgetOffer(budgetResults, 'americo-final-expense-plus') },
  play: async ({ canvas }) => {
    const figure = canvas.getByText('$10,000');
    await expect(figure).toBeVisible();
    await expect(figure.closest('[data-quote]')).toHaveTextContent('$10,000Largest amount within $50/mo: $48.24/mo, female rates');
    // The rates end the note in a span of their own (a phone says them once under the cards).
    await expect(canvas.getByText(/^Largest amount within \$50\/mo: \$48\.24\/mo/)).toHaveTextContent(/^Largest amount within \$50\/mo: \$48\.24\/mo, female rates$/);
    await expect(canvas.getByText(', female rates')).toBeVisible();
    await expect(canvas.queryByText(/Illustrative premium for/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/does not reach/)).not.toBeInTheDocument();
  },
};

/** A budget under the product's minimum: said in place of the figure, with the premium at the minimum. */
export const BudgetDoesNotReachMinimum: Story = {
  args: { product: budgetOffer(budgetResults, 'sbli-term-10') },
  play: async ({ canvas }) => {
    const figure = canvas.getByText('$50/mo does not reach the $100,000 minimum');
    await expect(figure).toBeVisible();
    await expect(canvas.getByText(/^At its minimum: \$59\.95\/mo, 10-year term/)).toHaveTextContent(/^At its minimum: \$59\.95\/mo, 10-year term, female rates$/);
    await expect(canvas.queryByText(/Largest amount within/)).not.toBeInTheDocument();
    await expect(figure.closest('[data-quote]')).toHaveTextContent('At its minimum: $59.95/mo, 10-year term, female rates');
  },
};

/** A client whose sex is Other: the premium is on blended rates, and the card says what that means. */
export const BlendedRatesForOther: Story = {
  args: { product: budgetOffer(blendedBudgetResults, 'americo-level-term') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$64,000')).toBeVisible();
    await expect(canvas.getByText(/^Largest amount within \$50\/mo: \$49\.96\/mo, 10-year term/)).toHaveTextContent(/^Largest amount within \$50\/mo: \$49\.96\/mo, 10-year term, blended rates \(the average of male and female, for sex Other\)$/);
    await expect(canvas.getByText(', blended rates (the average of male and female, for sex Other)')).toBeVisible();
    await expect(canvas.queryByText(/female rates|male rates/)).not.toBeInTheDocument();
  },
};

/** A level term quoted for an amount, as the engine quotes it for a woman: $50,000 over 20 years. */
const termQuoted: Product = {
  ...sampleOffer,
  quote: { requested: 50_000, inRange: true, amount: 50_000, minCoverage: 50_000, maxCoverage: 2_000_000, termYears: 20, monthly: 9.18, annual: 105.6, rates: 'female' },
};

/**
 * A premium on a phone: its note is a line under the figure, the rates at its end said once under
 * the cards there, as every card's are the same (they took a second line on most cards); a screen
 * reader still reads them on each card, and from the tablet width up each card shows them.
 */
export const QuotedOnAPhone: Story = {
  args: { product: termQuoted },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(414);
    await expect(canvas.getByText('$9.18/mo')).toBeVisible();
    const note = canvas.getByText(/^Illustrative premium for \$50,000, 20-year term/);
    await expect(note).toHaveTextContent(/^Illustrative premium for \$50,000, 20-year term, female rates$/);
    // One line of fine print (12 px text at 1.5), the rates not drawn.
    await expect(note.getBoundingClientRect().height).toBeLessThanOrEqual(1.5 * 12 + 1);
    await expect(canvas.getByText(', female rates').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/**
 * At a glance: what an agent decides on first (benefit, rate class, score, premium, one line of
 * why), then every section the spec names, summarised: the rest of each list is in View Full Details.
 */
export const AtAGlance: Story = {
  args: { product: finalExpenseOffer, compare: { isSelected: false, onChange: fn() } },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Senior Whole Life' });
    await expect(canvas.getByText('Level benefit')).toBeVisible();
    await expect(canvas.getByText('86% match')).toBeVisible();
    await expect(canvas.getByText('$57.20/mo')).toBeVisible();
    // The reason that costs the score most, without its points.
    await expect(card).toHaveTextContent('Why: Rate class Standard: BMI 32.6 over 32, type 2 diabetes, hypertension');
    await expect(card).not.toHaveTextContent('(−5)');
    await expect(canvas.getByText(/^Final expense whole life for seniors/)).toBeVisible();
    // The first of six features, of five qualifications, of four exclusions, a line each: the rest one press away.
    await expect(canvas.getByText('Coverage $2,000 to $40,000')).toBeVisible();
    await expect(canvas.queryByText('Underwriting')).not.toBeInTheDocument();
    await expect(canvas.getByText('Issue ages 45 to 85')).toBeVisible();
    await expect(canvas.queryByText(/^Height and weight inside/)).not.toBeInTheDocument();
    await expect(canvas.getByText('+5 more')).toBeVisible();
    await expect(canvas.getByText('+4 more')).toBeVisible();
    await expect(canvas.getByText('+3 more')).toBeVisible();
    await expect(canvas.getByText('Declines ever: terminal illness')).toBeVisible();
    await expect(canvas.queryByText(/^Declines within the last 3 years/)).not.toBeInTheDocument();
    // A line each: no summarised item runs to a second line.
    for (const item of canvasElement.querySelectorAll('dt + dd')) await expect(item.getBoundingClientRect().height).toBeLessThan(24);
    await expect(canvas.getByRole('button', { name: 'View Full Details: Senior Whole Life' })).toBeVisible();
  },
};

/** The same card on a phone: it fits well within one screen (844 px tall), name to View Full Details. */
export const AtAGlanceOnAPhone: Story = {
  args: AtAGlance.args,
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(414);
    const card = canvas.getByRole('article', { name: 'Senior Whole Life' });
    // Well within one screen: about half of it, so twenty cards fit in twelve screens with room to spare.
    await expect(card.getBoundingClientRect().height).toBeLessThan(window.innerHeight * 0.5);
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByText('$57.20/mo').getBoundingClientRect().top - card.getBoundingClientRect().top).toBeLessThan(200);
  },
};

/**
 * Both outcomes on the card: an offer shown at the cautious answer (tobacco rates, graded, until a
 * quit date is given) says beside its premium what it would be otherwise, with that premium; the
 * other answers are in View Full Details ("+1 more").
 */
export const BothOutcomes: Story = {
  args: { product: quitOffer },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$139.49/mo')).toBeVisible();
    await expect(canvas.getByText('Graded benefit')).toBeVisible();
    const otherwise = canvas.getByRole('note', { name: 'Until answered' });
    await expect(otherwise).toHaveTextContent('Standard Tobacco $139.49/mo · $59.24/mo if quit 1 to 2 years ago or more+1 more (see View Full Details)');
    // Right under the premium: what it rests on is said beside it.
    const premium = canvas.getByText('$139.49/mo').closest('[data-quote]')!;
    await expect(premium.nextElementSibling).toBe(otherwise);
    // Two lines at most from the tablet width up (14 px text at 1.5).
    await expect(within(otherwise).getByText(/if quit/).getBoundingClientRect().height).toBeLessThanOrEqual(2 * 1.5 * 14 + 1);
    await expect(within(otherwise).getByText(/^Standard Tobacco \$139\.49\/mo ·\s*$/)).toBeVisible();
  },
};

/**
 * The same card on a phone: the line is one line (whole for a screen reader, every alternative in
 * View Full Details), so the card stays under half a screen.
 */
export const BothOutcomesOnAPhone: Story = {
  args: { product: quitOffer },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(414);
    const otherwise = canvas.getByRole('note', { name: 'Until answered' });
    await expect(otherwise).toHaveTextContent('Standard Tobacco $139.49/mo · $59.24/mo if quit 1 to 2 years ago or more+1 more (see View Full Details)');
    // The class and premium as shown are just above: the line shows the other outcome alone (the rest read by a screen reader).
    const line = within(otherwise).getByText(/if quit/);
    await expect(line.getBoundingClientRect().height).toBeLessThanOrEqual(1.5 * 14 + 1);
    await expect(within(otherwise).getByText(/^Standard Tobacco \$139\.49\/mo ·\s*$/).getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(within(otherwise).getByText('+1 more')).toBeVisible();
    const card = canvas.getByRole('article');
    await expect(card.getBoundingClientRect().height).toBeLessThan(window.innerHeight * 0.5);
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A drug's use open: the premium at the graver use, and the one at the milder, a line. */
export const BothOutcomesForADrugsUse: Story = {
  args: { product: useOffer },
  play: async ({ canvas }) => {
    const otherwise = canvas.getByRole('note', { name: 'Until answered' });
    await expect(otherwise).toHaveTextContent(/^Standard \$98\.40\/mo · \$63\.61\/mo if insomnia or depression$/);
    await expect(within(otherwise).queryByText(/more/)).not.toBeInTheDocument();
  },
};
