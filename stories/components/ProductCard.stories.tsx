import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ProductCard } from '../../src/components/ProductCard';
import { sampleResults } from '../../src/mocks/fixtures';

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: { product: sampleResults[0]!, onViewDetails: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithExclusions: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Term Life Express 20' });
    await expect(card).toHaveTextContent('Mutual of Omaha');
    await expect(canvas.getByText('95% match')).toBeVisible();
    await expect(canvas.getByText(/Level premiums for the full term/)).toBeVisible();
    await expect(canvas.getByText('Coverage')).toBeVisible();
    await expect(canvas.getByText('$100,000 – $2,000,000')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Qualifications' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Exclusions' })).toBeVisible();
    await expect(canvas.getByText('Any cancer treatment in the last 5 years')).toBeVisible();
  },
};

export const WithoutExclusions: Story = {
  args: { product: sampleResults[1]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Qualifications' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Exclusions' })).not.toBeInTheDocument();
  },
};

export const ViewFullDetails: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /View Full Details/ }));
    await expect(args.onViewDetails).toHaveBeenCalledWith(sampleResults[0]);
  },
};
