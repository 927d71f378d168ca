import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { AppAt } from './AppAt';
import { SEARCH_ROUTE } from '../../src/mocks/handlers';
import { sampleResults } from '../../src/mocks/fixtures';
import { fillProfile, validInput } from '../features/fillProfile';

const meta = {
  title: 'Flows/Search',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/' },
  beforeEach({ msw }) {
    msw.use(http.post(SEARCH_ROUTE, () => HttpResponse.json(sampleResults.slice(0, 4))));
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromDashboardToResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'New Search' }));
    await canvas.findByRole('heading', { level: 1, name: 'Insurance Product Search' });
    await fillProfile(canvas, userEvent, validInput);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
    await expect(await canvas.findByRole('heading', { name: '4 Products Found' })).toBeVisible();
    await expect(within(canvas.getAllByRole('article')[0]!).getByText('95% match')).toBeVisible();
    // The first row of cards comes with the answer, the rest a frame later.
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
  },
};

export const ResultsSurviveNavigation: Story = {
  args: { path: '/search' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Insurance Product Search' });
    await fillProfile(canvas, userEvent, validInput);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
    await canvas.findByRole('heading', { name: '4 Products Found' });
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.click(canvas.getByRole('link', { name: 'Search Products' }));
    await expect(await canvas.findByRole('heading', { name: '4 Products Found' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Age/ })).toHaveValue('45');
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
  },
};

/** New client after a search: the form and the results cleared, and a toast that says so with an Undo. */
export const NewClient: Story = {
  args: { path: '/search' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Insurance Product Search' });
    await fillProfile(canvas, userEvent, validInput);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
    await canvas.findByRole('heading', { name: '4 Products Found' });
    await userEvent.click(canvas.getByRole('button', { name: 'New client' }));
    await expect(canvas.getByRole('textbox', { name: /Age/ })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'Male' })).not.toBeChecked();
    await expect(canvas.queryByRole('heading', { name: '4 Products Found' })).toBeNull();
    // Focus is in the form, on its first field, for the next client.
    await expect(document.activeElement?.closest('form')).toBeTruthy();
    const region = within(await within(document.body).findByRole('region', { name: /Notifications/ }));
    await expect(await region.findByRole('alertdialog', { name: "Cleared the last client's form and results" })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Undo' })).toBeVisible();
    // Nothing of the client is left in the tab.
    await expect(Object.keys(sessionStorage).filter((key) => key.startsWith('navigator.search.'))).toEqual([]);
  },
};

/** Undo, pressed while the toast shows: the last client back, form and results. */
export const NewClientUndone: Story = {
  args: { path: '/search' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Insurance Product Search' });
    await fillProfile(canvas, userEvent, validInput);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
    await canvas.findByRole('heading', { name: '4 Products Found' });
    await userEvent.click(canvas.getByRole('button', { name: 'New client' }));
    const region = within(await within(document.body).findByRole('region', { name: /Notifications/ }));
    await userEvent.click(await region.findByRole('button', { name: 'Undo' }));
    await expect(await canvas.findByRole('heading', { name: '4 Products Found' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Age/ })).toHaveValue('45');
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
    await waitFor(() => expect(region.queryByRole('button', { name: 'Undo' })).toBeNull());
  },
};
