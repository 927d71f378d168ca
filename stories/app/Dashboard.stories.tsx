import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt } from './AppAt';

/** The dashboard in the app shell, as an agent lands on it. */
const meta = {
  title: 'Pages/Dashboard',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Welcome to your Insurance AI Navigator')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/search');
    await expect(canvas.getByRole('link', { name: 'Upload Data' })).toHaveAttribute('href', '/admin');

    const stat = (name: string) => canvas.getByRole('article', { name });
    await expect(stat('Total Searches')).toHaveTextContent('124');
    await expect(stat('Total Searches')).toHaveTextContent('last 30 days');
    await expect(stat('Total Searches')).toHaveTextContent('+12%');
    await expect(stat('Uploaded Documents')).toHaveTextContent('18');
    await expect(stat('Insurance Products')).toHaveTextContent('57');
    await expect(stat('Active Users')).toHaveTextContent('9');
    await expect(stat('Active Users')).toHaveTextContent('Insurance agents using the system');
    await expect(stat('Active Users')).toHaveTextContent('+3%');

    // Four in a row on a wide screen.
    const tops = ['Total Searches', 'Uploaded Documents', 'Insurance Products', 'Active Users'].map(
      (name) => stat(name).getBoundingClientRect().top,
    );
    await expect(new Set(tops).size).toBe(1);

    const recent = within(canvas.getByRole('region', { name: 'Recent Searches' }));
    await expect(recent.getAllByRole('listitem').length).toBeGreaterThan(0);
    const status = within(canvas.getByRole('region', { name: 'System Status' }));
    await expect(status.getByText('24.5%')).toBeVisible();
    await expect(status.getByText('245 MB / 1000 MB')).toBeVisible();
    await expect(status.getByText('Operational')).toBeVisible();
  },
};

export const Tablet: Story = {
  globals: tablet,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    const top = (name: string) => canvas.getByRole('article', { name }).getBoundingClientRect().top;
    // Two in a row on a tablet.
    await expect(top('Total Searches')).toBe(top('Uploaded Documents'));
    await expect(top('Insurance Products')).toBeGreaterThan(top('Total Searches'));
    await expect(top('Insurance Products')).toBe(top('Active Users'));
  },
};

export const Phone: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    const box = (name: string) => canvas.getByRole('article', { name }).getBoundingClientRect();
    // One per row on a phone, and nothing wider than the screen.
    await expect(box('Uploaded Documents').top).toBeGreaterThan(box('Total Searches').top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(window.innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    for (const article of canvas.getAllByRole('article')) {
      await expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    }
  },
};

export const NewSearch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'New Search' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Insurance Product Search' })).toBeVisible();
  },
};

export const UploadData: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Upload Data' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  },
};
