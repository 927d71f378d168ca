import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeTones } from '../../src/components/Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Connected' },
  argTypes: { tone: { control: 'select', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) await expect(canvas.getByText(tone)).toHaveAttribute('data-tone', tone);
  },
};
