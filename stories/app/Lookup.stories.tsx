import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppAt } from './AppAt';

/** The lookup in the app shell: reached from the dashboard and the search, and carried into a search. */
const meta = {
  title: 'Pages/Lookup',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/lookup' },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Drug and Condition Lookup' })).toBeVisible();
    // The header's three links stay as they are: the lookup is reached from the screens.
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Search Products', 'Admin Panel']);
  },
};

export const FromTheDashboard: Story = {
  tags: ['skip-visual'],
  args: { path: '/' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Look up a drug or condition' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Drug and Condition Lookup' })).toBeVisible();
  },
};

export const CarriedIntoASearch: Story = {
  tags: ['skip-visual'],
  args: { path: '/search' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Look up a drug or condition' }));
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Drug or condition' }), 'Eliquis, stroke 2022');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Carry into a search' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Insurance Product Search' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Medications/ })).toHaveValue('Eliquis');
    await expect(canvas.getByRole('textbox', { name: /Medical conditions/i })).toHaveValue('stroke 2022');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Drug and Condition Lookup' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
