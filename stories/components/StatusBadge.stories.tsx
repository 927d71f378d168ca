import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge, knownSystemStatuses } from '../../src/components/StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  argTypes: { status: { control: 'select', options: [...knownSystemStatuses, 'offline'] } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Operational: Story = {
  args: { status: 'operational' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Operational')).toHaveAttribute('data-tone', 'success');
  },
};

export const Maintenance: Story = {
  args: { status: 'maintenance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maintenance')).toHaveAttribute('data-tone', 'warning');
  },
};

export const IssueDetected: Story = {
  args: { status: 'issue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Issue Detected')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Unknown: Story = {
  args: { status: 'offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown')).toHaveAttribute('data-tone', 'neutral');
  },
};
