import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { QuestionsDialog } from '../../src/components/QuestionsDialog';
import { readingWithAmbiguity } from '../../src/mocks/fixtures';

const answered = readingWithAmbiguity.questions.map((q) => ({ ...q, answer: q.options[0]!.value }));
import { shownDialog } from '../shownDialog';

const meta = {
  title: 'Components/QuestionsDialog',
  component: QuestionsDialog,
  args: { questions: readingWithAmbiguity.questions, isOpen: true, onClose: fn(), onAnswer: fn(), status: '12 Products Found' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof QuestionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened from "Answer the questions" under the results' heading: the read-back's questions over the
 * results, focus on the first open one; an answer goes out at once, and the count behind is said.
 */
export const OpenQuestions: Story = {
  play: async ({ args, userEvent }) => {
    const shown = await shownDialog();
    await expect(shown).toHaveAccessibleName('Questions to ask the client');
    const dialog = within(shown);
    const first = dialog.getByRole('radiogroup', { name: 'What is apixaban taken for?' });
    await waitFor(() => expect(first).toContainElement(document.activeElement as HTMLElement));
    await expect(dialog.getByRole('radiogroup', { name: 'Which month of 2016 was the type 2 diabetes?' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('12 Products Found');
    await userEvent.click(dialog.getByRole('radio', { name: 'Deep vein thrombosis' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('use:apixaban', 'deep-vein-thrombosis');
    await userEvent.click(dialog.getByRole('button', { name: 'Back to the results' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Every question answered, the results being worked out again behind: the title and the status say so. */
export const AnsweredWhileUpdating: Story = {
  args: { questions: answered, status: 'Updating the results for the answer…' },
  play: async () => {
    const shown = await shownDialog();
    await expect(shown).toHaveAccessibleName('Questions answered');
    const dialog = within(shown);
    await expect(dialog.getByRole('status')).toHaveTextContent('Updating the results for the answer…');
    await expect(dialog.getAllByRole('button', { name: /^Clear answer: / })).toHaveLength(answered.length);
  },
};
