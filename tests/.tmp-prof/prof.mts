import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../support/chromium.ts';
const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(() => {
  (window as any).__long = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
console.log('longtasks', JSON.stringify(await page.evaluate(() => (window as any).__long)));
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const dt = profile.timeDeltas!; const samples = profile.samples!;
for (let i = 0; i < samples.length; i++) {
  const n: any = byId.get(samples[i]); const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
}
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1).padStart(8)} ms ${k}`).join('\n'));
await browser.close();
