import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Switch } from '../../src/components/Switch';

const meta = { title: 'Components/Switch' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnOff: Story = {
  render: function Render() {
    const [on, setOn] = useState(true);
    return <Switch label="Agent Guides" detail="3 files" isSelected={on} onChange={setOn} />;
  },
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Agent Guides (3 files)' });
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expect(control).not.toBeChecked();
  },
};
