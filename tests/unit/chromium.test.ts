import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, MISSING_CHROMIUM, findChromium } from '../support/chromium';

describe('findChromium', () => {
  const only = (...paths: string[]) => (path: string) => paths.includes(path);

  it('prefers an explicit variable over the install paths', () => {
    const exists = only('/opt/chrome/chrome', '/usr/bin/chromium');
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, exists)).toBe('/opt/chrome/chrome');
    expect(findChromium({ CHROME_PATH: '/opt/chrome/chrome' }, exists)).toBe('/opt/chrome/chrome');
  });

  it('falls back to Debian\'s Chromium, then reports none', () => {
    expect(findChromium({}, only('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(findChromium({}, only())).toBeUndefined();
  });

  it('does not trust a variable that names a missing file', () => {
    expect(findChromium({ CHROMIUM_PATH: '/nowhere/chrome' }, only('/usr/bin/chromium'))).toBeUndefined();
  });

  it('says how to install one in a single line', () => {
    expect(MISSING_CHROMIUM).not.toContain('\n');
    expect(MISSING_CHROMIUM).toContain('apt-get install -y chromium');
  });

  it('keeps Chromium off the closed network', () => {
    expect(CHROMIUM_ARGS).toEqual(
      expect.arrayContaining(['--disable-background-networking', '--disable-component-update', '--disable-sync']),
    );
  });
});
