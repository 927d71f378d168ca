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
