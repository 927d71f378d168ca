import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Slider } from '../../src/components/Slider';

const meta = { title: 'Components/Slider' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByKeyboard: Story = {
  render: function Render() {
    const [v, setV] = useState(10);
    return <div style={{ maxWidth: 320 }}><Slider label="Epochs" minValue={1} maxValue={20} value={v} onChange={setV} /></div>;
  },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('slider', { name: 'Epochs' }).focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('slider', { name: 'Epochs' })).toHaveValue('20');
    await expect(canvas.getByText('20')).toBeVisible();
  },
};
