import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FileTable, type FileRow } from '../../src/components/FileTable';

const meta = {
  title: 'Components/FileTable',
  component: FileTable<FileRow>,
  args: {
    label: 'Agent Guides files',
    onDelete: fn(),
    files: [
      { id: '1', name: 'Field Underwriting Guide 2025.pdf', size: '2.3 MB', date: 'Apr 22, 2025' },
      { id: '2', name: 'Final Expense Sales Playbook.docx', size: '826.0 KB', date: 'Apr 24, 2025' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof FileTable<FileRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFiles: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Agent Guides files' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Field Underwriting Guide 2025.pdf' })).toBeVisible();
    for (const name of ['File Name', 'Size', 'Date']) await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
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

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `Bulletin ${i + 1}.pdf`, size: '40.0 KB', date: 'May 1, 2025' }));

/** More files than a page holds: ten at a time, with Previous and Next. */
export const Paged: Story = {
  args: { files: rows(23) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Bulletin 1.pdf' })).toBeVisible();
    const pages = within(canvas.getByRole('navigation', { name: 'Agent Guides files, pages' }));
    await expect(pages.getByText('Files 1–10 of 23')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(pages.getByText('Files 21–23 of 23')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('rowheader', { name: 'Bulletin 23.pdf' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

/** A long unbroken file name wraps inside its cell; the table never scrolls sideways. */
export const LongUnbrokenName: Story = {
  args: { files: [{ id: '1', name: `${'Underwriting_Guide_'.repeat(20)}.pdf`, size: '2.3 MB', date: 'Apr 22, 2025' }] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Agent Guides files' });
    await expect(canvas.getByRole('rowheader', { name: /^Underwriting_Guide_/ })).toBeVisible();
    const scroller = table.parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};
