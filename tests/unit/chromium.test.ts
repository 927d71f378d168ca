import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, MISSING_CHROMIUM, findChromium } from '../support/chromium';

describe('findChromium', () => {
  it('prefers an explicit variable over the install paths', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
    expect(findChromium({ CHROME_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
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
