import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccuracyChart } from '../../src/components/AccuracyChart';

const meta = { title: 'Components/AccuracyChart' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAFailedRun: Story = {
  render: () => (
    <AccuracyChart
      points={[
        { label: 'Apr 24', accuracy: 0, failed: true },
        { label: 'Apr 29', accuracy: 89.5 },
        { label: 'May 2', accuracy: 92.7 },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Accuracy over time. Apr 24: failed, Apr 29: 89.5%, May 2: 92.7%' })).toBeVisible();
  },
};
