import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import { SearchScreen } from '../../src/features/search/SearchScreen';
import { profileAtom, searchClientAtom } from '../../src/features/search/atoms';
import { SEARCH_ROUTE } from '../../src/mocks/handlers';
import { sampleProfile, sampleResults } from '../../src/mocks/fixtures';
import { fillProfile, validInput } from './fillProfile';
import { shownDialog } from '../shownDialog';

const meta = {
  title: 'Features/Search',
  component: SearchScreen,
  // The screen lives at /search in the app's router (the details dialog is a step in its history).
  parameters: { layout: 'padded', route: { path: '/search', initialEntry: '/search' } },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvas: ReturnType<typeof within>, user: { click: (el: Element) => Promise<void> }) =>
  user.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
const toasts = () => within(document.body).findByRole('region', { name: /Notifications/ });
/** A profile already typed in, as after a visit to another page and back. */
const filled = { atoms: [[profileAtom, sampleProfile]] as const };

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Insurance Product Search' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Health Information' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ready to find matching products' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: filled,
  beforeEach({ msw }) {
    msw.use(http.post(SEARCH_ROUTE, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }));
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    await expect(await canvas.findByText('Analyzing health information...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

export const Results: Story = {
  parameters: filled,
  beforeEach({ msw }) {
    msw.use(http.post(SEARCH_ROUTE, () => HttpResponse.json([sampleResults[4], sampleResults[0], sampleResults[2]])));
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('heading', { name: '3 Products Found' })).toBeVisible();
    await expect(canvas.getByText('Sorted by match score')).toBeVisible();
    // The first row of cards comes with the answer, the rest a frame later.
    const names = () => canvas.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    await waitFor(() => expect(names()).toEqual(['Term Life Express 20', 'Eagle Select Term', 'Guaranteed Issue Whole Life']));
    await expect(await within(await toasts()).findByText('Found 3 matching insurance products')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find Insurance Products' })).toBeEnabled();
  },
};

/** A second search answered: its toast says its results, in place of the first one's (which told of results no longer shown). */
export const ASecondSearchReplacesTheToast: Story = {
  parameters: filled,
  beforeEach({ msw }) {
    let answered = 0;
    msw.use(http.post(SEARCH_ROUTE, () => HttpResponse.json(++answered === 1 ? [sampleResults[4], sampleResults[0], sampleResults[2]] : [sampleResults[4], sampleResults[0]])));
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    await expect(await within(await toasts()).findByText('Found 3 matching insurance products')).toBeVisible();
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('heading', { name: '2 Products Found' })).toBeVisible();
    const region = within(await toasts());
    await expect(await region.findByText('Found 2 matching insurance products')).toBeVisible();
    await waitFor(() => expect(region.queryByText('Found 3 matching insurance products')).toBeNull());
    await expect(region.getAllByText(/matching insurance products/)).toHaveLength(1);
  },
};

export const Empty: Story = {
  parameters: filled,
  beforeEach({ msw }) {
    msw.use(http.post(SEARCH_ROUTE, () => HttpResponse.json([])));
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('heading', { name: 'No Matching Products' })).toBeVisible();
    await expect(await within(await toasts()).findByText('No matching products found for this health profile')).toBeVisible();
  },
};

