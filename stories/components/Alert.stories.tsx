import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from '../../src/components/Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { title: 'Search failed', children: 'An error occurred while processing your search. Please try again.' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}><Story /></div>],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An error is announced at once. */
export const ErrorTone: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Search failed');
    await expect(alert).toHaveTextContent('An error occurred while processing your search. Please try again.');
  },
};

/** A warning or info message is announced politely. */
export const Warning: Story = {
  args: { tone: 'warning', title: 'Sample products', children: 'These are sample products, not matches for this profile.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sample products');
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'warning');
  },
};

/** A standing note that arrives with the page is not a live region: a note, named by its title. */
export const StandingNote: Story = {
  args: { tone: 'info', live: false, title: 'Ask the client', children: 'Ask what furosemide is taken for.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('note', { name: 'Ask the client' })).toHaveTextContent('Ask what furosemide is taken for.');
  },
};

/** The small size, for a note inside a card: tighter, its title the size of its text. */
export const SmallNote: Story = {
  args: { tone: 'warning', live: false, size: 'sm', title: 'Depends on the client’s answer', children: 'Depends on what quetiapine is taken for: level if insomnia or depression.' },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: 'Depends on the client’s answer' });
    await expect(note).toHaveAttribute('data-tone', 'warning');
    const title = canvas.getByText('Depends on the client’s answer');
    const body = canvas.getByText(/^Depends on what quetiapine/);
    await expect(getComputedStyle(title).fontSize).toBe(getComputedStyle(body).fontSize);
  },
};
