import { existsSync } from 'node:fs';

/** Where to look for a Chromium, in order: an explicit variable, then the usual install paths. */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  const fromEnv = env.CHROMIUM_PATH || env.CHROME_PATH;
  if (fromEnv) return exists(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => exists(path));
}

export const MISSING_CHROMIUM =
  'No Chromium found: install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.';

/**
 * Flags for a headless Chromium on a closed network: without the networking flags it floods
 * the network with failing connections. The rest make screenshots the same on every machine.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--hide-scrollbars',
  '--disable-lcd-text',
];
