import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SystemStatusCard } from '../../src/components/SystemStatusCard';
import { systemStatus } from '../../src/features/dashboard/sampleData';

const meta = {
  title: 'Components/SystemStatusCard',
  component: SystemStatusCard,
  args: { status: systemStatus },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof SystemStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Operational: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'System Status' });
    await expect(card).toHaveTextContent('Operational');
    await expect(canvas.getByText('24.5%')).toBeVisible();
    await expect(canvas.getByText('245 MB / 1000 MB')).toBeVisible();
    await expect(canvas.getByText('Last AI Training').nextElementSibling).toHaveTextContent('May 2, 2025');
    await expect(canvas.getByText('Documents Uploaded').nextElementSibling).toHaveTextContent('18');
    await expect(canvas.getByText('Products in Database').nextElementSibling).toHaveTextContent('57');
  },
};

export const Maintenance: Story = {
  args: { status: { ...systemStatus, systemStatus: 'maintenance' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maintenance')).toHaveAttribute('data-tone', 'warning');
  },
};

export const IssueDetected: Story = {
  args: { status: { ...systemStatus, systemStatus: 'issue', storageUsage: 912 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Issue Detected')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByRole('meter', { name: 'Storage' })).toHaveAttribute('data-critical', 'true');
  },
};

export const Unknown: Story = {
  args: { status: { ...systemStatus, systemStatus: 'degraded' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown')).toHaveAttribute('data-tone', 'neutral');
  },
};
