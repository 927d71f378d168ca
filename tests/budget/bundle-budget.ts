/**
 * The bundle budget: the gzipped JavaScript that "/" must load to start the app (the entry chunk,
 * the app's start it imports after the first paint, and everything those import statically) stays
 * within 1.5 × a bare React hello world built the same way (tests/budget/hello-world.ts builds
 * and measures it on every run). Lazy route chunks don't count: the prerendered page is painted
 * without them and each screen hydrates when its chunk (preloaded in parallel) arrives; the
 * dashboard's is printed beside the total.
 * Reads the manifest of the last build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, type Manifest } from '../../scripts/manifest';
import { helloWorldGzipBytes } from './hello-world';

/** At most this many times the hello world's gzipped JavaScript. */
export const BUDGET_RATIO = 1.5;

/** The files an entry loads before it runs: itself and its static imports, transitively. */
export function initialFiles(manifest: Manifest, entryKey = 'index.html'): string[] {
  return files(manifest, staticClosure(manifest, [entryKey]));
}

/**
 * The files the page's entry loads to start the app: itself, its static imports, and what it imports
 * dynamically itself (the app's start, src/app/start.tsx, which it imports once the prerendered page
 * has been painted) with their static imports. The screens the start loads lazily are not counted.
 */
export function startFiles(manifest: Manifest, entryKey = 'index.html'): string[] {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`The manifest has no chunk "${entryKey}".`);
  return files(manifest, staticClosure(manifest, [entryKey, ...(entry.dynamicImports ?? [])]));
}

const files = (manifest: Manifest, keys: Set<string>) => [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));

async function main() {
  const dist = process.argv[2] ?? 'dist';
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const rows = startFiles(manifest).map((file) => ({ file, gzip: gzip(file) }));
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const hello = await helloWorldGzipBytes();
  const budget = Math.floor(hello * BUDGET_RATIO);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
  const entry = new Set(startFiles(manifest));
  const dashboard = initialFiles(manifest, 'src/features/dashboard/DashboardScreen.tsx').filter((file) => !entry.has(file));
  const dashboardBytes = dashboard.reduce((sum, file) => sum + gzip(file), 0);
  console.log(`  (the dashboard's own chunks, preloaded and hydrated after: ${kb(dashboardBytes)} in ${dashboard.length} files)`);
  const ratio = total / hello;
  const verdict = total <= budget ? 'within' : 'OVER';
  console.log(
    `Bundle budget: ${kb(total)} gzipped JS loaded by "/" = ${ratio.toFixed(3)} × the React hello world (${kb(hello)}): ` +
      `${verdict} the ${BUDGET_RATIO} × budget (${kb(budget)})`,
  );
  if (total > budget) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
