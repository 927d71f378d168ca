import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Header } from '../../src/components/Header';
import { APP_TITLE, mainLinks } from '../../src/app/navigation';

const meta = {
  title: 'Components/Header',
  component: Header,
  args: { title: APP_TITLE, links: mainLinks, currentPath: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const DashboardActive: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: APP_TITLE })).toHaveAttribute('href', '/');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Search Products' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Admin Panel' })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

export const SearchActive: Story = {
  args: { currentPath: '/search' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Search Products' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const AdminActive: Story = {
  args: { currentPath: '/admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Search Products' })).not.toHaveAttribute('aria-current');
  },
};

export const NoneActive: Story = {
  args: { currentPath: '/about' },
  play: async ({ canvas }) => {
    for (const name of ['Dashboard', 'Search Products', 'Admin Panel']) {
      await expect(canvas.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  },
};

export const MobileCollapsed: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Search Products' })).not.toBeInTheDocument();
  },
};

export const MobileExpanded: Story = {
  globals: mobile,
  args: { currentPath: '/search' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Search Products' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  },
};

export const MobileKeyboard: Story = {
  globals: mobile,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus());
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  },
};

export const MobileTouch: Story = {
  globals: mobile,
  play: async ({ canvas, userEvent }) => {
    await userEvent.pointer({ keys: '[TouchA]', target: canvas.getByRole('button', { name: 'Menu' }) });
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.pointer({ keys: '[TouchA]', target: canvas.getByRole('link', { name: 'Admin Panel' }) });
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};
