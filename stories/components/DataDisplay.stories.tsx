import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DataTable } from '../../src/components/DataTable';
import { AccuracyChart } from '../../src/components/AccuracyChart';
import { InfoList } from '../../src/components/InfoList';
import { ProgressBar } from '../../src/components/ProgressBar';

const meta = { title: 'Components/DataDisplay' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const TableWithRows: Story = {
  render: () => (
    <DataTable
      label="Runs"
      emptyText="Nothing yet"
      columns={[{ id: 'date', name: 'Date' }, { id: 'acc', name: 'Accuracy (%)' }]}
      rows={[{ id: '1', cells: ['May 2, 2025', '92.7%'] }]}
    />
  ),
  play: async ({ canvas }) => {
    // A React Aria table builds its rows in a second render after the first commit: wait for it.
    await expect(await canvas.findByRole('rowheader', { name: 'May 2, 2025' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Accuracy (%)' })).toBeVisible();
  },
};

export const TableEmpty: Story = {
  render: () => <DataTable label="Runs" emptyText="Nothing yet" columns={[{ id: 'date', name: 'Date' }]} rows={[]} />,
  play: async ({ canvas }) => {
    // A React Aria table builds its rows in a second render after the first commit: wait for it.
    await expect(await canvas.findByText('Nothing yet')).toBeVisible();
  },
};

export const Chart: Story = {
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

export const InfoAndProgress: Story = {
  render: () => (
    <div style={{ maxWidth: 360, display: 'grid', gap: 16 }}>
      <InfoList items={[{ label: 'Accuracy', value: '92.7%' }, { label: 'Last Trained', value: 'May 2, 2025' }]} />
      <ProgressBar label="Training progress" value={48} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Accuracy').nextElementSibling).toHaveTextContent('92.7%');
    await expect(canvas.getByRole('progressbar', { name: 'Training progress' })).toHaveAttribute('aria-valuenow', '48');
  },
};
