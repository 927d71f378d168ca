import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchScreen } from '../../src/features/search/SearchScreen';
import { profileAtom } from '../../src/features/search/atoms';
import { assessProfile } from '../../src/engine';
import { healthProfileSchema, type HealthProfile } from '../../src/contract';
import { submitSearch } from './fillProfile';

/**
 * The search screen against the real endpoint, for what the underwriting answer adds: how the
 * profile was read, the questions to ask, and the products not offered with their reasons. Each
 * play compares the screen with what the engine itself answers for the same profile.
 */
const meta = {
  title: 'Features/Search/Underwriting',
  component: SearchScreen,
  // The screen lives at /search in the app's router (the details dialog is a step in its history).
  parameters: { layout: 'padded', route: { path: '/search', initialEntry: '/search' } },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const base: HealthProfile = {
  age: '66',
  gender: 'male',
  height: "5'10''",
  weight: '180',
  smoker: false,
  medications: '',
  medicalConditions: '',
  familyHistory: '',
};
/** The stories' frozen clock (see .storybook/preview). */
const NOW = new Date('2026-05-15T14:30:00Z');
const withProfile = (over: Partial<HealthProfile>) => ({ atoms: [[profileAtom, { ...base, ...over }]] as const });
const answer = (over: Partial<HealthProfile>) => assessProfile(healthProfileSchema.parse({ ...base, ...over }), { now: NOW });

const ambiguous = { medications: 'Lasix\nvitamin D', medicalConditions: 'COPD w/ oxygen\nzorbat syndrome' };
export const ReadBackWithAQuestionAndAnUnknownWord: Story = {
  // A tall page of cards: the read-back's look is Components/ProfileReadBack.
  tags: ['skip-visual'],
  parameters: withProfile(ambiguous),
  play: async ({ canvas, userEvent }) => {
    const expected = answer(ambiguous);
    await submitSearch(canvas, userEvent);
    const readBack = within(await canvas.findByRole('region', { name: 'How the profile was read' }));
    await expect(readBack.getByRole("radiogroup", { name: "What is furosemide taken for?" })).toBeVisible();
    await expect(readBack.getByText('Home oxygen use', { exact: false })).toBeVisible();
    await expect(readBack.getAllByText(/zorbat/)[0]).toBeVisible();
    await expect(readBack.getByText(/no underwriting weight/i)).toBeVisible();
    // Oxygen is a part 1 knock-out: only guaranteed issue is left, and the declines say why.
    await expect(expected.offered.every((o) => o.tier === 'guaranteed')).toBe(true);
    await expect(await canvas.findByRole('heading', { name: `${expected.offered.length} Products Found` })).toBeVisible();
    // Below every card: it comes with the rest of them, a frame after the answer.
    const trigger = await canvas.findByRole('button', { name: `Not offered (${expected.declined.length})` });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

const healthy = { age: '70' };
export const DeclinesCollapsedUnderResults: Story = {
  tags: ['skip-visual'],
  parameters: withProfile(healthy),
  play: async ({ canvas, userEvent }) => {
    const expected = answer(healthy);
    await submitSearch(canvas, userEvent);
    await canvas.findByRole('heading', { name: `${expected.offered.length} Products Found` });
    // Below every card: it comes with the rest of them, a frame after the answer.
    const trigger = await canvas.findByRole('button', { name: `Not offered (${expected.declined.length})` });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const first = expected.declined[0]!;
    await expect(canvas.getAllByText(first.reason).length).toBeGreaterThan(0);
    // The card itself names the benefit tier and the rate class.
    const top = within((await canvas.findAllByRole('article'))[0]!);
    await expect(top.getByText(/Level benefit/)).toBeVisible();
  },
};

const tooOld = { age: '86' };
export const NothingOfferedDeclinesOpen: Story = {
  // Fifty-seven declines make a page too tall to screenshot; Components/SearchResults/EmptyWithDeclines is the look.
  tags: ['skip-visual'],
  parameters: withProfile(tooOld),
  play: async ({ canvas, userEvent }) => {
    const expected = answer(tooOld);
    await expect(expected.offered).toHaveLength(0);
    await submitSearch(canvas, userEvent);
    await expect(await canvas.findByRole('heading', { name: 'No Matching Products' })).toBeVisible();
    const trigger = canvas.getByRole('button', { name: `Not offered (${expected.declined.length})` });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByText('Issue ages 50 to 85').length).toBeGreaterThan(0);
  },
};

const seroquel = { medications: 'Seroquel 300 mg' };
/** The engine's answers for the Seroquel client, before and after "taken for insomnia". */
const seroquelAnswers = () => ({ before: answer(seroquel), after: answer({ ...seroquel, answers: { 'use:quetiapine': 'insomnia' } }) });
/**
 * A question answered in place: the results are worked out again at once, without submitting the
 * form, and the answer stays with the profile for the next search.
 */
export const AnswerAQuestionInPlace: Story = {
  tags: ['skip-visual'],
  parameters: withProfile(seroquel),
  play: async ({ canvas, userEvent }) => {
    const { before, after } = seroquelAnswers();
    await expect(after.offered.length).toBeGreaterThan(before.offered.length);
    await submitSearch(canvas, userEvent);
    await canvas.findByRole('heading', { name: `${before.offered.length} Products Found` });
    const group = canvas.getByRole('radiogroup', { name: 'What is quetiapine taken for?' });
    await expect(group).toHaveAccessibleDescription(/read as bipolar disorder.*Evidence: 300 mg/);
    // Every offer the answer would change says so on its card.
    const dependent = before.offered.filter((o) => o.dependsOn.length > 0);
    await expect(dependent.length).toBeGreaterThan(0);
    const first = within(canvas.getAllByRole('article')[0]!);
    if (before.offered[0]!.dependsOn.length > 0) await expect(first.getByText(before.offered[0]!.dependsOn[0]!)).toBeVisible();

    // From the keyboard: to the group, then the arrow keys choose.
    within(group).getByRole('radio', { name: 'Insomnia' }).focus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByRole('heading', { name: `${after.offered.length} Products Found` })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Insomnia' })).toBeChecked();
    // The new results did not take the agent's place: focus is still on the answer.
    await expect(canvas.getByRole('radio', { name: 'Insomnia' })).toHaveFocus();
    await expect(canvas.getByRole('radiogroup', { name: 'What is quetiapine taken for?' })).toHaveAccessibleDescription(/Answered: insomnia/);

    // The answer joined the profile: the next search sends it again.
    await submitSearch(canvas, userEvent);
    await expect(await canvas.findByRole('heading', { name: `${after.offered.length} Products Found` })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Insomnia' })).toBeChecked();

    // Cleared, the assumed reading is back.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear answer: What is quetiapine taken for?' }));
    await expect(await canvas.findByRole('heading', { name: `${before.offered.length} Products Found` })).toBeVisible();
  },
};

/**
 * On a busy phone the frame that lands a search's answer on its heading can come after the agent has
 * already answered a question in the results: that late frame leaves the focus on the answer. The
 * play holds the page's frames back from the submit until the answer's update is done, then lets
 * them run.
 */
export const AnswerBeforeTheFrame: Story = {
  tags: ['skip-visual'],
  parameters: withProfile(seroquel),
  play: async ({ canvas, userEvent }) => {
    const { before, after } = seroquelAnswers();
    const held: FrameRequestCallback[] = [];
    const realFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => held.push(callback) + 1_000_000;
    try {
      await submitSearch(canvas, userEvent);
      await canvas.findByRole('heading', { name: `${before.offered.length} Products Found` });
      const insomnia = within(canvas.getByRole('radiogroup', { name: 'What is quetiapine taken for?' })).getByRole('radio', { name: 'Insomnia' });
      insomnia.focus();
      await userEvent.keyboard(' ');
      await canvas.findByRole('heading', { name: `${after.offered.length} Products Found` });
      await expect(held.length).toBeGreaterThan(0);
    } finally {
      window.requestAnimationFrame = realFrame;
    }
    // The frames come now, the search's landing among them.
    for (const callback of held.splice(0)) callback(performance.now());
    await new Promise((resolve) => realFrame(() => realFrame(resolve)));
    await expect(canvas.getByRole('radio', { name: 'Insomnia' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Insomnia' })).toBeChecked();
  },
};

const heartAttack = { medicalConditions: 'heart attack March 2025' };
/** A dated fact that lowers a tier: the card says the day the look-back runs out, and the read-back lists the days. */
export const LookBackDatesOnCards: Story = {
  tags: ['skip-visual'],
  parameters: withProfile(heartAttack),
  play: async ({ canvas, userEvent }) => {
    const expected = answer(heartAttack);
    const dated = expected.offered.find((o) => o.countdowns.length > 0)!;
    await expect(dated).toBeDefined();
    await submitSearch(canvas, userEvent);
    await canvas.findByRole('heading', { name: `${expected.offered.length} Products Found` });
    const card = await canvas.findByRole('article', { name: dated.name });
    await expect(within(card).getByRole('list', { name: 'When this offer gets better' })).toHaveTextContent(dated.countdowns[0]!.text);
    const readBack = within(canvas.getByRole('region', { name: 'How the profile was read' }));
    await expect(readBack.getByText(expected.reading.callBacks[0]!.text)).toBeVisible();
  },
};

const yearOnly = { age: '72', gender: 'female' as const, medicalConditions: 'breast cancer 2016, in remission' };
/** A year alone, with a look-back ending inside it: the month is asked, and the answer settles it. */
export const MonthOfAYearAsked: Story = {
  tags: ['skip-visual'],
  parameters: withProfile(yearOnly),
  play: async ({ canvas, userEvent }) => {
    const before = answer(yearOnly);
    const after = answer({ ...yearOnly, answers: { 'month:breast-cancer': '3' } });
    await submitSearch(canvas, userEvent);
    await canvas.findByRole('heading', { name: `${before.offered.length} Products Found` });
    const months = canvas.getByRole('radiogroup', { name: 'Which month of 2016 was the breast cancer?' });
    await userEvent.click(within(months).getByRole('radio', { name: 'March' }));
    await expect(await canvas.findByRole('heading', { name: `${after.offered.length} Products Found` })).toBeVisible();
  },
};

const unreadWord = { medicalConditions: 'zorbatitis' };
/**
 * A word the engine cannot read, asked in place: until answered every underwritten product is held
 * (marked Held under Not offered, with what it depends on) and guaranteed issue is offered; one press
 * ("Nothing to underwrite") lets them go, without submitting the form.
 */
export const UnreadWordAnsweredInPlace: Story = {
  tags: ['skip-visual'],
  parameters: withProfile(unreadWord),
  play: async ({ canvas, userEvent }) => {
    const before = answer(unreadWord);
    const question = before.reading.questions.find((q) => q.kind === 'word')!;
    await expect(question.text).toBe("What is 'zorbatitis'?");
    const held = before.declined.filter((d) => /^Held until/.test(d.reason));
    await expect(held.length).toBeGreaterThan(0);
    await expect(before.offered.every((o) => o.tier === 'guaranteed')).toBe(true);
    const after = answer({ ...unreadWord, answers: { [question.id]: 'nothing' } });
    await expect(after.offered.length).toBeGreaterThan(before.offered.length);

    await submitSearch(canvas, userEvent);
    await canvas.findByRole('heading', { name: `${before.offered.length} Products Found` });
    const group = canvas.getByRole('radiogroup', { name: question.text });
    await expect(group).toHaveAccessibleDescription(new RegExp(`^Until answered, held as a condition the engine cannot read.*${question.changes ?? ''}`));
    // The notice counts it: some answer changes the results.
    await expect(canvas.getByText(/answers? can change these results/)).toBeVisible();
    const trigger = await canvas.findByRole('button', { name: `Not offered (${before.declined.length})` });
    await expect(canvas.getByText(`${held.length === before.declined.length ? 'All' : `${held.length} of them`} held until a question in how the profile was read is answered, not declined.`)).toBeVisible();
    await userEvent.click(trigger);
    const first = canvas.getAllByText(held[0]!.reason, { selector: 'p' })[0]!;
    await expect(within(first).getByText('Held')).toBeVisible();

    await userEvent.click(within(group).getByRole('radio', { name: 'Nothing to underwrite' }));
    await expect(await canvas.findByRole('heading', { name: `${after.offered.length} Products Found` })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Nothing to underwrite' })).toBeChecked();
  },
};
