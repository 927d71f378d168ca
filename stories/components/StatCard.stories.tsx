import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from '../../src/components/StatCard';
import { Icon } from '../../src/components/Icon';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { title: 'Total Searches', value: 124, icon: <Icon name="search" />, description: 'last 30 days' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PositiveTrend: Story = {
  args: { trend: { value: 12, isPositive: true } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Total Searches' });
    await expect(card).toHaveTextContent('124');
    await expect(card).toHaveTextContent('last 30 days');
    await expect(canvas.getByText('+12%')).toBeVisible();
    // Heard as "+12% increase": the direction is in words, not only in green.
    await expect(canvas.getByText('+12%').closest('[data-trend]')).toHaveAttribute('data-trend', 'up');
    await expect(canvas.getByText('increase')).toBeInTheDocument();
  },
};

export const NegativeTrend: Story = {
  args: { title: 'Active Users', value: 7, icon: <Icon name="users" />, description: 'Insurance agents using the system', trend: { value: 4, isPositive: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('−4%')).toBeVisible();
    await expect(canvas.getByText('−4%').closest('[data-trend]')).toHaveAttribute('data-trend', 'down');
    await expect(canvas.getByText('decrease')).toBeInTheDocument();
    await expect(canvas.queryByText('increase')).not.toBeInTheDocument();
  },
};

export const NoTrend: Story = {
  args: { title: 'Uploaded Documents', value: 18, icon: <Icon name="document" />, description: undefined },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Uploaded Documents' });
    await expect(card).toHaveTextContent('18');
    await expect(card.querySelector('[data-trend]')).toBeNull();
  },
};
