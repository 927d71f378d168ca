import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FilterChips, type FilterChipsProps } from '../../src/components/FilterChips';

const options = [
  { value: 'term', label: 'Term', count: 12 },
  { value: 'final-expense', label: 'Final expense', count: 9 },
  { value: 'guaranteed-issue', label: 'Guaranteed issue', count: 6 },
  { value: 'permanent', label: 'Whole & universal life', count: 0 },
];

/** The chips as a screen holds them: the ticked values in state. */
function Controlled(props: Omit<FilterChipsProps, 'value' | 'onChange'> & { initial?: string[]; onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <FilterChips
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/FilterChips',
  component: Controlled,
  args: { label: 'Kind', options, onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TickedByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Kind' });
    await expect(group).toBeVisible();
    // Each chip is a checkbox, named with its count of products.
    const term = canvas.getByRole('checkbox', { name: 'Term (12 products)' });
    await userEvent.tab();
    await expect(term).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(term).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['term']);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Final expense (9 products)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['term', 'final-expense']);
    // Unticking the first leaves the second.
    await userEvent.click(term);
    await expect(term).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['final-expense']);
  },
};

export const TickedWithNoResults: Story = {
  args: { initial: ['permanent'] },
  play: async ({ canvas }) => {
    // Chosen before a search that has none of them: still shown, ticked, with its zero, so it can be unticked.
    await expect(canvas.getByRole('checkbox', { name: 'Whole & universal life (0 products)' })).toBeChecked();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const chips = canvas.getAllByRole('checkbox');
    await expect(chips).toHaveLength(options.length);
    // The chips wrap inside the screen's width.
    for (const chip of chips) await expect(chip.closest('label')!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
