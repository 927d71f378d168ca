import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppShell } from '../../src/components/AppShell';
import { Header } from '../../src/components/Header';
import { Footer } from '../../src/components/Footer';
import { PageHeader } from '../../src/components/PageHeader';
import { APP_TITLE, footerLinks, mainLinks } from '../../src/app/navigation';

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    header: <Header title={APP_TITLE} links={mainLinks} currentPath="/" />,
    footer: <Footer owner={APP_TITLE} year={2026} links={footerLinks} />,
    children: <PageHeader title="Dashboard" subtitle="Welcome to your Insurance AI Navigator" />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landmarks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    // Following the link is the browser's own job (a same-page anchor); the target must take focus.
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(main).toHaveAttribute('tabindex', '-1');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};
