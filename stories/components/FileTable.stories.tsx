import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FileTable } from '../../src/components/FileTable';

const meta = {
  title: 'Components/FileTable',
  component: FileTable,
  args: {
    label: 'Agent Guides files',
    onDelete: fn(),
    files: [
      { id: '1', name: 'Field Underwriting Guide 2025.pdf', size: '2.3 MB', date: 'Apr 22, 2025' },
      { id: '2', name: 'Final Expense Sales Playbook.docx', size: '826.0 KB', date: 'Apr 24, 2025' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof FileTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFiles: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Agent Guides files' });
    await expect(table).toBeVisible();
    for (const name of ['File Name', 'Size', 'Date']) await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Field Underwriting Guide 2025.pdf' })).toBeVisible();
    await expect(canvas.getByText('826.0 KB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Final Expense Sales Playbook.docx' }));
    await expect(args.onDelete).toHaveBeenCalledWith('2');
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No files uploaded yet.')).toBeVisible();
  },
};
