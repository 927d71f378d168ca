import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppAt } from './AppAt';

const meta = {
  title: 'Flows/Navigation',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppShellAtDashboard: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Welcome to your Insurance AI Navigator')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('© 2026 Insurance AI Navigator. All rights reserved.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Dashboard · Insurance AI Navigator'));
  },
};

export const HeaderLinks: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });

    await userEvent.click(canvas.getByRole('link', { name: 'Search Products' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Insurance Product Search' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search Products' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(document.title).toBe('Search Products · Insurance AI Navigator'));
    await expect(canvas.getByRole('main')).toHaveFocus();

    await userEvent.click(canvas.getByRole('link', { name: 'Admin Panel' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(canvas.getByText('Manage your AI system and upload training data')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('link', { name: 'Insurance AI Navigator' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

export const FooterLinks: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy Policy' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Support' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'About' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    for (const name of ['Dashboard', 'Search Products', 'Admin Panel']) {
      await expect(nav.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Insurance AI Navigator' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Search Products' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Insurance Product Search' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(canvas.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Admin Panel' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};
