// Starts the production server: `npm start` (after the build) or `npm run serve`. The build compiles
// this file to dist-server/index.js, so a production-only install (`npm ci --omit=dev`) can run it.
// Its settings come from the environment (server/config.ts, docs/production.md).
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp } from './app';
import type { RenderPostedSearch } from './postedSearch';
import type { RenderLookupPage } from './lookupPage';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { startServer } from './server';
import { warmUpSearch } from '../src/api/search';

let config: ServerConfig;
try {
  config = readConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Not started: ${error.message}`);
  process.exit(1);
}

const distDir = resolve(config.distDir);
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error(`No build found in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

// The server runs React's production build unless told otherwise: React (external to the render
// bundle) picks its build from NODE_ENV when first loaded, and its development build renders a
// posted form's page about twice as slowly.
process.env.NODE_ENV ??= 'production';

// The app's server-side render, built beside this file: it answers the search form posted before or
// without JavaScript (server/postedSearch.ts). Without it, such a post goes back to the empty form.
const renderModule = resolve(dirname(fileURLToPath(import.meta.url)), 'render', 'prerender.js');
const render = existsSync(renderModule)
  ? ((await import(pathToFileURL(renderModule).href)) as { renderPostedSearch: RenderPostedSearch; renderLookupPage: RenderLookupPage })
  : undefined;
const renderPostedSearch = render?.renderPostedSearch;
const renderLookupPage = render?.renderLookupPage;
if (!renderPostedSearch) console.warn(`No server-side render in ${renderModule}: a search form posted without JavaScript goes back to the form.`);

const app = createApp({ distDir, search: config.search, trustProxy: config.trustProxy, renderPostedSearch, renderLookupPage });
const { listening, shutdown } = startServer({ fetch: app.fetch, port: config.port, hostname: config.hostname, limits: config.limits });
void listening.then((info) => {
  console.log(`${new Date().toISOString()} Insurance AI Navigator is running at http://localhost:${info.port}`);
  // One search of a sample client, in a task of its own once the server listens: the first agent's
  // search then runs compiled code (130–270 ms cold, 15–35 ms warm: docs/production.md). A warm-up
  // that fails is said and the server goes on: the searches that follow are answered as before.
  setImmediate(() => {
    warmUpSearch().then(
      (status) => status === 200 || console.warn(`The warm-up search was answered ${status}: the first search will run cold.`),
      (error: unknown) => console.warn('The warm-up search failed: the first search will run cold.', error),
    );
  });
});

// The exit code tells a supervisor whether every request in flight was answered (0) or some were cut (1).
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void shutdown(`${signal} received`).then((code) => process.exit(code)));
}
