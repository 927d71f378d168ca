import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StorageMeter } from '../../src/components/StorageMeter';

const meta = {
  title: 'Components/StorageMeter',
  component: StorageMeter,
  args: { usedMb: 245, limitMb: 1000 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof StorageMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

const meter = (canvas: { getByRole: (role: 'meter', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('meter', { name: 'Storage' });

export const Sample: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24.5%')).toBeVisible();
    await expect(canvas.getByText('245 MB / 1000 MB')).toBeVisible();
    await expect(meter(canvas)).toHaveAttribute('aria-valuetext', '24.5% (245 MB / 1000 MB)');
    await expect(meter(canvas)).not.toHaveAttribute('data-critical');
  },
};

export const ExactlyEighty: Story = {
  args: { usedMb: 800 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('80%')).toBeVisible();
    await expect(meter(canvas)).not.toHaveAttribute('data-critical');
    await expect(canvas.queryByText('Above 80% of the limit')).not.toBeInTheDocument();
  },
};

export const JustAboveEighty: Story = {
  args: { usedMb: 801 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('80.1%')).toBeVisible();
    await expect(meter(canvas)).toHaveAttribute('data-critical', 'true');
    await expect(canvas.getByText('Above 80% of the limit')).toBeVisible();
  },
};

export const Full: Story = {
  args: { usedMb: 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByText('1000 MB / 1000 MB')).toBeVisible();
    await expect(meter(canvas)).toHaveAttribute('data-critical', 'true');
  },
};
