import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, type IconName } from '../../src/components/Icon';

const names: IconName[] = ['search', 'document', 'shield', 'users', 'arrowUp', 'arrowDown', 'check', 'chevronRight', 'alert', 'wrench', 'question', 'upload', 'trash', 'link'];

const meta = { title: 'Components/Icon', component: Icon, args: { name: 'search' } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon, always decorative: hidden from assistive technology and never focusable. */
export const AllIcons: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {names.map((name) => (
        <span key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon name={name} size={24} />
          {name}
        </span>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs).toHaveLength(names.length);
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
      await expect(svg).toHaveAttribute('width', '24');
    }
  },
};
