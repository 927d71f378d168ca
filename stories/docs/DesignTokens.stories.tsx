import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColorTable, ContrastTable, RadiiAndShadows, SpaceTable, TypeScale } from './TokenTables';
import { colorPairs } from '../../src/components/theme/tokens';

const meta = {
  title: 'Design tokens/Tables',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => <ColorTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Colour roles' })).toBeVisible();
    await expect(canvas.getAllByText('#1d4ed8')).toHaveLength(2); // primary and focus
  },
};

export const Contrast: Story = {
  render: () => <ContrastTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Pass')).toHaveLength(colorPairs.length);
    await expect(canvas.queryByText('Fail')).not.toBeInTheDocument();
  },
};

export const Spacing: Story = {
  render: () => <SpaceTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Spacing' })).toBeVisible();
  },
};

export const Type: Story = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Insurance AI Navigator')).toHaveLength(7);
  },
};

export const RadiiShadowsBreakpoints: Story = {
  render: () => <RadiiAndShadows />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('from 640px wide')).toBeVisible();
  },
};
