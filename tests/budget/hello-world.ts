/**
 * Builds the bare React hello world (tests/budget/hello-world) with the app's Vite, React plugin and
 * target, and prints the gzipped size of its JavaScript: the basis of the bundle budget's ratio.
 * `npx tsx tests/budget/hello-world.ts`
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

export async function helloWorldGzipBytes(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'hello-world-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: resolve(import.meta.dirname, 'hello-world'),
      plugins: [react()],
      build: { outDir, target: 'es2022', emptyOutDir: true },
    });
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bytes = await helloWorldGzipBytes();
  console.log(`React hello world: ${(bytes / 1000).toFixed(1)} kB gzipped JS`);
}
