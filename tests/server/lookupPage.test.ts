/**
 * The lookup's page without JavaScript (server/lookupPage.ts): `GET /lookup?q=…`, the plain form's
 * address or a shared link, answered by the production app with the page rendered with its answer by
 * the app's own server-side render (src/app/prerender.tsx's renderLookupPage) over a small template.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { ROOT_END } from '../../server/postedSearch';
import { renderLookupPage } from '../../src/app/prerender';
import { LOOKUP_MESSAGES } from '../../src/contract';
import { SERVED_LOOKUP_ID, type ServedLookup } from '../../src/features/lookup/servedLookup';

const PRERENDERED = '<p>The empty lookup page</p>';
let distDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'navigator-lookup-page-'));
  await mkdir(join(distDir, 'lookup'));
  const page = `<!doctype html><html><head><title>Lookup</title></head><body><div id="root" data-prerendered="/lookup">${PRERENDERED}</div>${ROOT_END}</body></html>`;
  await writeFile(join(distDir, 'index.html'), page);
  await writeFile(join(distDir, 'lookup', 'index.html'), page);
  app = createApp({ distDir, renderLookupPage });
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

const get = async (query: string) => {
  const res = await app.request(`/lookup${query}`);
  // React's markers between adjacent texts ("Condition<!-- -->: ") are not what a reader sees.
  return { res, html: (await res.text()).replace(/<!-- -->/g, '') };
};
/** The answer the page carries for the browser to hydrate from. */
const servedOf = (html: string): ServedLookup => JSON.parse(new RegExp(`<script type="application/json" id="${SERVED_LOOKUP_ID}">(.*?)</script>`, 's').exec(html)![1]!) as ServedLookup;

describe('GET /lookup?q=… without JavaScript', () => {
  it('answers 200 HTML with every product in its group for a drug, its uses named', async () => {
    const { res, html } = await get('?q=Eliquis');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(html).toContain('data-prerendered="/lookup?q=Eliquis"');
    for (const label of ['Level benefit', 'Graded or modified', 'Guaranteed issue only', 'Declined', 'Postponed']) expect(html).toContain(label);
    expect(html).toMatch(/\d+ products by outcome/);
    expect(html).toContain('Drug: Apixaban, taken for');
    const served = servedOf(html);
    expect(served.text).toBe('Eliquis');
    expect(served.results.status).toBe('answer');
  });

  it('a date alone after a comma is read with the term before it', async () => {
    const { html } = await get('?q=stroke%2C+2022');
    expect(servedOf(html).text).toBe('stroke 2022');
    expect(html).toContain('Condition: Stroke');
    expect(html).not.toContain('Nothing found for');
  });

  it('what was typed comes back inert: a script term is text, in the page and in its data', async () => {
    const { res, html } = await get(`?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Nothing found');
    expect(servedOf(html).text).toBe('<script>alert(1)</script>');
  });

  it('an empty q is the empty page as prerendered', async () => {
    for (const query of ['', '?q=', '?q=+,+']) {
      const { res, html } = await get(query);
      expect(res.status, query).toBe(200);
      expect(html, query).toContain(PRERENDERED);
      expect(html, query).not.toContain(SERVED_LOOKUP_ID);
    }
  });

  it('an over-long term is refused at the field with the endpoint’s message', async () => {
    const { res, html } = await get(`?q=${'x'.repeat(81)}`);
    expect(res.status).toBe(200);
    expect(html).toContain(LOOKUP_MESSAGES.tooLong);
    expect(servedOf(html).messages).toEqual({ q: LOOKUP_MESSAGES.tooLong });
    const many = await get(`?q=${Array.from({ length: 7 }, (_, i) => `CHF${i}`).join(',')}`);
    expect(many.html).toContain(LOOKUP_MESSAGES.tooMany);
  });
});
