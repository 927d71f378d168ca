import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { toast, toastQueue } from '../../src/components/Toast';
import { Button } from '../../src/components/Button';

/**
 * Toasts are raised through `toast.success/info/error` and shown by the one ToastRegion, which
 * the preview mounts in every story. These stories keep their toasts open (timeout null).
 */
const meta = {
  title: 'Components/Toast',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => toast.success('Training parameters saved successfully')}>
        Raise a toast
      </Button>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => within(document.body).findByRole('region', { name: /Notifications/ });

export const Success: Story = {
  play: async () => {
    toast.success('Found 12 matching insurance products', { timeout: null });
    const r = within(await region());
    await expect(await r.findByText('Found 12 matching insurance products')).toBeVisible();
    await expect(r.getByRole('alertdialog')).toHaveAttribute('data-tone', 'success');
  },
};

export const Info: Story = {
  play: async () => {
    toast.info('No matching products found for this health profile', { timeout: null });
    const r = within(await region());
    await expect(await r.findByText('No matching products found for this health profile')).toBeVisible();
    await expect(r.getByRole('alertdialog')).toHaveAttribute('data-tone', 'info');
  },
};

export const ErrorTone: Story = {
  play: async () => {
    toast.error('Search failed. Please try again later.', { timeout: null });
    const r = within(await region());
    await expect(await r.findByText('Search failed. Please try again later.')).toBeVisible();
    await expect(r.getByRole('alertdialog')).toHaveAttribute('data-tone', 'error');
  },
};

/** A file name with a right-to-left override cannot reverse the app's words around it. */
export const UserTextIsolated: Story = {
  play: async () => {
    toast.success(['Successfully uploaded ', { user: 'report\u202Efdp.exe' }, ' for AI training'], { timeout: null });
    const r = within(await region());
    const shown = await r.findByRole('alertdialog', { name: 'Successfully uploaded report⟨U+202E⟩fdp.exe for AI training' });
    await expect(shown).toBeVisible();
    const name = shown.querySelector('bdi');
    await expect(name).toHaveTextContent('report⟨U+202E⟩fdp.exe');
    // The override is shown as its code point, never obeyed: the sentence reads in order.
    await expect(shown.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  },
};

export const Stacked: Story = {
  play: async () => {
    toast.info('AI training started. This may take several minutes.', { timeout: null });
    toast.success('AI training completed successfully!', { timeout: null });
    toast.error('Failed to process health data. Using fallback results.', { timeout: null });
    const r = within(await region());
    await waitFor(() => expect(r.getAllByRole('alertdialog')).toHaveLength(3));
  },
};

export const Dismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raise a toast' }));
    const r = within(await region());
    await expect(await r.findByText('Training parameters saved successfully')).toBeVisible();
    await userEvent.click(r.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(toastQueue.visibleToasts).toHaveLength(0));
  },
};

export const AutoDismiss: Story = {
  play: async () => {
    toast.success('File deleted successfully', { timeout: 5000 });
    const r = within(await region());
    await expect(await r.findByText('File deleted successfully')).toBeVisible();
    await waitFor(() => expect(toastQueue.visibleToasts).toHaveLength(0), { timeout: 8000 });
  },
};
