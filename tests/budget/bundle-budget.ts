/**
 * The bundle budget: the gzipped JavaScript that "/" must load before it can run (the entry
 * chunk and everything it imports statically) stays under 130 kB. Lazy route chunks don't count.
 * Reads the manifest of the last `vite build`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 130_000;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The files an entry loads before it runs: itself and its static imports, transitively. */
export function initialFiles(manifest: Manifest, entryKey = 'index.html'): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

function main() {
  const dist = process.argv[2] ?? 'dist';
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const rows = initialFiles(manifest).map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  }));
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  for (const row of rows) console.log(`  ${(row.gzip / 1000).toFixed(1).padStart(7)} kB  ${row.file}`);
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`Bundle budget: ${(total / 1000).toFixed(1)} kB gzipped JS loaded by "/" (${verdict} the ${BUDGET_BYTES / 1000} kB budget)`);
  if (total > BUDGET_BYTES) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
