// Vitest global setup for the browser projects: stop at once, with one clear line, when no browser exists.
import { MISSING_CHROMIUM, findChromium } from './chromium';

export default function requireChromium() {
  if (!findChromium()) {
    throw new Error(MISSING_CHROMIUM);
  }
}
