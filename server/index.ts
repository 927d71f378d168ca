// Starts the production server: `npm start` (after the build) or `npm run serve`. The build compiles
// this file to dist-server/index.js, so a production-only install (`npm ci --omit=dev`) can run it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app';
import { startServer } from './server';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error(`No build found in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const { listening, shutdown } = startServer({ fetch: createApp({ distDir }).fetch, port, hostname });
void listening.then((info) => {
  console.log(`${new Date().toISOString()} Insurance AI Navigator is running at http://localhost:${info.port}`);
});

// The exit code tells a supervisor whether every request in flight was answered (0) or some were cut (1).
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void shutdown(`${signal} received`).then((code) => process.exit(code)));
}
