import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusPage } from '../../src/components/StatusPage';
import { ButtonLink } from '../../src/components/ButtonLink';

const meta = {
  title: 'Components/StatusPage',
  component: StatusPage,
  args: { title: 'Oops! Page not found' },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCode: Story = {
  args: {
    code: '404',
    message: "The page you're looking for doesn't exist or has been moved.",
    action: <ButtonLink href="/">Return to Dashboard</ButtonLink>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
  },
};

export const WithDetail: Story = {
  args: { title: 'Unexpected Application Error!', detail: '503 Service Unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText('503 Service Unavailable')).toBeVisible();
  },
};
