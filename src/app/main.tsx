import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../components/theme/global.css';
import { App } from './App';

async function start() {
  // In development the search endpoint is answered by MSW in the browser; production has the real server.
  if (import.meta.env.DEV && import.meta.env.VITE_MSW !== 'off') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
