import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup } from '../../src/components/RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Gender',
    isRequired: true,
    options: [
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
      { value: 'other', label: 'Other' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the choice; the required mark is shown and the group is required. */
export const ChosenByArrowKeys: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Gender' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('female');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Please select a gender' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please select a gender')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Gender' })).toHaveAttribute('aria-invalid', 'true');
  },
};
