import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from '../../src/components/Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Find Insurance Products', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Find Insurance Products' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Clear selection' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toBeEnabled();
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Menu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Disconnect' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  },
};

export const Small: Story = {
  args: { variant: 'secondary', size: 'sm', children: 'View Full Details' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'View Full Details' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Processing...' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await expect(button).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'primary', children: 'Start Training' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Start Training' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
