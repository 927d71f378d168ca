import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider, createStore } from 'jotai';
import { expect, within } from 'storybook/test';
import { SearchScreen } from '../../src/features/search/SearchScreen';
import { answerPostedForm, seedPostedSearch, type PostedSearch } from '../../src/features/search/postedSearch';

/**
 * The search page as the server answers a form posted before the app ran (or without JavaScript):
 * the store seeded from the answer, as the browser seeds it before hydrating. The answer comes from
 * the same steps the server takes, through the mocked endpoint (the real engine).
 */
function Posted({ posted }: { posted: PostedSearch }) {
  const [store] = useState(() => {
    const seeded = createStore();
    seedPostedSearch(seeded, posted);
    return seeded;
  });
  return (
    <Provider store={store}>
      <SearchScreen />
    </Provider>
  );
}

const meta = {
  title: 'Features/Search/Posted before the app',
  component: Posted,
  // The screen lives at /search in the app's router (the details dialog is a step in its history).
  parameters: { layout: 'padded', route: { path: '/search', initialEntry: '/search' } },
} satisfies Meta<typeof Posted>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

export const Results: Story = {
  args: { posted: undefined as unknown as PostedSearch },
  loaders: [
    async () => ({
      posted: await answerPostedForm(
        form({ age: '67', gender: 'female', height: `5'4"`, weight: '150', medications: 'metformin 500mg', medicalConditions: 'type 2 diabetes, controlled', familyHistory: '', coverageAmount: '10000' }),
        fetch,
      ),
    }),
  ],
  render: (_args, { loaded }) => <Posted posted={loaded.posted as PostedSearch} />,
  play: async ({ canvas, loaded }) => {
    const posted = loaded.posted as PostedSearch;
    if (posted.results.status !== 'results') throw new Error('The posted profile was not answered with results.');
    // Found: the products that write the $10,000 asked; the others follow under a heading of their own.
    const count = posted.results.products.filter((p) => p.quote?.inRange !== false).length;
    await expect(canvas.getByRole('heading', { level: 2, name: `${count} Products Found` })).toBeVisible();
    // Rendered whole from the first render, as the compact list: every product one row at once, as
    // the server sends them (a fraction of the cards' cost to render); Cards is one press away.
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(posted.results.products.length);
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'How the profile was read' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Age/ })).toHaveValue('67');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Coverage amount' })).toHaveValue('10000');
    await expect(within(canvas.getAllByRole('row')[1]!).getByText(/\$\d[\d,]*\.\d\d\/mo/)).toBeVisible();
  },
};

export const Errors: Story = {
  args: { posted: undefined as unknown as PostedSearch },
  loaders: [async () => ({ posted: await answerPostedForm(form({ age: 'forty', height: `5'10"`, weight: '' }), fetch) })],
  render: (_args, { loaded }) => <Posted posted={loaded.posted as PostedSearch} />,
  play: async ({ canvas }) => {
    const age = canvas.getByRole('textbox', { name: /^Age/ });
    await expect(age).toHaveValue('forty');
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    for (const message of ['Gender is required', 'Weight is required']) await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ready to find matching products' })).toBeVisible();
  },
};
