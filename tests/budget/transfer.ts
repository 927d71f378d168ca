/**
 * What a first visit moves over the wire, as the production server sends it: for each page, the
 * HTML and the JavaScript it loads before its screen runs (the entry and the preloaded chunks), and
 * a typical search answer (the app's assessment for a healthy 45-year-old), each raw, gzip and
 * brotli. `npx tsx tests/budget/transfer.ts` after `npm run build`.
 */
import { createApp } from '../../server/app';
import { ASSESSMENT_MEDIA_TYPE } from '../../src/contract';

const app = createApp({ distDir: 'dist' });
const CODINGS = ['identity', 'gzip', 'br'] as const;

async function size(path: string, coding: string, init: RequestInit = {}): Promise<number> {
  const res = await app.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'Accept-Encoding': coding } });
  if (!res.ok && res.status !== 404) throw new Error(`${path}: ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const row = (label: string, sizes: number[]) => console.log(`  ${label.padEnd(34)} ${sizes.map((s) => kb(s).padStart(9)).join(' ')}`);

console.log(`  ${''.padEnd(34)} ${CODINGS.map((c) => c.padStart(9)).join(' ')}`);
for (const page of ['/', '/search', '/admin']) {
  const html = await (await app.request(page)).text();
  const scripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link rel="modulepreload"[^>]*\bhref)="([^"]+)"/g)].map((m) => m[1]!);
  row(`${page} HTML (styles inlined)`, await Promise.all(CODINGS.map((c) => size(page, c))));
  const js = await Promise.all(CODINGS.map(async (c) => (await Promise.all(scripts.map((s) => size(s, c)))).reduce((a, b) => a + b, 0)));
  if (page === '/') row(`main script ${scripts[0]!.replace('/assets/', '')}`, await Promise.all(CODINGS.map((c) => size(scripts[0]!, c))));
  row(`${page} JS before it runs (${scripts.length} files)`, js);
  // The screen's chunks, which the entry preloads once the page is painted (the list in the page).
  const screen = JSON.parse(/<script type="application\/json" id="screen-chunks">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as string[];
  const all = await Promise.all(CODINGS.map(async (c) => (await Promise.all([...scripts, ...screen].map((s) => size(s, c)))).reduce((a, b) => a + b, 0)));
  row(`${page} JS in all (${scripts.length + screen.length} files)`, all);
}
const body = JSON.stringify({ age: '45', gender: 'male', height: `5'10"`, weight: '180', smoker: false, medications: '', medicalConditions: '', familyHistory: '' });
const init = { method: 'POST', body, headers: { 'Content-Type': 'application/json', Accept: ASSESSMENT_MEDIA_TYPE } };
row('search answer (45 offers)', await Promise.all(CODINGS.map((c) => size('/api/insurance/search', c, init))));
