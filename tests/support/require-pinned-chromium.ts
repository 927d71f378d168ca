// Vitest global setup for the visual project: its baselines are pixels of the pinned Chromium, so a
// run in another browser stops at once with both versions named, instead of reporting pixel diffs.
import { MISSING_CHROMIUM, chromiumVersion, findChromium, visualBrowserMismatch } from './chromium';

export default function requirePinnedChromium() {
  const path = findChromium();
  if (!path) throw new Error(MISSING_CHROMIUM);
  const mismatch = visualBrowserMismatch(chromiumVersion(path));
  if (mismatch) throw new Error(mismatch);
}
