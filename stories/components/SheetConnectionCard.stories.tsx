import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SheetConnectionCard } from '../../src/components/SheetConnectionCard';

const connected = {
  connected: true,
  lastSync: 'May 2, 2025, 9:30 AM UTC',
  rowCount: 187,
  url: 'https://docs.google.com/spreadsheets/d/abc/edit',
  sheetName: 'Medical Conditions Database',
};

const meta = {
  title: 'Components/SheetConnectionCard',
  component: SheetConnectionCard,
  args: { title: 'Medical Conditions Database', rowLabel: 'conditions', connection: connected, onConnect: fn(), onDisconnect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof SheetConnectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Connected')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('May 2, 2025, 9:30 AM UTC')).toBeVisible();
    await expect(canvas.getByText('187 conditions')).toBeVisible();
    const link = canvas.getByRole('link', { name: /Open Medical Conditions Database/ });
    await expect(link).toHaveAttribute('href', connected.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect Medical Conditions Database' }));
    await expect(args.onDisconnect).toHaveBeenCalled();
  },
};

export const NotConnected: Story = {
  args: {
    title: 'Insurance Carriers',
    rowLabel: 'carriers',
    connection: { connected: false, lastSync: null, rowCount: 0, url: '', sheetName: 'Insurance Carriers List' },
    onConnect: fn(() => undefined),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Not Connected')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Disconnect/ })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Google Sheet URL or ID' }), '1AbCdEf');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Sheet' }));
    await expect(args.onConnect).toHaveBeenCalledWith('1AbCdEf');
    await expect(canvas.getByRole('textbox', { name: 'Google Sheet URL or ID' })).toHaveValue('');
  },
};

export const EmptyInput: Story = {
  args: { onConnect: fn(() => 'Please enter a Google Sheet URL or ID.') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Sheet' }));
    await expect(canvas.getByText('Please enter a Google Sheet URL or ID.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Google Sheet URL or ID' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidUrl: Story = {
  args: { onConnect: fn(() => 'Invalid Google Sheet URL format.') },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Google Sheet URL or ID' });
    await userEvent.type(input, 'https://docs.google.com/spreadsheets/u/0/');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Sheet' }));
    await expect(canvas.getByText('Invalid Google Sheet URL format.')).toBeVisible();
    await expect(input).toHaveValue('https://docs.google.com/spreadsheets/u/0/');
  },
};
