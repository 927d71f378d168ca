import { useEffect, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, createStore, type WritableAtom } from 'jotai';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { ToastRegion } from '../src/components/Toast/ToastRegion';
import { RouterBridge } from '../src/app/RouterBridge';
import { stopTrainingTimerAtom } from '../src/features/admin/atoms';
import { stopSearchAtom } from '../src/features/search/atoms';
import { stopLookupAtom } from '../src/features/lookup/atoms';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWritableAtom = WritableAtom<unknown, any[], unknown>;

/** Story parameters the decorators read. */
export interface WorkbenchParameters {
  /** Values to put in the story's fresh jotai store before it renders. */
  atoms?: ReadonlyArray<readonly [AnyWritableAtom, unknown]>;
  /** Mount the story in a memory router at this path (for pages that read the location). */
  route?: { path?: string; initialEntry: string };
  /** The instant `new Date()` returns, or false to leave the clock alone. */
  clock?: string | false;
}

/** Every story gets its own jotai store, so no state leaks from one story to the next. */
export const withStore: Decorator = (Story, { parameters }) => {
  const atoms = (parameters as WorkbenchParameters).atoms;
  return (
    <FreshStore atoms={atoms}>
      <Story />
    </FreshStore>
  );
};

function FreshStore({ atoms, children }: { atoms?: WorkbenchParameters['atoms']; children: ReactNode }) {
  const [store] = useState(() => {
    const s = createStore();
    for (const [atom, value] of atoms ?? []) s.set(atom, value);
    return s;
  });
  // A story's work ends with it: a search still in flight or a training run's timer would otherwise
  // answer after the next story has begun, and its toasts and session writes would land there.
  useEffect(() => () => stopStoreWork(store), [store]);
  return <JotaiProvider store={store}>{children}</JotaiProvider>;
}

/** Each feature's way to end the work its atoms can leave running (a request, a timer). */
function stopStoreWork(store: ReturnType<typeof createStore>) {
  store.set(stopSearchAtom);
  store.set(stopLookupAtom);
  store.set(stopTrainingTimerAtom);
}

/**
 * Pages that read the location get a memory router; everything else gets a react-aria router
 * that logs navigation as an action, so a click on a link never leaves the story.
 */
export const withRouter: Decorator = (Story, { parameters }) => {
  const route = (parameters as WorkbenchParameters).route;
  if (!route) {
    return (
      <AriaRouterProvider navigate={action('navigate')}>
        <Story />
      </AriaRouterProvider>
    );
  }
  return <MemoryRoute route={route} story={<Story />} />;
};

function MemoryRoute({ route, story }: { route: NonNullable<WorkbenchParameters['route']>; story: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: route.path ?? '*', element: <RouterBridge>{story}</RouterBridge> },
        { path: '*', element: <RouterBridge>{story}</RouterBridge> },
      ],
      { initialEntries: [route.initialEntry] },
    ),
  );
  return <RouterProvider router={router} />;
}


/** The app's toast region, present in every story so any toast a story raises is seen. */
export const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <ToastRegion />
  </>
);
