import { lazy, useState, type ComponentType } from 'react';
import { loadUnlessLeaving } from '../leaving';

export interface PreloadableComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the code (once); resolves when it is ready. */
  preload(): Promise<void>;
}

/**
 * `React.lazy` with a door to start loading early. Once the code has arrived the component renders
 * it directly: it never suspends again, so a tab whose code was preloaded opens in the same frame
 * instead of behind its fallback.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // A tab's code cut by the page leaving shows no error (../leaving.ts).
  const fetchCode = loadUnlessLeaving(load);
  const start = () =>
    (loading ??= fetchCode().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed chunk may be fetched again on the next try
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));

  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would
    // remount the content and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Preloadable.preload = () => start().then(() => undefined);
  return Preloadable;
}
