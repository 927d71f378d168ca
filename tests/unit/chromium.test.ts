import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  STORY_CHROMIUM_ARGS,
  MISSING_CHROMIUM,
  PINNED_CHROMIUM_VERSION,
  chromiumEnv,
  findChromium,
  fontconfigFile,
  usesOwnChromium,
  visualBrowserMismatch,
} from '../support/chromium';

describe('findChromium', () => {
  const only = (...paths: string[]) => (path: string) => paths.includes(path);
  const pinned = () => '/project/node_modules/.cache/pinned-chromium/153.0.0/chromium';

  it('prefers an explicit variable over the pinned browser', () => {
    const exists = only('/opt/chrome/chrome');
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, exists, pinned)).toBe('/opt/chrome/chrome');
    expect(findChromium({ CHROME_PATH: '/opt/chrome/chrome' }, exists, pinned)).toBe('/opt/chrome/chrome');
    expect(usesOwnChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe(true);
  });

  it('uses the pinned browser, never one the machine happens to have', () => {
    expect(findChromium({}, only('/usr/bin/chromium'), pinned)).toBe(pinned());
    expect(findChromium({}, only('/usr/bin/chromium'), () => undefined)).toBeUndefined();
    expect(usesOwnChromium({})).toBe(false);
  });

  it('does not trust a variable that names a missing file', () => {
    expect(findChromium({ CHROMIUM_PATH: '/nowhere/chrome' }, only('/usr/bin/chromium'), pinned)).toBeUndefined();
  });

  it('says what to do in a single line', () => {
    expect(MISSING_CHROMIUM).not.toContain('\n');
    expect(MISSING_CHROMIUM).toContain('npm ci');
  });

  it('keeps Chromium off the closed network', () => {
    expect(CHROMIUM_ARGS).toEqual(
      expect.arrayContaining(['--disable-background-networking', '--disable-component-update', '--disable-sync']),
    );
  });

  it('runs the story pass without V8\'s optimising compiler, and keeps it for the flows and the measurements', () => {
    expect(STORY_CHROMIUM_ARGS).toEqual([...CHROMIUM_ARGS, '--js-flags=--no-opt']);
    expect(CHROMIUM_ARGS.some((arg) => arg.startsWith('--js-flags'))).toBe(false);
  });

  it('pins the browser by the lockfile', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version: string }> };
    expect(lock.packages['node_modules/@sparticuz/chromium']?.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(lock.packages['node_modules/dejavu-fonts-ttf']?.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('the visual baselines and the browser', () => {
  it('compares only in the browser the baselines were made with', () => {
    expect(visualBrowserMismatch(PINNED_CHROMIUM_VERSION)).toBeUndefined();
  });

  it('names both versions when another browser is used', () => {
    const message = visualBrowserMismatch('156.0.8078.79', '153.0.8010.0');
    expect(message).toContain('Chromium 153.0.8010.0');
    expect(message).toContain('Chromium 156.0.8078.79');
    expect(message).not.toContain('\n');
    expect(visualBrowserMismatch(undefined, '153.0.8010.0')).toContain('could not be read');
  });
});

describe('the test fonts', () => {
  const conf = fontconfigFile('/fonts/ttf', '/fonts/cache');

  it('lists the lockfile fonts folder and no other', () => {
    expect([...conf.matchAll(/<dir>([^<]*)<\/dir>/g)].map((match) => match[1])).toEqual(['/fonts/ttf']);
    expect(conf).not.toMatch(/<include/);
  });

  it('maps every generic family the theme names onto those fonts', () => {
    for (const generic of ['system-ui', 'sans-serif', 'serif', 'monospace', 'ui-monospace']) {
      expect(conf).toContain(`<family>${generic}</family><prefer><family>DejaVu`);
    }
  });

  it('gives the browser that file and drops a fontconfig path that would widen it', () => {
    const env = chromiumEnv({ PATH: '/bin', FONTCONFIG_PATH: '/etc/fonts' });
    expect(env.PATH).toBe('/bin');
    expect(env.FONTCONFIG_PATH).toBeUndefined();
    expect(readFileSync(env.FONTCONFIG_FILE!, 'utf8')).toContain('dejavu-fonts-ttf/ttf</dir>');
  });
});