export const ErrorInTheScreen: Story = {
  parameters: {
    atoms: [
      [profileAtom, sampleProfile],
      [searchClientAtom, { search: () => Promise.reject(new Error('Results could not be read')) }],
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent('An error occurred while processing your search. Please try again.');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(await within(await toasts()).findByText('Search failed. Please try again later.')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillProfile(canvas, userEvent, { age: '130', height: "5'10''" });
    await submit(canvas, userEvent);
    // The first invalid field's message at once, the others a frame later (errorsInSteps.ts).
    await expect(canvas.getByText('Age must be between 1 and 120')).toBeVisible();
    await expect(await canvas.findByText('Gender is required')).toBeVisible();
    await expect(await canvas.findByText('Weight is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Age/ })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Age/ })).toHaveValue('130');
    await expect(canvas.getByRole('heading', { name: 'Ready to find matching products' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Age/ }));
    await submit(canvas, userEvent);
    await expect(canvas.getByText('Age is required')).toBeVisible();
  },
};

export const NotOkFallback: Story = {
  parameters: filled,
  beforeEach({ msw }) {
    msw.use(http.post(SEARCH_ROUTE, () => new HttpResponse(null, { status: 503 })));
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    await expect(await canvas.findByText('Analyzing health information...')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '2 Products Found' }, { timeout: 4000 })).toBeVisible();
    await expect(console.warn).toHaveBeenCalledWith('API endpoint not available, using fallback data');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sample products');
    await expect(canvas.getByText('95% match')).toBeVisible();
    await expect(canvas.getByText('87% match')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ThrownFallback: Story = {
  parameters: filled,
  beforeEach({ msw }) {
    msw.use(http.post(SEARCH_ROUTE, () => HttpResponse.error()));
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    await expect(await canvas.findByRole('heading', { name: '1 Products Found' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Basic Term Life' })).toHaveTextContent('70% match');
    const region = within(await toasts());
    await expect(await region.findByText('Failed to process health data. Using fallback results.')).toBeVisible();
  },
};

export const DetailsDialog: Story = {
  parameters: filled,
  beforeEach({ msw }) {
    msw.use(http.post(SEARCH_ROUTE, () => HttpResponse.json(sampleResults)));
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    const opener = await canvas.findByRole('button', { name: 'View Full Details: Term Life Express 20' });
    await userEvent.click(opener);
    const dialog = within(await shownDialog());
    await expect(dialog.getByRole('heading', { name: 'Why this score' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened it; the pointer is moved off it, so whether it
    // still looked hovered after the modal (a race with the overlay) never decides the screenshot.
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.unhover(opener);
    await waitFor(() => expect(opener).not.toHaveAttribute('data-hovered'));
  },
};

/**
 * The agent acts on the answer in the moment it shows, before the browser paints it (a fast tap on
 * a busy phone): focus stays on the product's details, where the agent put it, instead of being
 * taken to the results' heading when the frame comes.
 */
export const ActsOnTheAnswerAtOnce: Story = {
  parameters: filled,
  beforeEach({ msw }) {
    msw.use(http.post(SEARCH_ROUTE, () => HttpResponse.json(sampleResults)));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const name = 'View Full Details: Term Life Express 20';
    // Focused in the task that puts the answer in the page (a mutation observer's callback runs at
    // its end), before any frame: what the play's own waits cannot promise.
    const focused = new Promise<HTMLElement>((resolve) => {
      const observer = new MutationObserver(() => {
        const opener = canvasElement.querySelector<HTMLElement>(`button[aria-label="${name}"]`);
        if (!opener) return;
        observer.disconnect();
        opener.focus();
        resolve(opener);
      });
      observer.observe(canvasElement, { childList: true, subtree: true });
    });
    await submit(canvas, userEvent);
    const opener = await focused;
    await expect(opener).toHaveAccessibleName(name);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(opener).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: '5 Products Found' })).not.toHaveFocus();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await fillProfile(canvas, userEvent, validInput);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * On a phone, once results show, the form folds to a line of the client (counts only) and the
 * results follow it; Edit opens the form again, with the keyboard in it, until the next answer.
 */
export const PhoneFolded: Story = {
  parameters: filled,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(http.post(SEARCH_ROUTE, () => HttpResponse.json([sampleResults[4], sampleResults[0], sampleResults[2]])));
  },
  play: async ({ canvas, userEvent }) => {
    await submit(canvas, userEvent);
    const heading = await canvas.findByRole('heading', { name: '3 Products Found' });
    await waitFor(() => expect(heading).toHaveFocus());
    const line = canvas.getByRole('region', { name: 'Health Information' });
    await expect(line.querySelector('p')).toHaveTextContent(/^45M · non-smoker · 1 medication · 1 condition · 1 family history line$/);
    // The form is out of sight, and out of the keyboard's way.
    await expect(canvas.queryByRole('textbox', { name: /Age/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Find Insurance Products' })).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(line).getByRole('button', { name: 'Edit the health information' }));
    const age = await canvas.findByRole('textbox', { name: /Age/ });
    await waitFor(() => expect(age.closest('form')).toContainElement(document.activeElement as HTMLElement));
    await expect(age).toHaveValue('45');
    await expect(canvas.queryByRole('button', { name: 'Edit the health information' })).not.toBeInTheDocument();
    // Searched again: folded again.
    await submit(canvas, userEvent);
    await waitFor(() => expect(canvas.getByRole('heading', { name: '3 Products Found' })).toHaveFocus());
    await expect(await canvas.findByRole('button', { name: 'Edit the health information' })).toBeVisible();
  },
};
