import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReadBackQuestion } from '../../src/components/ReadBackQuestion';
import { quetiapineQuestion as drugUse, readingWithAmbiguity } from '../../src/mocks/fixtures';
import { copenhagenQuestion, quetiapineChangesNothing } from '../unsureFixtures';

const month = readingWithAmbiguity.questions[1]!;

const meta = {
  title: 'Components/ReadBackQuestion',
  component: ReadBackQuestion,
  args: { question: drugUse, onAnswer: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof ReadBackQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few answers: radio buttons, with what it is read as until answered and the evidence for it. */
export const DrugUse: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'What is quetiapine taken for?' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);
    // Nothing is chosen for the agent: the assumed reading is said, not ticked.
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(group).toHaveAccessibleDescription(/Until answered, read as bipolar disorder.*Evidence: 300 mg: an antipsychotic dose/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Insomnia' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('use:quetiapine', 'insomnia');
    // The choice shows at once, before the results come back with it.
    await expect(canvas.getByRole('radio', { name: 'Insomnia' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Clear answer: What is quetiapine taken for?' })).toBeVisible();
  },
};

/** Twelve answers (the months of a year): radio buttons in rows, chosen with the arrow keys. */
export const MonthOfAYear: Story = {
  args: { question: month },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Which month of 2016 was the type 2 diabetes?' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(12);
    await expect(group).toHaveAccessibleDescription(/counted from the end of 2016: a look-back of 10 years ends inside that year/);
    within(group).getByRole('radio', { name: 'January' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith('month:type-2-diabetes', '3');
    await expect(within(group).getByRole('radio', { name: 'March' })).toBeChecked();
  },
};

/** Answered: the answer is shown chosen, and can be cleared back to the assumed reading. */
export const Answered: Story = {
  args: { question: { ...drugUse, answer: 'insomnia', reading: 'Answered: insomnia.' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Insomnia' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(/Answered: insomnia/);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear answer: What is quetiapine taken for?' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('use:quetiapine', null);
    // The button goes with the answer; the keyboard's place moves to the question's own control.
    await expect(canvas.queryByRole('button', { name: /Clear answer/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
  },
};

/** Without a way to answer (a page the server rendered before the app woke up): the question and its answers, read out. */
export const ReadOnly: Story = {
  args: { onAnswer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('What is quetiapine taken for?')).toBeVisible();
    await expect(canvas.getByText('Insomnia · Depression · Bipolar disorder · Schizophrenia')).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

/**
 * A word the engine cannot read, asked in place: what it is, in one press. Until answered it is held
 * as a condition the engine cannot read, and what an answer changes is said under the reading.
 */
export const UnreadWord: Story = {
  args: { question: copenhagenQuestion },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: "What is 'Copenhagen'?" });
    await expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Tobacco', 'A medication', 'A condition', 'Nothing to underwrite']);
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    // The agent's word set apart from the app's words.
    await expect(canvas.getByText('Copenhagen').tagName).toBe('BDI');
    await expect(group).toHaveAccessibleDescription(/^Until answered, held as a condition the engine cannot read: .*Changes 2 offers and 41 products not offered\.$/);
    await expect(canvas.getByText(/^\s*Changes 2 offers and 41 products not offered\.$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Tobacco' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('word:copenhagen', 'tobacco');
  },
};

/** A question none of whose answers changes an offer or a decline shown: still asked, and it says so. */
export const ChangesNothing: Story = {
  args: { question: quetiapineChangesNothing },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'What is quetiapine taken for?' });
    await expect(group).toHaveAccessibleDescription(/No answer changes the products shown\.$/);
    await expect(canvas.getByText(/No answer changes the products shown\./)).toBeVisible();
  },
};
