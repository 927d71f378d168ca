import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from '../../src/components/Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Early stopping', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToggledByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Early stopping' });
    await expect(box).not.toBeChecked();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const WithHint: Story = {
  args: { defaultSelected: true, description: 'Stop when the validation loss stops improving' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Early stopping' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('Stop when the validation loss stops improving');
  },
};
