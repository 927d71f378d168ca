import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
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

/** Tabs whose open tab is in the address: each is a real link (followed by the browser before the app runs). */
const linkItems = [
  { id: 'one', href: '/admin', label: 'Upload Documents', content: <p>Upload panel</p> },
  { id: 'two', href: '/admin?tab=spreadsheets', label: 'Spreadsheet Data', content: <p>Spreadsheet panel</p> },
  { id: 'three', href: '/admin?tab=training', label: 'AI Training', content: <p>Training panel</p> },
];

function LinkHarness() {
  // The open tab follows the address: here a stand-in router that only remembers it.
  const [address, setAddress] = useState('/admin');
  const selected = linkItems.find((item) => item.href === address)?.id ?? 'one';
  return (
    <RouterProvider navigate={setAddress}>
      <Tabs label="Example" selectedKey={selected} items={linkItems} />
    </RouterProvider>
  );
}

export const AsLinks: Story = {
  render: () => <LinkHarness />,
  play: async ({ canvas, userEvent }) => {
    const training = canvas.getByRole('tab', { name: 'AI Training' });
    // A link a browser follows without the app, to the address that opens it.
    await expect(training.tagName).toBe('A');
    await expect(training).toHaveAttribute('href', '/admin?tab=training');
    await expect(canvas.getByRole('tab', { name: 'Upload Documents' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(training);
    await expect(canvas.getByRole('tab', { name: 'AI Training' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Training panel');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Spreadsheet Data' })).toHaveAttribute('aria-selected', 'true');
  },
};
