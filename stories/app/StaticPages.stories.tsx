import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AppAt } from './AppAt';

const meta = {
  title: 'Pages/Static pages',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {
  args: { path: '/about' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(canvas.getByText(/illustrative sample built for this application: 57 products/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'How a match score is made' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Illustrative premiums' })).toBeVisible();
    await expect(canvas.getByText(/These premiums are illustrations, not quotes or offers/)).toBeVisible();
    await expect(canvas.getByText(/simulated sample data that live only in your browser/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'About' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('About · Insurance AI Navigator'));
  },
};

export const Privacy: Story = {
  args: { path: '/privacy' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText(/does not store the profile and does not write it to any log/)).toBeVisible();
    await expect(canvas.getByText(/live only in this browser session/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Insurance AI Navigator'));
  },
};

export const Support: Story = {
  args: { path: '/support' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Searching for products' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Admin Panel' })).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('Support · Insurance AI Navigator'));
  },
};
