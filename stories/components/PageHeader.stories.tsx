import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeader } from '../../src/components/PageHeader';
import { ButtonLink } from '../../src/components/ButtonLink';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: 'Dashboard', subtitle: 'Welcome to your Insurance AI Navigator' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndSubtitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Welcome to your Insurance AI Navigator')).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Insurance Product Search', subtitle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Insurance Product Search' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <ButtonLink href="/search">New Search</ButtonLink>
        <ButtonLink href="/admin" variant="secondary">
          Upload Data
        </ButtonLink>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/search');
    await expect(canvas.getByRole('link', { name: 'Upload Data' })).toHaveAttribute('href', '/admin');
  },
};
