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
  parameters: { layout: 'padded' },
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
    await expect(readBack.getByText(/Ask what furosemide is taken for/)).toBeVisible();
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
    const top = within(canvas.getAllByRole('article')[0]!);
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
