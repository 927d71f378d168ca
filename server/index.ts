// Starts the production server: `npm start` (after `vite build`).
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app.ts';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error(`No build found in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const server = serve({ fetch: createApp({ distDir }).fetch, port, hostname }, (info) => {
  console.log(`Insurance AI Navigator is running at http://localhost:${info.port}`);
});

function stop(signal: string) {
  console.log(`${signal} received: closing the server.`);
  server.close((error) => process.exit(error ? 1 : 0));
  // Keep-alive connections must not hold the process open forever.
  setTimeout(() => process.exit(0), 5000).unref();
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
