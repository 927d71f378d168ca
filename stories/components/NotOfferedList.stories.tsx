import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotOfferedList } from '../../src/components/NotOfferedList';
import { allDeclinedForAge, dependentDeclines, postponedDeclines, sampleDeclines } from '../../src/mocks/fixtures';
import { heldAndDeclined } from '../unsureFixtures';

const meta = {
  title: 'Components/NotOfferedList',
  component: NotOfferedList,
  args: { products: sampleDeclines },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof NotOfferedList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the results: closed, its count in the trigger; Enter opens it. */
export const Collapsed: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Not offered (4)' });
    await expect(trigger.closest('h3')).not.toBeNull();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByText('Issue ages 18 to 60')).not.toBeVisible();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list');
    await expect(list).toBeVisible();
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Level Term 20');
    await expect(items[0]).toHaveTextContent('SBLI');
    await expect(items[0]).toHaveTextContent('Issue ages 18 to 60');
    await expect(items[1]).toHaveTextContent('Declined: serious heart conditions within 5 years (atrial fibrillation)');
    await expect(trigger).toHaveAttribute('aria-controls', list.parentElement!.id);

    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** In the empty state: open from the start, every product with the reason it was not offered. */
export const Open: Story = {
  args: { products: allDeclinedForAge, defaultExpanded: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Not offered (5)' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Final Expense Whole Life');
    await expect(items[0]).toHaveTextContent('Americo');
    await expect(items[0]).toHaveTextContent('Issue ages 50 to 85');
    await expect(items[3]).toHaveTextContent('American General/Corebridge');
    await expect(items[4]).toHaveTextContent('Issue ages 50 to 80');
    for (const item of items) await expect(item).toBeVisible();
  },
};

/** Declines an answer or a date would change: what it depends on, and the day a look-back runs out. */
export const WithDependsOnAndDates: Story = {
  args: { products: dependentDeclines, defaultExpanded: true },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Declined: Bipolar disorder (current)Depends on what quetiapine is taken for: level if insomnia or depression; declined if bipolar disorder or schizophrenia');
    await expect(items[1]).toHaveTextContent('The heart attack reaches 2 years on 31 March 2027: then graded');
  },
};

/**
 * Results still to come: the products that would offer are postponed, not declined. Their count is
 * said under the trigger while it is closed; open, each is marked Postponed beside its reason.
 */
export const WithPostponed: Story = {
  args: { products: postponedDeclines },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Not offered (3)' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('2 of them postponed until the results are in, not declined: see how the profile was read.')).toBeVisible();
    await userEvent.click(trigger);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Postponed Postponed until the results are in: lung nodule, results still to come');
    await expect(within(items[1] as HTMLElement).getByText('Postponed')).toHaveAttribute('data-tone', 'warning');
    // A decline is not marked.
    await expect(items[2]).toHaveTextContent('Issue ages 18 to 55');
    await expect(within(items[2] as HTMLElement).queryByText('Postponed')).not.toBeInTheDocument();
  },
};

/**
 * A word the engine cannot read holds every underwritten product until the agent says what it is:
 * each is marked Held (not declined, not postponed), with what it depends on; their count is said
 * under the trigger.
 */
export const HeldUntilAWordIsAnswered: Story = {
  args: { products: heldAndDeclined, defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Not offered (4)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('3 of them held until a question in how the profile was read is answered, not declined.')).toBeVisible();
    await expect(canvas.queryByText(/postponed until the results are in/)).not.toBeInTheDocument();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(
      "Held Held until 'Copenhagen' is answered: a word the engine cannot readDepends on what 'Copenhagen' is: level if nothing to underwrite; level at Standard Tobacco if tobacco; held if a medication or a condition",
    );
    await expect(within(items[0] as HTMLElement).getByText('Held')).toHaveAttribute('data-tone', 'warning');
    await expect(within(items[0] as HTMLElement).queryByText('Postponed')).not.toBeInTheDocument();
    // The decline beside them is not marked.
    await expect(items[3]).toHaveTextContent('Issue ages 18 to 60');
    await expect(within(items[3] as HTMLElement).queryByText('Held')).not.toBeInTheDocument();
  },
};
