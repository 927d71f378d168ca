import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Switch } from '../../src/components/Switch';
import { Slider } from '../../src/components/Slider';
import { NumberField } from '../../src/components/NumberField';
import { Select } from '../../src/components/Select';

/** The form controls the admin area builds its parameters from, one per story. */
const meta = { title: 'Components/FormControls' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchOnOff: Story = {
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

export const SliderByKeyboard: Story = {
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

export const NumberFieldWithError: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <NumberField label="Learning Rate" defaultValue={0.05} step={0.0001} formatOptions={{ maximumFractionDigits: 6 }} errorMessage="Learning rate must be between 0.0001 and 0.01" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Learning Rate' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Learning rate must be between 0.0001 and 0.01')).toBeVisible();
  },
};

export const SelectOpen: Story = {
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
