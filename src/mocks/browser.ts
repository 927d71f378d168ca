import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts MSW in the browser for `npm run dev`. Assets and Vite's own requests pass through. */
export async function startMockWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}
