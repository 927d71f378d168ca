import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DataTable } from '../../src/components/DataTable';

const meta = { title: 'Components/DataTable' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  render: () => (
    <DataTable
      label="Runs"
      emptyText="Nothing yet"
      columns={[{ id: 'date', name: 'Date' }, { id: 'acc', name: 'Accuracy (%)' }]}
      rows={[{ id: '1', cells: ['May 2, 2025', '92.7%'] }]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Runs' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'May 2, 2025' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '92.7%' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Accuracy (%)' })).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <DataTable label="Runs" emptyText="Nothing yet" columns={[{ id: 'date', name: 'Date' }]} rows={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Nothing yet' })).toBeVisible();
  },
};
