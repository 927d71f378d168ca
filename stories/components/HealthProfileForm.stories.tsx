import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  HealthProfileForm,
  emptyHealthProfile,
  type HealthProfileValues,
} from '../../src/components/HealthProfileForm';
import { BUDGET_MESSAGES, validateHealthProfile } from '../../src/contract';
import { fillProfile, validInput } from '../features/fillProfile';

function Harness(props: { initial?: HealthProfileValues; isProcessing?: boolean; onSubmit: (v: HealthProfileValues) => void }) {
  const [values, setValues] = useState(props.initial ?? emptyHealthProfile);
  return (
    <div style={{ maxWidth: 560 }}>
      <HealthProfileForm values={values} onChange={setValues} validate={validateHealthProfile} onSubmit={props.onSubmit} isProcessing={props.isProcessing} />
    </div>
  );
}

const meta = {
  title: 'Components/HealthProfileForm',
  component: Harness,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Age/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Height/ })).toHaveAttribute('placeholder', "5'10''");
    await expect(canvas.getByRole('checkbox', { name: 'Smoker' })).not.toBeChecked();
    await expect(canvas.getByText('check this box if the client uses tobacco products')).toBeVisible();
    await expect(canvas.getByText(/diagnosis date and severity/)).toBeVisible();
    await expect(canvas.getByText('Pounds (lbs)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find Insurance Products' })).toBeEnabled();
  },
};

export const MissingFields: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await fillProfile(canvas, userEvent, { height: "5'4''" });
    await userEvent.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
    // The first invalid field's message at once, the others a frame later (errorsInSteps.ts).
    await expect(canvas.getByText('Age is required')).toBeVisible();
    await expect(await canvas.findByText('Gender is required')).toBeVisible();
    await expect(await canvas.findByText('Weight is required')).toBeVisible();
    await expect(canvas.queryByText('Height is required')).not.toBeInTheDocument();
    // Focus goes to the first invalid field (once every message is shown), and what was typed stays.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Age/ })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Height/ })).toHaveValue("5'4''");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await fillProfile(canvas, userEvent, { ...validInput, smoker: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ age: '45', gender: 'male', height: "5'10''", weight: '180', smoker: true }),
    );
  },
};

export const Processing: Story = {
  args: { isProcessing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args, userEvent }) => {
    // The kind of coverage first: arrow keys choose it.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Any kind' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Term' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Age/ })).toHaveFocus();
    await userEvent.keyboard('52');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard("5'6''");
    await userEvent.tab();
    await userEvent.keyboard('150');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Smoker' })).toBeChecked();
    for (let i = 0; i < 4; i++) await userEvent.tab();
    // The optional quote comes last, before the button: how to quote, the amount, the term.
    await expect(canvas.getByRole('radio', { name: 'Coverage amount' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Coverage amount' })).toHaveFocus();
    await userEvent.keyboard('25000');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Any term' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '20 years' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Find Insurance Products' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ coverageKind: 'term', age: '52', gender: 'female', smoker: true, coverageAmount: '25000', termYears: '20' }));
  },
};

/** The kind of coverage asked up front: any kind unless one is chosen, sent as its name. */
export const CoverageWanted: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Coverage wanted' });
    await expect(group).toHaveAccessibleDescription('Search one kind of product only, or every kind.');
    await expect(within(group).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Any kind', 'Final expense', 'Term', 'Guaranteed issue']);
    await expect(canvas.getByRole('radio', { name: 'Any kind' })).toBeChecked();
    // It comes first in the form.
    await expect(group.compareDocumentPosition(canvas.getByRole('textbox', { name: /Age/ }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await fillProfile(canvas, userEvent, validInput);
    await userEvent.click(canvas.getByRole('radio', { name: 'Final expense' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ coverageKind: 'final-expense' }));
  },
};

export const CoverageAmountOptional: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Quote (optional)' });
    const amount = canvas.getByRole('textbox', { name: 'Coverage amount' });
    await expect(group).toContainElement(amount);
    await expect(amount).not.toBeRequired();
    await expect(amount).toHaveAccessibleDescription(/e\.g\. \$10,000 for final expense, up to \$500,000 for term/);
    // A bad amount is refused with the schema's message, and focus goes to it.
    await fillProfile(canvas, userEvent, { ...validInput, coverageAmount: '1e5' });
    await userEvent.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
    await expect(canvas.getByText('Enter the coverage amount in dollars, such as 25000 or $250,000')).toBeVisible();
    await expect(amount).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '$250,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ coverageAmount: '$250,000' }));
  },
};

