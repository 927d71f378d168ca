import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '../../src/components/Footer';
import { APP_TITLE, footerLinks } from '../../src/app/navigation';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: { owner: APP_TITLE, year: new Date().getFullYear(), links: footerLinks },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // The preview freezes the clock, so "the current year" is the story's year.
    await expect(args.year).toBe(2026);
    await expect(canvas.getByText(`© 2026 ${APP_TITLE}. All rights reserved.`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  },
};
