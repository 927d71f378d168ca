import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppAt } from './AppAt';
import { approvedCarrierNames } from '../../src/contract';

const meta = {
  title: 'Pages/Admin',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UploadDocumentsTab: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(canvas.getByText('Manage your AI system and upload training data')).toBeVisible();
    const card = (name: string) => within(canvas.getByRole('region', { name }));
    await expect(card('System Status').getByText('AI Engine').nextElementSibling).toHaveTextContent('Operational');
    await expect(card('System Status').getByText('Database').nextElementSibling).toHaveTextContent('Connected');
    await expect(card('System Status').getByText('API Endpoints').nextElementSibling).toHaveTextContent('Healthy');
    await expect(card('Data Store').getByText('Documents').nextElementSibling).toHaveTextContent('10 files');
    await expect(card('Data Store').getByText('Spreadsheets').nextElementSibling).toHaveTextContent('3 connected');
    await expect(card('Data Store').getByText('Products').nextElementSibling).toHaveTextContent('57 configured');
    await expect(card('Model Performance').getByText('Accuracy').nextElementSibling).toHaveTextContent('92.7%');
    await expect(card('Model Performance').getByText('Last Trained').nextElementSibling).toHaveTextContent('May 2, 2025');
    await expect(card('Model Performance').getByText('Avg. Response').nextElementSibling).toHaveTextContent('452 ms');
    const carriers = within(canvas.getByRole('list', { name: 'Approved Insurance Carriers' })).getAllByRole('listitem');
    // Every approved carrier, from the one list (its nine names are checked in tests/unit/engine/catalog.test.ts).
    await expect(carriers.map((c) => c.textContent)).toEqual(approvedCarrierNames);
    await expect(canvas.getByRole('tab', { name: 'Upload Documents' })).toHaveAttribute('aria-selected', 'true');
    // Each tab's parts load with the tab.
    for (const name of ['Agent Guides', 'Training Materials', 'Product Documents']) {
      await expect(await canvas.findByRole('heading', { level: 3, name })).toBeVisible();
    }
  },
};

export const SpreadsheetDataTab: Story = {
  args: { path: '/admin?tab=spreadsheets' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Google Spreadsheet Connections' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Spreadsheet Data' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Medical Conditions Database', 'Insurance Products', 'Insurance Carriers']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(panel.getAllByText('Connected')).toHaveLength(2);
    await expect(panel.getByText('Not Connected')).toBeVisible();
    // Inside the app's router a sheet link still leaves for the spreadsheet service, in a new tab.
    const sheetLink = panel.getByRole('link', { name: 'Open Medical Conditions Database (opens in a new tab)' });
    await expect(sheetLink).toHaveAttribute('href', expect.stringMatching(/^https:\/\/docs\.google\.com\/spreadsheets\/d\/[^/]+\/edit$/));
    await expect(sheetLink).toHaveAttribute('target', '_blank');
  },
};

export const AITrainingTab: Story = {
  args: { path: '/admin?tab=training' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Panel' });
    await expect(canvas.getByRole('tab', { name: 'AI Training' })).toHaveAttribute('aria-selected', 'true');
    // Each tab's parts load with the tab.
    for (const name of ['Overview', 'Training History', 'Data Sources', 'Parameters']) {
      await expect(await canvas.findByRole('tab', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { name: 'Training Status' })).toBeVisible();
    await expect(canvas.getByText('Ready for Training')).toBeVisible();
  },
};

export const SwitchTabsWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Panel' });
    canvas.getByRole('tab', { name: 'Upload Documents' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('heading', { name: 'Google Spreadsheet Connections' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Spreadsheet Data' })).toHaveFocus();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Admin Panel' });
    // The open tab's parts load with the tab: the page is whole once they are there.
    await canvas.findByRole('heading', { level: 3, name: 'Agent Guides' });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
