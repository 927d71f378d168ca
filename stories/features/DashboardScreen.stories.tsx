import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DashboardScreen } from '../../src/features/dashboard/DashboardScreen';
import { systemStatus } from '../../src/features/dashboard/sampleData';

/** The screen on its own, with figures a story can change. */
const meta = {
  title: 'Features/Dashboard',
  component: DashboardScreen,
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoRecentSearches: Story = {
  args: { recentSearches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No recent searches found.')).toBeVisible();
  },
};

export const StorageAlmostFull: Story = {
  args: { systemStatus: { ...systemStatus, storageUsage: 850, systemStatus: 'maintenance' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('85%')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Storage' })).toHaveAttribute('data-critical', 'true');
    await expect(canvas.getByText('Maintenance')).toBeVisible();
  },
};
