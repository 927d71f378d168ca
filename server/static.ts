/**
 * The build's public files, read once at start-up and kept in memory (the build is small and never
 * changes while the server runs). Only what a browser needs is public: build internals (`.vite/`),
 * source maps and the development mock worker are left out even if a build leaves them behind.
 * A text file's brotli and gzip twins (`x.js.br`, `x.js.gz`, written at build time) are served in
 * its place to a client that accepts them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

export interface StaticFile {
  type: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Has a compressed twin, so caches must key it on Accept-Encoding. */
  compressible: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** True for what a production server must never hand out. */
export function isPrivateBuildFile(path: string): boolean {
  const parts = path.split('/');
  return (
    parts.some((part) => part.startsWith('.')) ||
    path.endsWith('.map') ||
    parts[parts.length - 1] === 'mockServiceWorker.js'
  );
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Every public file of the build, by URL path (`/assets/index-abc.js`, `/search/index.html`). */
export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = walk(distDir).map((full) => '/' + relative(distDir, full).split(sep).join('/'));
  const present = new Set(all);
  for (const path of all) {
    if (isPrivateBuildFile(path) || path.endsWith('.br') || path.endsWith('.gz')) continue;
    const full = join(distDir, path);
    if (!statSync(full).isFile()) continue;
    const read = (suffix: string) => (present.has(path + suffix) ? readFileSync(full + suffix) : undefined);
    const br = read('.br');
    const gzip = read('.gz');
    files.set(path, {
      type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      body: readFileSync(full),
      br,
      gzip,
      compressible: Boolean(br || gzip),
    });
  }
  return files;
}

/**
 * The codings a client accepts, best first, among the ones we have: `br` before `gzip` at equal
 * weight; `q=0` refuses one. `*` stands for any coding not named.
 */
export function preferredEncodings(header: string | null | undefined): ('br' | 'gzip')[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const)
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}
