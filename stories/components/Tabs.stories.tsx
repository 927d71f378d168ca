import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tabs } from '../../src/components/Tabs';

function Harness() {
  const [selected, setSelected] = useState('one');
  return (
    <Tabs
      label="Example"
      selectedKey={selected}
      onSelectionChange={setSelected}
      items={[
        { id: 'one', label: 'Upload Documents', content: <p>Upload panel</p> },
        { id: 'two', label: 'Spreadsheet Data', content: <p>Spreadsheet panel</p> },
        { id: 'three', label: 'AI Training', content: <p>Training panel</p> },
      ]}
    />
  );
}

const meta = { title: 'Components/Tabs', component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardAndPointer: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Upload Documents' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Upload panel');
    await userEvent.click(canvas.getByRole('tab', { name: 'AI Training' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Training panel');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Spreadsheet Data' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Spreadsheet panel');
  },
};
