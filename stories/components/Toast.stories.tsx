import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { toast, toastQueue } from '../../src/components/Toast';
import { Button } from '../../src/components/Button';
import { CompareDialog } from '../../src/components/CompareDialog';
import { quotedResults } from '../../src/mocks/fixtures';
import { shownDialog } from '../shownDialog';

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

/** A toast with a timeout closes by itself (a short one here: the app's 6 s would only be waited for). */
export const AutoDismiss: Story = {
  play: async () => {
    toast.success('File deleted successfully', { timeout: 1000 });
    const r = within(await region());
    await expect(await r.findByText('File deleted successfully')).toBeVisible();
    await waitFor(() => expect(toastQueue.visibleToasts).toHaveLength(0), { timeout: 5000 });
  },
};

/** A page with a dialog to open: the comparison, which fills a phone's screen. */
function WithADialog() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Compare products
      </Button>
      <CompareDialog products={quotedResults.slice(0, 2)} isOpen={open} onClose={() => setOpen(false)} />
    </div>
  );
}

const phone = { viewport: { value: 'mobile', isRotated: false } };

/** The toasts on the page, found by their tone (a modal hides the rest of the page from role queries). */
const toastsShown = () => [...document.querySelectorAll<HTMLElement>('[role="alertdialog"][data-tone]')];

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * On a phone a toast sits where the dialog will be: while the dialog is open, no toast is shown
 * over it (not even one raised meanwhile), and none is lost: the queue still holds them.
 */
export const NeverOverADialog: Story = {
  globals: phone,
  render: () => <WithADialog />,
  play: async ({ canvas, userEvent }) => {
    toast.success('Found 35 matching insurance products', { timeout: null });
    const r = within(await region());
    const shown = await r.findByRole('alertdialog', { name: 'Found 35 matching insurance products' });
    await expect(shown).toBeVisible();
    const where = shown.getBoundingClientRect();
    await userEvent.click(canvas.getByRole('button', { name: 'Compare products' }));
    const modal = (await shownDialog()).parentElement!;
    // Where the toast was is inside the dialog: the check below is the real case.
    await expect(overlaps(where, modal.getBoundingClientRect())).toBe(true);
    await waitFor(() => expect(toastsShown()).toHaveLength(0));
    toast.error('Search failed. Please try again later.', { timeout: null });
    // Give a wrongly shown toast time to appear, then check every toast on the page.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const t of toastsShown()) await expect(overlaps(t.getBoundingClientRect(), modal.getBoundingClientRect())).toBe(false);
    await expect(toastsShown()).toHaveLength(0);
    await expect(toastQueue.visibleToasts.map((t) => t.content.tone)).toEqual(['error', 'success']);
  },
};

/**
 * Once the dialog closes, the toasts come back, each for its full time: one that would have timed
 * out while the dialog was open did not, and focus goes back to the button that opened the dialog.
 */
export const BackAfterTheDialog: Story = {
  globals: phone,
  render: () => <WithADialog />,
  play: async ({ canvas, userEvent }) => {
    toast.error('Could not update the results for that answer. Please try again.', { timeout: null });
    toast.success('Found 35 matching insurance products', { timeout: 1000 });
    const r = within(await region());
    await waitFor(() => expect(r.getAllByRole('alertdialog')).toHaveLength(2));
    const open = canvas.getByRole('button', { name: 'Compare products' });
    await userEvent.click(open);
    await shownDialog();
    await waitFor(() => expect(toastsShown()).toHaveLength(0));
    // Longer than the success toast's time: hidden, it is not timing out.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(toastQueue.visibleToasts).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    // React Aria gives focus back once the dialog has unmounted, a frame later on a busy machine.
    await waitFor(() => expect(open).toHaveFocus());
    const back = within(await region());
    await expect(await back.findByRole('alertdialog', { name: 'Found 35 matching insurance products' })).toBeVisible();
    await expect(back.getByRole('alertdialog', { name: 'Could not update the results for that answer. Please try again.' })).toBeVisible();
    // Then the success toast times out as usual; the error stays until closed.
    await waitFor(() => expect(toastQueue.visibleToasts.map((t) => t.content.tone)).toEqual(['error']), { timeout: 3000 });
    await expect(back.getByRole('alertdialog')).toHaveAttribute('data-tone', 'error');
  },
};

const undo = fn();

/** A toast with an action (New client's Undo): a button of its own beside the close button. */
export const WithAction: Story = {
  play: async () => {
    toast.info("Cleared the last client's form, results and answers", { timeout: null, action: { label: 'Undo', onAction: undo } });
    const r = within(await region());
    await expect(await r.findByRole('alertdialog', { name: "Cleared the last client's form, results and answers" })).toBeVisible();
    await expect(r.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(r.getByRole('button', { name: 'Close notification' })).toBeVisible();
  },
};

/** The action pressed from the keyboard: it acts once, and the toast closes. */
export const ActionByKeyboard: Story = {
  tags: ['skip-visual'],
  play: async ({ userEvent }) => {
    undo.mockClear();
    toast.info("Cleared the last client's form", { timeout: null, action: { label: 'Undo', onAction: undo } });
    const r = within(await region());
    const button = await r.findByRole('button', { name: 'Undo' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toastQueue.visibleToasts).toHaveLength(0));
  },
};
