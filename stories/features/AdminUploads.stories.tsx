import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent as userEvents, waitFor, within } from 'storybook/test';
import { UploadCard } from '../../src/features/admin/UploadCard';
import { uploadsAtom } from '../../src/features/admin/atoms';
import { MAX_FILE_SIZE, initialUploads, type FileRecord } from '../../src/features/admin/files';

const meta = {
  title: 'Features/Admin/UploadCard',
  component: UploadCard,
  args: { category: 'agentGuides' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof UploadCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: ReturnType<typeof within>, label: string) => {
  const found = canvas.getByRole('button', { name: `Choose files for ${label}` }).parentElement?.querySelector('input[type="file"]');
  if (!(found instanceof HTMLInputElement)) throw new Error('No file input');
  return found;
};
const pdf = (name: string, size = 2048) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const toasts = async () => within(await within(document.body).findByRole('region', { name: /Notifications/ }));

export const WithFiles: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Agent Guides' })).toBeVisible();
    await expect(canvas.getByText('3 files')).toBeVisible();
    await expect(canvas.getByText('Upload PDF or Word documents (Max: 10MB)')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Field Underwriting Guide 2025.pdf' })).toBeVisible();
    await expect(canvas.getByText('2.3 MB')).toBeVisible();
    await expect(canvas.getByText('Apr 22, 2025')).toBeVisible();
  },
};

export const EmptyTrainingMaterials: Story = {
  args: { category: 'trainingMaterials' },
  parameters: { atoms: [[uploadsAtom, { ...initialUploads, trainingMaterials: [] }]] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 files')).toBeVisible();
    await expect(canvas.getByText('No files uploaded yet.')).toBeVisible();
    await expect(canvas.getByText('Upload PDF, Word or text files (Max: 10MB)')).toBeVisible();
  },
};

export const ProductDocumentsPdfOnly: Story = {
  args: { category: 'productDocuments' },
  play: async ({ canvas }) => {
    await expect(input(canvas, 'Product Documents')).toHaveAttribute('accept', '.pdf,application/pdf');
    await expect(canvas.getByText('Upload PDF insurance product documents (Max: 10MB)')).toBeVisible();
    await expect(canvas.getByText('5 files')).toBeVisible();
  },
};

export const Uploading: Story = {
  // The progress moves while the screenshot is taken; `Components/FileDropZone/Uploading` shows it still.
  tags: ['skip-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(input(canvas, 'Agent Guides'), pdf('Carrier Appointment Checklist.pdf'));
    await expect(canvas.getByText('Carrier Appointment Checklist.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).toBeVisible();
    await expect(canvas.getByText('3 files')).toBeVisible();
  },
};

export const Uploaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(input(canvas, 'Agent Guides'), pdf('Carrier Appointment Checklist.pdf', MAX_FILE_SIZE));
    await waitFor(() => expect(canvas.getByText('4 files')).toBeVisible(), { timeout: 4000 });
    await expect(canvas.getByRole('rowheader', { name: 'Carrier Appointment Checklist.pdf' })).toBeVisible();
    await expect(canvas.getByText('10.0 MB')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    // The file name sits in its own <bdi>: the toast's accessible name reads the whole sentence.
    await expect(await (await toasts()).findByRole('alertdialog', { name: 'Successfully uploaded Carrier Appointment Checklist.pdf for AI training' })).toBeVisible();
  },
};

export const SeveralAtOnce: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(input(canvas, 'Agent Guides'), [pdf('One.pdf'), pdf('Two.pdf', MAX_FILE_SIZE + 1), pdf('Three.pdf')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('File is too large. Maximum size is 10MB.');
    await waitFor(() => expect(canvas.getByText('5 files')).toBeVisible(), { timeout: 4000 });
    await expect(canvas.getByRole('rowheader', { name: 'One.pdf' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Three.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Two.pdf' })).not.toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(input(canvas, 'Agent Guides'), pdf('Scanned Manual.pdf', MAX_FILE_SIZE + 1));
    await expect(canvas.getByRole('alert')).toHaveTextContent('File is too large. Maximum size is 10MB.');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByText('3 files')).toBeVisible();
  },
};

export const ClearSelectionCancels: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(input(canvas, 'Agent Guides'), pdf('Draft.pdf'));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByText('Draft.pdf')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1800));
    await expect(canvas.getByText('3 files')).toBeVisible();
  },
};

export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Final Expense Sales Playbook.docx' }));
    await expect(canvas.queryByRole('rowheader', { name: 'Final Expense Sales Playbook.docx' })).not.toBeInTheDocument();
    await expect(canvas.getByText('2 files')).toBeVisible();
    await expect(await (await toasts()).findByText('File deleted successfully')).toBeVisible();
  },
};

/** "All files" in the system dialog: a program is refused by the same rule as a drop, and named. */
export const ChooserRefusesAType: Story = {
  play: async ({ canvas }) => {
    const chooser = userEvents.setup({ applyAccept: false });
    await chooser.upload(input(canvas, 'Agent Guides'), new File(['MZ'], 'malware.exe', { type: 'application/x-msdownload' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Not an accepted file type: malware.exe. Upload PDF or Word documents (Max: 10MB)',
    );
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1800));
    await expect(canvas.getByText('3 files')).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'malware.exe' })).not.toBeInTheDocument();
  },
};

const manyFiles: FileRecord[] = Array.from({ length: 5000 }, (_, i) => ({
  id: `many-${i}`,
  name: `Carrier bulletin ${String(i + 1).padStart(4, '0')}.pdf`,
  type: 'application/pdf',
  size: 40_960 + i * 97,
  uploadedAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
}));

/** No limit is put on how many files are kept: 5,000 are shown ten to a page. */
export const FiveThousandFiles: Story = {
  parameters: { atoms: [[uploadsAtom, { ...initialUploads, agentGuides: manyFiles }]] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('5000 files')).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'Carrier bulletin 0001.pdf' })).toBeVisible();
    // Ten rows and the header row.
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    const pages = within(canvas.getByRole('navigation', { name: 'Agent Guides files, pages' }));
    await expect(pages.getByText('Files 1–10 of 5,000')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(pages.getByText('Files 11–20 of 5,000')).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'Carrier bulletin 0011.pdf' })).toBeVisible();
  },
};
