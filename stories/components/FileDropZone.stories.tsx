import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as userEvents } from 'storybook/test';
import { FileDropZone } from '../../src/components/FileDropZone';

const meta = {
  title: 'Components/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Agent Guides',
    hint: 'Upload PDF or Word documents (Max: 10MB)',
    acceptedFileTypes: ['.pdf', 'application/pdf', '.doc', '.docx'],
    onFiles: fn(),
    onClearSelection: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Upload PDF or Word documents (Max: 10MB)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
    const input = canvasInput(canvas.getByRole('button', { name: 'Choose files for Agent Guides' }));
    await expect(input).toHaveAttribute('accept', '.pdf,application/pdf,.doc,.docx');
    await userEvent.upload(input, new File(['%PDF'], 'guide.pdf', { type: 'application/pdf' }));
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'guide.pdf' })], []);
  },
};

export const FileChosen: Story = {
  args: { chosen: ['Field Guide.pdf'] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Field Guide.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClearSelection).toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { chosen: ['Field Guide.pdf'], uploadProgress: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const TooLarge: Story = {
  args: { chosen: ['Scanned Manual.pdf'], error: 'File is too large. Maximum size is 10MB.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('File is too large. Maximum size is 10MB.');
  },
};

/**
 * The system dialog's type filter is only a hint ("All files" switches it off): what the chooser
 * hands over goes through the same type rule as a drop.
 */
export const ChooserAppliesTheTypeRule: Story = {
  play: async ({ canvas, args }) => {
    const input = canvasInput(canvas.getByRole('button', { name: 'Choose files for Agent Guides' }));
    // As if the user switched the dialog to "All files".
    const chooser = userEvents.setup({ applyAccept: false });
    await chooser.upload(input, [
      new File(['MZ'], 'malware.exe', { type: 'application/x-msdownload' }),
      new File(['%PDF'], 'GUIDE.PDF', { type: '' }),
    ]);
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'GUIDE.PDF' })], ['malware.exe']);
  },
};

/** A chosen name with a right-to-left override is isolated and its override shown, not obeyed. */
export const ChosenNameIsolated: Story = {
  args: { chosen: ['report\u202Efdp.exe', 'Field Guide.pdf'] },
  play: async ({ canvasElement }) => {
    const names = [...canvasElement.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    await expect(names).toEqual(['report⟨U+202E⟩fdp.exe', 'Field Guide.pdf']);
  },
};

/** The hidden input FileTrigger renders next to its button. */
function canvasInput(button: HTMLElement): HTMLInputElement {
  const input = button.parentElement?.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('No file input beside the button');
  return input;
}
