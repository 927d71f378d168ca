// Run before the browser tests: one clear line and a non-zero exit when no Chromium is installed.
import { MISSING_CHROMIUM, findChromium } from './chromium.ts';

if (!findChromium()) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}