/** Quoted by a monthly budget instead of an amount: one field at a time, each keeping what was typed in it. */
export const QuoteByMonthlyBudget: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await fillProfile(canvas, userEvent, { ...validInput, coverageAmount: '$25,000' });
    const byAmount = canvas.getByRole('radio', { name: 'Coverage amount' });
    await expect(byAmount).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Monthly budget' })).not.toBeInTheDocument();
    // Chosen with the keyboard: the amount's field gives way to the budget's, in the same place.
    byAmount.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Monthly budget' })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Coverage amount' })).not.toBeInTheDocument();
    const budget = canvas.getByRole('textbox', { name: 'Monthly budget' });
    await expect(canvas.getByRole('group', { name: 'Quote (optional)' })).toContainElement(budget);
    await expect(budget).toHaveValue('');
    await expect(budget).not.toBeRequired();
    await expect(budget).toHaveAccessibleDescription('In dollars a month: each product is quoted at the largest amount it writes within it.');
    await userEvent.tab();
    await expect(budget).toHaveFocus();
    // A budget that is not dollars is refused with the schema's message, and focus goes to it.
    await userEvent.keyboard('fifty{Enter}');
    await expect(canvas.getByText(BUDGET_MESSAGES.notDollars)).toBeVisible();
    await expect(budget).toHaveAccessibleDescription(expect.stringContaining(BUDGET_MESSAGES.notDollars));
    await expect(budget).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(budget);
    await userEvent.keyboard('$50{Enter}');
    // Only the way chosen is searched: the amount typed before is not sent.
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ age: '45', quoteBy: 'budget', monthlyBudget: '$50', coverageAmount: '' }));
    await expect(canvas.queryByText(BUDGET_MESSAGES.notDollars)).not.toBeInTheDocument();
    // Back to the amount: what was typed there is still there, and the budget is kept for the next switch.
    canvas.getByRole('radio', { name: 'Monthly budget' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(byAmount).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Coverage amount' })).toHaveValue('$25,000');
    await expect(canvas.queryByRole('textbox', { name: 'Monthly budget' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ quoteBy: 'amount', coverageAmount: '$25,000', monthlyBudget: '' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly budget' }));
    await expect(canvas.getByRole('textbox', { name: 'Monthly budget' })).toHaveValue('$50');
  },
};

/** A term asked for: any term unless one is chosen, and the choice is sent as its years. */
export const TermLength: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Term length' });
    await expect(group).toHaveAccessibleDescription("For term products: only those that offer this term at the client's age, priced for it.");
    await expect(within(group).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Any term', '10 years', '15 years', '20 years', '25 years', '30 years']);
    await expect(canvas.getByRole('radio', { name: 'Any term' })).toBeChecked();
    await fillProfile(canvas, userEvent, validInput);
    await userEvent.click(canvas.getByRole('radio', { name: '20 years' }));
    await expect(canvas.getByRole('radio', { name: '20 years' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ termYears: '20' }));
    // Back to any term: sent as blank.
    canvas.getByRole('radio', { name: '20 years' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Any term' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ termYears: '' }));
  },
};

/** On the narrowest phone the six terms wrap inside the form; nothing scrolls sideways. */
export const TermLengthOnAPhone: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    for (const radio of within(canvas.getByRole('radiogroup', { name: 'Term length' })).getAllByRole('radio')) {
      await expect(radio.closest('label')!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvas.getByRole('textbox', { name: 'Coverage amount' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
