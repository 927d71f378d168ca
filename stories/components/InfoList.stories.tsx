import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InfoList } from '../../src/components/InfoList';
import { Badge } from '../../src/components/Badge';

const meta = {
  title: 'Components/InfoList',
  component: InfoList,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof InfoList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pairs: Story = {
  args: { items: [{ label: 'Accuracy', value: '92.7%' }, { label: 'Last Trained', value: 'May 2, 2025' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Accuracy').tagName).toBe('DT');
    await expect(canvas.getByText('Accuracy').nextElementSibling).toHaveTextContent('92.7%');
    await expect(canvas.getByText('Last Trained').nextElementSibling).toHaveTextContent('May 2, 2025');
  },
};

export const WithBadges: Story = {
  args: { items: [{ label: 'AI Engine', value: <Badge tone="success">Operational</Badge> }, { label: 'Database', value: <Badge tone="success">Connected</Badge> }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('AI Engine').nextElementSibling).toHaveTextContent('Operational');
    await expect(canvas.getByText('Database').nextElementSibling).toHaveTextContent('Connected');
  },
};
