/**
 * The server's side of a posted search form: where a prerendered page lives (server/pages.ts), how
 * the answer is put into the search page (server/postedSearch.ts), and the route itself with a
 * stand-in renderer (the real one is the build's; tests/e2e/early.e2e.test.ts runs it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApp } from '../../server/app';
import { refusalOf } from '../../server/log';
import { pageFile } from '../../server/pages';
import { ROOT_END, postedSearchPage, type RenderPostedSearch } from '../../server/postedSearch';

const template = (root: string) =>
  `<!doctype html><html><head><title>Search</title></head><body><div id="root" data-prerendered="/search">${root}</div>${ROOT_END}\n<noscript>x</noscript><script type="module" src="/assets/index.js"></script></body></html>`;

describe('where a prerendered page is', () => {
  it.each([
    ['/', '', 'index.html'],
    ['/search', '', 'search/index.html'],
    ['/search/', '', 'search/index.html'],
    ['/admin', '?tab=training', 'admin/index.tab-training.html'],
    ['/admin', '?tab=spreadsheets', 'admin/index.tab-spreadsheets.html'],
    ['/404', '', '404.html'],
    ['/admin', '?tab=training&x=1', null],
    ['/admin', '?tab=../../etc', null],
    ['/', '?utm=mail', null],
  ])('%s%s is %s', (path, search, file) => {
    expect(pageFile(path, search)).toBe(file);
  });

  it('never names a file outside the page\'s folder, whatever the query', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const file = pageFile('/admin', `?${query}`);
        if (file !== null) expect(file).toMatch(/^admin\/index\.tab-[a-z][a-z-]*\.html$/);
      }),
    );
  });
});

describe('the search page with a posted search in it', () => {
  it('replaces the root\'s markup, keeps the rest, and puts the data after the root', () => {
    const page = postedSearchPage(template('<h1>Form</h1>'), { html: '<h1>Answer</h1>', script: '<script type="application/json" id="posted-search">{}</script>' });
    expect(page).toBe(
      `<!doctype html><html><head><title>Search</title></head><body><div id="root" data-prerendered="/search"><h1>Answer</h1></div>${ROOT_END}<script type="application/json" id="posted-search">{}</script>\n<noscript>x</noscript><script type="module" src="/assets/index.js"></script></body></html>`,
    );
  });

  it('refuses a page without the root\'s end', () => {
    expect(() => postedSearchPage('<div id="root"></div>', { html: '', script: '' })).toThrow('no #root');
  });
});

describe('POST /search', () => {
  let distDir: string;
  const seen: URLSearchParams[] = [];
  const render: RenderPostedSearch = async (fields, fetchImpl) => {
    seen.push(fields);
    // The renderer reaches the endpoint through the fetch it is given: the API's own handler.
    const answer = await fetchImpl('/api/insurance/search', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    // `pad` stands for a page's size (its data block).
    return { html: `<p>age ${fields.get('age')}, endpoint ${answer.status}</p>`, script: fields.get('pad') ?? '' };
  };

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'navigator-posted-'));
    await mkdir(join(distDir, 'search'));
    await writeFile(join(distDir, 'index.html'), template(''));
    await writeFile(join(distDir, 'search', 'index.html'), template('<form method="post"></form>'));
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  const post = (body: string, type = 'application/x-www-form-urlencoded') =>
    createApp({ distDir, renderPostedSearch: render }).request('/search', { method: 'POST', headers: { 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)) }, body });

  it('answers with the search page rendered for the form, never stored', async () => {
    const res = await post('age=67&medicalConditions=diabetes');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The endpoint answered the renderer's empty profile with its 400: it was really called.
    expect(await res.text()).toContain('<div id="root" data-prerendered="/search"><p>age 67, endpoint 400</p></div>');
    expect(seen.at(-1)?.get('medicalConditions')).toBe('diabetes');
  });

  it('refuses another content type (415) and a body over the limit (413), without rendering', async () => {
    const before = seen.length;
    expect((await post('{"age":"67"}', 'application/json')).status).toBe(415);
    expect((await post(`medications=${'x'.repeat(41 * 1024)}`)).status).toBe(413);
    expect(seen.length).toBe(before);
  });

  it('sends the page compressed to a client that accepts it, like every other text answer', async () => {
    const big = `age=67&pad=${'<i>data</i>'.repeat(300)}`;
    for (const [accept, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const res = await createApp({ distDir, renderPostedSearch: render }).request('/search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Encoding': accept },
        body: big,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(accept);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
      expect(decode(bytes).toString('utf8')).toContain('<p>age 67, endpoint 400</p>');
    }
  });

  it('renders nothing for a client that hung up before its turn', async () => {
    const before = seen.length;
    const gone = new AbortController();
    gone.abort();
    const res = await createApp({ distDir, renderPostedSearch: render }).request('/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'age=67',
      signal: gone.signal,
    });
    expect(res.status).toBe(503);
    expect(seen.length).toBe(before);
  });

  it('stops a render whose client hangs up during it, and answers nothing but the log\'s reason', async () => {
    let started!: () => void;
    const rendering = new Promise<void>((resolve) => (started = resolve));
    const stopped: string[] = [];
    const slow: RenderPostedSearch = (_fields, _fetchImpl, signal) =>
      new Promise((_resolve, reject) => {
        started();
        signal?.addEventListener('abort', () => {
          stopped.push('render stopped');
          reject(signal.reason);
        });
      });
    const hangUp = new AbortController();
    // As the Node server hands it over: the log line reads the refusal from the incoming request.
    const incoming = { socket: { remoteAddress: '10.9.5.1' } };
    const answer = createApp({ distDir, renderPostedSearch: slow }).request(
      '/search',
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '6' }, body: 'age=67', signal: hangUp.signal },
      { incoming },
    );
    await rendering;
    hangUp.abort();
    expect((await answer).status).toBe(503);
    expect(stopped).toEqual(['render stopped']);
    expect(refusalOf(incoming)).toBe('the client hung up: its page was not rendered');
  });

  it('is charged before its body is read, at ten times a search of its size', async () => {
    const app = createApp({ distDir, renderPostedSearch: render, search: { rate: 25, rateWindowSeconds: 60, concurrencyPerClient: 10, queueLimit: 10, refusalDelayMs: 0 } });
    const send = (body: string) => app.request('/search', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(body.length) }, body });
    // Two small forms: 10 units each; a third would need 30 of the 25.
    expect((await send('age=67')).status).toBe(200);
    expect((await send('age=67')).status).toBe(200);
    const refused = await send('age=67');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  });

  it('sends the form back to itself (303, body unread) when no renderer was built', async () => {
    const res = await createApp({ distDir }).request('/search', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'age=67' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/search');
  });
});
