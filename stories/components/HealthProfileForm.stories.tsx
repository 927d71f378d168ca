import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  HealthProfileForm,
  emptyHealthProfile,
  type HealthProfileValues,
} from '../../src/components/HealthProfileForm';
import { validateHealthProfile } from '../../src/contract';
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
    await expect(canvas.getByText('Age is required')).toBeVisible();
    await expect(canvas.getByText('Gender is required')).toBeVisible();
    await expect(canvas.getByText('Weight is required')).toBeVisible();
    await expect(canvas.queryByText('Height is required')).not.toBeInTheDocument();
    // Focus goes to the first invalid field, and what was typed stays.
    await expect(canvas.getByRole('textbox', { name: /Age/ })).toHaveFocus();
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
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ age: '52', gender: 'female', smoker: true, coverageAmount: '25000', termYears: '20' }));
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
