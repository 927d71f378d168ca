import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { expect } from 'storybook/test';
import { FieldLabel, FieldMessages } from '../../src/components/Field';
import * as field from '../../src/components/Field/Field.css';

/**
 * The parts every field composes (TextField, TextArea, NumberField, RadioGroup, Select, Slider): the
 * label with its required mark, then the hint and the error under the control.
 */
const meta = { title: 'Components/Field' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Parts: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <AriaTextField isRequired isInvalid className={field.field}>
        <FieldLabel label="Weight" isRequired />
        <Input className={field.control} />
        <FieldMessages description="Pounds (lbs)" errorMessage="Weight is required" />
      </AriaTextField>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Weight' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Pounds (lbs)'));
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Weight is required')).toBeVisible();
  },
};
