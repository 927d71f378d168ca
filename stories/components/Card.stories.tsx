import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../../src/components/Card';
import { Badge } from '../../src/components/Badge';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: 'Data Store', children: <p>10 files</p> },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card is a section landmark named by its heading. */
export const Titled: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Data Store' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Data Store' })).toBeVisible();
    await expect(region).toHaveTextContent('10 files');
  },
};

export const WithDescriptionAndAside: Story = {
  args: {
    title: 'Agent Guides',
    headingLevel: 3,
    description: 'Upload PDF or Word documents (Max: 10MB)',
    aside: <Badge tone="primary">3 files</Badge>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Agent Guides' })).toBeVisible();
    await expect(canvas.getByText('Upload PDF or Word documents (Max: 10MB)')).toBeVisible();
    await expect(canvas.getByText('3 files')).toBeVisible();
  },
};
