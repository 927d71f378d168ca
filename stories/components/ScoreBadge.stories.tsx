import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScoreBadge } from '../../src/components/ScoreBadge';

const meta = {
  title: 'Components/ScoreBadge',
  component: ScoreBadge,
  argTypes: { score: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ScoreBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const check = (text: string, tone: string) =>
  async ({ canvas }: { canvas: { getByText: (t: string) => HTMLElement } }) => {
    await expect(canvas.getByText(text)).toHaveAttribute('data-tone', tone);
  };

export const Green95: Story = { args: { score: 95 }, play: check('95% match', 'success') };
export const Green90: Story = { args: { score: 90 }, play: check('90% match', 'success') };
export const Yellow89: Story = { args: { score: 89 }, play: check('89% match', 'warning') };
export const Yellow70: Story = { args: { score: 70 }, play: check('70% match', 'warning') };
export const Orange69: Story = { args: { score: 69 }, play: check('69% match', 'caution') };
