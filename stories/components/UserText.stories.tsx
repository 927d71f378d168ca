import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UserText } from '../../src/components/UserText';

const meta = {
  title: 'Components/UserText',
  component: UserText,
  args: { children: 'Field Underwriting Guide 2025.pdf' },
  render: ({ children }) => (
    <p>
      Successfully uploaded <UserText>{children}</UserText> for AI training
    </p>
  ),
} satisfies Meta<typeof UserText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('bdi')).toHaveTextContent('Field Underwriting Guide 2025.pdf');
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Successfully uploaded Field Underwriting Guide 2025.pdf for AI training');
  },
};

/** Right-to-left text keeps its own direction without reordering the sentence around it. */
export const RightToLeft: Story = {
  args: { children: 'دليل الاكتتاب.pdf' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('bdi')).toHaveTextContent('دليل الاكتتاب.pdf');
    await expect(canvasElement.querySelector('p')?.textContent).toMatch(/^Successfully uploaded .* for AI training$/);
  },
};

/** An override character is shown as its code point, never obeyed: "report⟨U+202E⟩fdp.exe". */
export const OverrideRevealed: Story = {
  args: { children: 'report\u202Efdp.exe' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('bdi')).toHaveTextContent('report⟨U+202E⟩fdp.exe');
    await expect(canvasElement.textContent).not.toContain('\u202E');
  },
};
