/**
 * The production build, `npm run build`:
 * 1. the client (`vite build` → dist/, no source maps);
 * 2. every static page prerendered into dist/ (dist/index.html, dist/search/index.html, …,
 *    dist/404.html), each with its screen's CSS linked and its chunks preloaded;
 * 3. the development-only mock worker removed;
 * 4. every text file precompressed beside itself (x.js.br, x.js.gz) for the server to send;
 * 5. the server compiled to dist-server/index.js, beside the app's server-side render
 *    (dist-server/render/prerender.js, which answers a posted search form), so `npm run serve` needs
 *    only the production dependencies.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build as vite } from 'vite';
import { build as esbuild } from 'esbuild';
import type { RenderedPage } from '../src/app/prerender';
import { staticClosure, type Manifest } from './manifest';
import { ROOT_END } from '../server/postedSearch';
import { pageFile } from '../server/pages';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const serverOut = join(root, 'dist-server');
/** The app's server-side render: the build prerenders with it, and the server renders a posted search with it. */
const ssrOut = join(serverOut, 'render');

/** The id of the list of the screen's chunks that src/app/main.tsx preloads once the page is painted. */
export const SCREEN_CHUNKS_ID = 'screen-chunks';

/** That list, as data (a JSON script is never run, so the CSP has nothing to allow). */
export function screenChunksScript(files: readonly string[]): string {
  if (files.some((file) => !/^\/assets\/[\w.-]+\.js$/.test(file))) throw new Error(`A screen chunk has an unexpected name: ${files.join(', ')}`);
  return `<script type="application/json" id="${SCREEN_CHUNKS_ID}">${JSON.stringify(files)}</script>`;
}

/**
 * The page's HTML: the built index.html with the title, the app's stylesheet inlined (nothing
 * blocks the first paint but the page itself), the prerendered markup, the app's start preloaded
 * beside the entry, and the list of the screen's chunks for the entry to preload after the paint.
 */
/**
 * `address` is what the page was rendered for (its path and query; `*` for the 404 page, shown at any
 * path): written on the root, so the browser hydrates it only at that address (src/app/start.tsx).
 */
export function pageHtml(template: string, page: RenderedPage, manifest: Manifest, readAsset: (file: string) => string, address: string): string {
  const entry = staticClosure(manifest, ['index.html']);
  // The app's start (src/app/start.tsx), which the entry imports once the page has been painted:
  // fetched now, in parallel with the entry, so it is there when the entry asks for it.
  const start = [...staticClosure(manifest, manifest['index.html']?.dynamicImports ?? [])].filter((key) => !entry.has(key));
  const loaded = new Set([...entry, ...start]);
  // The page paints from its HTML; the screen's code is needed only to hydrate it. The entry asks
  // for it (modulepreload, low priority) as soon as the page is painted, from the list written here:
  // requested by the HTML, it was counted into the page's first paint by Lighthouse's simulation.
  const screen = [...staticClosure(manifest, [page.module])].filter((key) => !loaded.has(key));
  const preloads = [
    ...start.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`),
    ...(screen.length > 0 ? [screenChunksScript(screen.map((key) => `/${manifest[key]!.file}`))] : []),
  ].join('\n    ');
  // Code that builds locale data as the page starts (React Aria reads the language's direction with
  // Intl.Locale as its module is evaluated; its meters format with Intl.NumberFormat as they
  // hydrate): the entry has a worker load that data beside the main thread (src/app/main.tsx).
  const localeData = [...loaded, ...screen].some((key) => LOCALE_DATA.test(readAsset(manifest[key]!.file)));
  const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const replaceOnce = (html: string, search: string | RegExp, replacement: (match: string) => string) => {
    if (!html.match(search)) throw new Error(`The built index.html has no ${search}.`);
    return html.replace(search, replacement);
  };
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(html, /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/, (link) => {
    const css = readAsset(link.match(/href="\/([^"]+)"/)![1]!);
    if (/<\/style/i.test(css)) throw new Error('The stylesheet holds "</style": it cannot be inlined.');
    return `<style>${css}</style>`;
  });
  if (/<link rel="stylesheet"/.test(html)) throw new Error('The built index.html links more than one stylesheet.');
  html = replaceOnce(html, '</head>', () => (preloads ? `  ${preloads}\n  </head>` : '</head>'));
  // The comment marks where the root ends, for the server to fill it with a posted search (server/postedSearch.ts).
  const attribute = escapeHtml(address).replace(/"/g, '&quot;');
  const warm = localeData ? ` ${LOCALE_DATA_ATTRIBUTE}` : '';
  html = replaceOnce(html, '<div id="root"></div>', () => `<div id="root" data-prerendered="${attribute}"${warm}>${page.html}</div>${ROOT_END}`);
  return html;
}

/** The Intl objects whose first use on a page loads the browser's locale data (20–55 ms each, unthrottled). */
const LOCALE_DATA = /\bIntl\.(?:Locale|NumberFormat)\b/;
/** Written on the root of a page whose code builds them as it starts. */
export const LOCALE_DATA_ATTRIBUTE = 'data-locale-data';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Writes x.br and x.gz beside every text file worth it (the server picks one by Accept-Encoding). */
function precompress(dir: string): { files: number; raw: number; br: number; gzip: number } {
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) walk(full);
        continue;
      }
      if (!COMPRESSIBLE.test(entry.name)) continue;
      const raw = readFileSync(full);
      if (raw.byteLength < 512) continue;
      const br = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.byteLength } });
      const gz = gzipSync(raw, { level: 9 });
      if (br.byteLength < raw.byteLength) writeFileSync(`${full}.br`, br);
      if (gz.byteLength < raw.byteLength) writeFileSync(`${full}.gz`, gz);
      totals.files++;
      totals.raw += raw.byteLength;
      totals.br += Math.min(br.byteLength, raw.byteLength);
      totals.gzip += Math.min(gz.byteLength, raw.byteLength);
    }
  };
  walk(dir);
  return totals;
}

async function main() {
  const started = performance.now();
  await vite({ root, logLevel: 'warn' });

  rmSync(serverOut, { recursive: true, force: true });
  await vite({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      sourcemap: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const { renderPage, prerenderedPaths } = (await import(pathToFileURL(join(ssrOut, 'prerender.js')).href)) as typeof import('../src/app/prerender');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const path of prerenderedPaths) {
    const page = await renderPage(path);
    const [pathname = path, query = ''] = path.split(/(?=\?)/);
    const file = pageFile(pathname, query);
    if (!file) throw new Error(`No file for the prerendered address ${path} (server/pages.ts).`);
    if (/<script(?![^>]*\bsrc=)/.test(page.html)) throw new Error(`The prerendered ${path} holds an inline script, which the CSP refuses.`);
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), pageHtml(template, page, manifest, (asset) => readFileSync(join(dist, asset), 'utf8'), path === '/404' ? '*' : path));
  }

  // MSW's worker is for development, Storybook and tests; production never registers it.
  rmSync(join(dist, 'mockServiceWorker.js'), { force: true });

  const sizes = precompress(dist);

  await esbuild({
    entryPoints: [join(root, 'server', 'index.ts')],
    outfile: join(serverOut, 'index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies stay imports: a production-only install provides them.
    packages: 'external',
    logLevel: 'warning',
  });

  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(
    `Built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${prerenderedPaths.length} prerendered pages; ` +
      `${sizes.files} text files ${kb(sizes.raw)} → ${kb(sizes.br)} brotli, ${kb(sizes.gzip)} gzip; server in dist-server/ ` +
      `(${kb(statSync(join(serverOut, 'index.js')).size)}).`,
  );
}

await main();
