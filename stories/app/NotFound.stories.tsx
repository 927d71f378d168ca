import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { AppAt } from './AppAt';

const errors: unknown[][] = [];

const meta = {
  title: 'Pages/404',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/no-such-page' },
  beforeEach: () => {
    errors.length = 0;
    const spy = spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
    // The path is logged by an effect, which runs just after the page paints.
    await waitFor(() =>
      expect(errors).toContainEqual(['404 Error: User attempted to access non-existent route:', '/no-such-page']),
    );
    await waitFor(() => expect(document.title).toBe('Page not found · Insurance AI Navigator'));
  },
};

export const ReturnToDashboard: Story = {
  args: { path: '/admin/reports/2019' },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() =>
      expect(errors).toContainEqual(['404 Error: User attempted to access non-existent route:', '/admin/reports/2019']),
    );
    await userEvent.click(await canvas.findByRole('link', { name: 'Return to Dashboard' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  },
};
