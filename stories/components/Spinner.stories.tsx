import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../../src/components/Spinner';

const meta = { title: 'Components/Spinner', component: Spinner, args: { label: 'Searching products…' } } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An indeterminate progress bar, named by its visible label. */
export const Labelled: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Searching products…' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByText('Searching products…')).toBeVisible();
  },
};
