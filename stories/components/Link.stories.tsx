import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from '../../src/components/Link';

const meta = { title: 'Components/Link', component: Link } satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InApp: Story = {
  args: { href: '/privacy', children: 'Privacy Policy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  },
};

/** Another site, in a new tab, said in its name. */
export const External: Story = {
  args: { href: 'https://docs.google.com/spreadsheets/d/abc/edit', target: '_blank', rel: 'noreferrer', children: 'Open Insurance Carriers List (opens in a new tab)' },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Open Insurance Carriers List (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://docs.google.com/spreadsheets/d/abc/edit');
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
