import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../../src/components/TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Height', placeholder: "5'10''", description: 'Feet and inches', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Label, hint (read as the description) and the required mark. */
export const RequiredWithHint: Story = {
  args: { isRequired: true },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Height' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Feet and inches');
    await expect(canvas.getByText('*')).toBeVisible();
    await userEvent.type(input, "5'9");
    await expect(args.onChange).toHaveBeenLastCalledWith("5'9");
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Height is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Height' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Height is required')).toBeVisible();
  },
};
