import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../../src/components/ButtonLink';
import { buttonVariants } from '../../src/components/Button';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { href: '/search', children: 'New Search' },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'New Search' });
    await expect(link).toHaveAttribute('href', '/search');
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', href: '/admin', children: 'Upload Data' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Upload Data' })).toHaveAttribute('href', '/admin');
  },
};
