import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Prose } from '../../src/components/Prose';

const meta = { title: 'Components/Prose', component: Prose } satisfies Meta<typeof Prose>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LongForm: Story = {
  args: {
    children: (
      <>
        <h2>Sample data</h2>
        <p>
          The product catalog behind the search is an illustrative sample: its products, rules and build charts are
          examples, not any carrier&apos;s underwriting guide.
        </p>
        <ul>
          <li>Dashboard figures are simulated.</li>
          <li>Admin records live only in your browser.</li>
        </ul>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sample data' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // A readable measure: lines stop well short of a wide screen.
    await expect(canvas.getByText(/The product catalog/).getBoundingClientRect().width).toBeLessThanOrEqual(800);
  },
};
