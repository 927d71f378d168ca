import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/routes';

/** The app's real routes in a memory router starting at `path` (the story's decorators add the store and toasts). */
export function AppAt({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>
  );
}
