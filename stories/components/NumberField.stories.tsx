import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NumberField } from '../../src/components/NumberField';

const meta = { title: 'Components/NumberField' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithError: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <NumberField label="Learning Rate" defaultValue={0.05} step={0.0001} formatOptions={{ maximumFractionDigits: 6 }} errorMessage="Learning rate must be between 0.0001 and 0.01" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Learning Rate' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Learning rate must be between 0.0001 and 0.01')).toBeVisible();
  },
};
