import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Select } from '../../src/components/Select';

const meta = { title: 'Components/Select' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: function Render() {
    const [v, setV] = useState('adam');
    return (
      <div style={{ maxWidth: 320 }}>
        <Select label="Optimizer" options={['adam', 'sgd', 'rmsprop', 'adagrad'].map((id) => ({ id, label: id }))} selectedKey={v} onSelectionChange={setV} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Optimizer/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'rmsprop' }));
    await expect(canvas.getByRole('button', { name: /Optimizer/ })).toHaveTextContent('rmsprop');
  },
};
