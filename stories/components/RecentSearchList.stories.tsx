import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecentSearchList } from '../../src/components/RecentSearchList';
import { recentSearches } from '../../src/features/dashboard/sampleData';

const meta = {
  title: 'Components/RecentSearchList',
  component: RecentSearchList,
  args: { searches: recentSearches },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof RecentSearchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEntries: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(recentSearches.length);
    const first = within(items[0]!);
    await expect(first.getByText('Type 2 diabetes, controlled with metformin; 58-year-old male, non-smoker')).toBeVisible();
    await expect(first.getByText('May 14, 2025')).toBeVisible();
    await expect(first.getByText('12 matches')).toBeVisible();
    await expect(first.getByText('Top match: Mutual of Omaha Term Life Express')).toBeVisible();
  },
};

export const OneMatch: Story = {
  args: {
    searches: [
      { id: 'one', query: 'Stage 3 kidney disease on dialysis; 72-year-old female', date: 'May 9, 2025', matchedProducts: 1, topMatch: 'Americo Guaranteed Issue Whole Life' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 match')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { searches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No recent searches found.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
