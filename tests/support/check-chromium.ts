// Run before the browser tests: the browser exists and starts, or one clear line and a non-zero exit.
import { MISSING_CHROMIUM, pinnedPackages, PINNED_CHROMIUM_VERSION, chromiumVersion, findChromium, missingLibraries, usesOwnChromium } from './chromium.ts';

const path = findChromium();
if (!path) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}
const version = chromiumVersion(path);
if (!version) {
  const missing = missingLibraries(path);
  console.error(
    missing.length > 0
      ? `The browser ${path} cannot start: this machine lacks ${missing.join(', ')} (Debian: sudo apt-get install -y libnss3 libnspr4 libexpat1).`
      : `The browser ${path} does not start: run it with --version to see why.`,
  );
  process.exit(1);
}
if (usesOwnChromium()) {
  console.log(`browser: Chromium ${version} from CHROMIUM_PATH (the visual baselines were made with the pinned ${PINNED_CHROMIUM_VERSION})`);
} else if (version !== PINNED_CHROMIUM_VERSION) {
  console.error(`The pinned browser reports ${version}, not ${PINNED_CHROMIUM_VERSION}: after changing @sparticuz/chromium, set PINNED_CHROMIUM_VERSION in tests/support/chromium.ts and remake the visual baselines.`);
  process.exit(1);
} else if (process.argv.includes('--report')) {
  console.log(`browser: Chromium ${version} (pinned: ${pinnedPackages()}) at ${path}`);
}
