import { Suspense, lazy, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn } from 'storybook/test';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { Layout } from '../../src/app/Layout';
import { ToastsBoundary } from '../../src/app/ToastsBoundary';

/** How react-router describes a status answer (what `isRouteErrorResponse` recognises). */
const maintenance = { status: 503, statusText: 'Service Unavailable', internal: false, data: 'Maintenance' };

function ThrowsStatus(): never {
  throw maintenance;
}

// A screen whose code fails to download, as a lazy route's chunk does when a deploy replaced it.
const MissingChunk = lazy<ComponentType>(() =>
  Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/SearchScreen.js')),
);

function Routes({ failure }: { failure: 'response' | 'error' }) {
  const Screen = failure === 'response' ? ThrowsStatus : MissingChunk;
  return useRoutes([{ element: <Layout />, children: [{ index: true, element: <Screen /> }] }]);
}

/** The app's layout (with its route error boundary) over one route that fails. */
function FailingRoute({ failure }: { failure: 'response' | 'error' }) {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Routes failure={failure} />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Pages/Routing error',
  component: FailingRoute,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    // React reports the caught error on the console; the page is what matters here.
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => {
      spy.mockRestore();
      warn.mockRestore();
    };
  },
} satisfies Meta<typeof FailingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatusResponse: Story = {
  args: { failure: 'response' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByText('503 Service Unavailable')).toBeVisible();
    await expect(canvas.queryByText('Never shown')).not.toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeVisible();
  },
};

export const ThrownError: Story = {
  args: { failure: 'error' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Failed to fetch dynamically imported module: /assets/SearchScreen.js'),
    ).toBeVisible();
    // The code did not download: said so, with the reload that loads it again.
    await expect(canvas.getByText('Part of the app did not download. Reloading the page usually brings it.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', window.location.pathname + window.location.search);
    await expect(canvas.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
  },
};

/** The toasts' code, which loads after the first paint, failing to download (a starved or dropped connection). */
const MissingToasts = lazy<ComponentType>(() => Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/ToastRegion.js')));

/** The page stays whole, and says that its messages cannot show until a reload (before, the whole page went blank). */
export const MessagesNotDownloaded: Story = {
  args: { failure: 'response' },
  render: () => (
    <>
      <p>The page as it was, around the notice.</p>
      <ToastsBoundary>
        <Suspense fallback={null}>
          <MissingToasts />
        </Suspense>
      </ToastsBoundary>
    </>
  ),
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent("The app's messages did not download. Reload the page to see them.");
    await expect(canvas.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', window.location.pathname + window.location.search);
    await expect(canvas.getByText('The page as it was, around the notice.')).toBeVisible();
  },
};
