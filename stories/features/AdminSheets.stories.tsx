import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SheetSection } from '../../src/features/admin/SheetSection';

const meta = {
  title: 'Features/Admin/SheetSection',
  component: SheetSection,
  args: { sheetKey: 'medicalConditions' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof SheetSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = async () => within(await within(document.body).findByRole('region', { name: /Notifications/ }));
const field = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: 'Google Sheet URL or ID' });
const connectButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Connect Sheet' });

export const MedicalConditionsConnected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Connected')).toBeVisible();
    await expect(canvas.getByText('187 conditions')).toBeVisible();
    await expect(canvas.getByText('May 2, 2025, 9:30 AM UTC')).toBeVisible();
  },
};

export const ProductsDisconnect: Story = {
  args: { sheetKey: 'products' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('57 products')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect Insurance Products' }));
    await expect(canvas.getByText('Not Connected')).toBeVisible();
    await expect(canvas.queryByText('57 products')).not.toBeInTheDocument();
    await expect(await (await toasts()).findByText('Successfully disconnected from products spreadsheet')).toBeVisible();
  },
};

export const CarriersNotConnected: Story = {
  args: { sheetKey: 'carriers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not Connected')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Disconnect/ })).not.toBeInTheDocument();
  },
};

export const CarriersConnectById: Story = {
  args: { sheetKey: 'carriers' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '  1CaRrIeRsSheet  ');
    await userEvent.click(connectButton(canvas));
    await expect(canvas.getByText('Connected')).toBeVisible();
    await expect(canvas.getByText('9 carriers')).toBeVisible();
    await expect(canvas.getByText('May 15, 2026, 2:30 PM UTC')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Open Insurance Carriers List/ })).toHaveAttribute(
      'href',
      'https://docs.google.com/spreadsheets/d/1CaRrIeRsSheet/edit',
    );
    await expect(await (await toasts()).findByText('Successfully connected to insurance carriers spreadsheet')).toBeVisible();
  },
};

export const EmptyInput: Story = {
  args: { sheetKey: 'carriers' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), '   ');
    await userEvent.click(connectButton(canvas));
    await expect(canvas.getByText('Please enter a Google Sheet URL or ID.')).toBeVisible();
    await expect(canvas.getByText('Not Connected')).toBeVisible();
  },
};

export const InvalidUrl: Story = {
  args: { sheetKey: 'carriers' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas), 'https://docs.google.com/spreadsheets/u/0/');
    await userEvent.click(connectButton(canvas));
    await expect(canvas.getByText('Invalid Google Sheet URL format.')).toBeVisible();
    await expect(canvas.getByText('Not Connected')).toBeVisible();
  },
};
