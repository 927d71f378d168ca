import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn } from 'storybook/test';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Layout } from '../../src/app/Layout';
import { RouteErrorPage } from '../../src/app/pages/RouteErrorPage';

/** A router whose only route fails while loading, with the app's layout and error element. */
function FailingRoute({ failure }: { failure: 'response' | 'error' }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            {
              path: '/',
              errorElement: <RouteErrorPage />,
              loader: () => {
                if (failure === 'response') {
                  throw new Response('Maintenance', { status: 503, statusText: 'Service Unavailable' });
                }
                throw new Error('Failed to fetch dynamically imported module: /assets/SearchScreen.js');
              },
              element: <p>Never shown</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Routing error',
  component: FailingRoute,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    // React Router reports the caught error on the console; the page is what matters here.
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
    await expect(canvas.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
  },
};
