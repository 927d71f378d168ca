import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from '../../src/components/TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Medications', placeholder: 'One per line', description: 'Include the dose if you know it', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several lines, with Enter for a new line. */
export const MultipleLines: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Medications' });
    await expect(input).toHaveAccessibleDescription('Include the dose if you know it');
    await userEvent.type(input, 'metformin 500mg{Enter}lisinopril');
    await expect(args.onChange).toHaveBeenLastCalledWith('metformin 500mg\nlisinopril');
  },
};

export const RequiredWithError: Story = {
  args: { isRequired: true, errorMessage: 'List at least one medication' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Medications' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('List at least one medication')).toBeVisible();
  },
};
