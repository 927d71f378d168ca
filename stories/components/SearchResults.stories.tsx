import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchResults } from '../../src/components/SearchResults';
import { sampleResults } from '../../src/mocks/fixtures';

const meta = {
  title: 'Components/SearchResults',
  component: SearchResults,
  args: { state: { status: 'ready' }, onViewDetails: fn() },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ready to find matching products' })).toBeVisible();
    await expect(canvas.getByText(/Enter the client's health information/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Analyzing health information...' })).toBeVisible();
    await expect(canvas.getByText('Analyzing health information...')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { state: { status: 'error', message: 'An error occurred while processing your search. Please try again.' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent('An error occurred while processing your search. Please try again.');
  },
};

export const Results: Story = {
  args: { state: { status: 'results', products: sampleResults }, footnote: 'Products and scores come from an illustrative sample catalog.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '5 Products Found' })).toBeVisible();
    await expect(canvas.getByText('Sorted by match score')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    const [first, second] = canvas.getAllByRole('article');
    // Two columns on a wide screen.
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(canvas.queryByText('Sample products')).not.toBeInTheDocument();
  },
};

export const ResultsOnAPhone: Story = {
  args: Results.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

export const SampleResults: Story = {
  args: { state: { status: 'results', products: sampleResults.slice(0, 2), isSample: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2 Products Found' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sample products');
  },
};

export const Empty: Story = {
  args: { state: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Matching Products' })).toBeVisible();
    await expect(canvas.getByText(/Try adjusting the search criteria/)).toBeVisible();
  },
};
