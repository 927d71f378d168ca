/**
 * The build's rewrite of the two React Aria modules that created Intl objects while they were
 * evaluated (scripts/deferIntl.ts): it matches the installed code, loads no locale data when the
 * module is evaluated, and behaves as the original did.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deferIntl, intlRewrites } from '../../scripts/deferIntl';

const ORIGINALS = {
  locale: 'node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs',
  number: 'node_modules/@internationalized/number/dist/private/NumberFormatter.mjs',
};

const rewriteFor = (file: string) => {
  const rewrite = intlRewrites.find((r) => r.file.test(join(process.cwd(), file)));
  if (!rewrite) throw new Error(`No rewrite for ${file}`);
  return rewrite;
};

/** A fresh copy of the module (rewritten unless `as` says otherwise), beside the original so its own imports resolve. */
const written: string[] = [];
async function importRewritten<T>(file: string, as: 'rewritten' | 'original' = 'rewritten'): Promise<T> {
  const source = readFileSync(file, 'utf8');
  const code = as === 'original' ? source : rewriteFor(file).rewrite(source);
  if (code === null) throw new Error(`The rewrite does not match ${file}`);
  const copy = file.replace(/\.mjs$/, `.defer-intl-test-${written.length}.mjs`);
  writeFileSync(copy, code);
  written.push(copy);
  return (await import(/* @vite-ignore */ pathToFileURL(join(process.cwd(), copy)).href)) as T;
}
afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
});

/** Counts the Intl formatters built, and the locale lookups made through them, while `run` runs. */
async function intlBuiltDuring(run: () => Promise<unknown>): Promise<number> {
  let built = 0;
  const originals = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
  for (const [name, Original] of Object.entries(originals)) {
    const Constructor = Original as unknown as new (...args: unknown[]) => object;
    const counting = function (...args: unknown[]) {
      built++;
      return new Constructor(...args);
    };
    const lookUp = Original.supportedLocalesOf as (locales: string | string[]) => string[];
    counting.supportedLocalesOf = (locales: string | string[]) => {
      built++;
      return lookUp(locales);
    };
    Object.defineProperty(Intl, name, { value: counting, configurable: true, writable: true });
  }
  try {
    await run();
  } finally {
    for (const [name, Original] of Object.entries(originals)) Object.defineProperty(Intl, name, { value: Original, configurable: true, writable: true });
  }
  return built;
}

const setLanguage = (language: string | undefined) =>
  Object.defineProperty(globalThis, 'navigator', { value: language === undefined ? undefined : { language }, configurable: true });
const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
afterEach(() => {
  if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
  else Reflect.deleteProperty(globalThis, 'navigator');
});

type LocaleModule = { getDefaultLocale: () => { locale: string; direction: string } };
type NumberModule = { NumberFormatter: new (locale: string, options?: Intl.NumberFormatOptions) => { format: (n: number) => string } };

describe('deferIntl: the default locale', () => {
  it('was checked with Intl.DateTimeFormat when the original module was evaluated', async () => {
    setLanguage('fr-FR');
    expect(await intlBuiltDuring(() => importRewritten(ORIGINALS.locale, 'original'))).toBeGreaterThan(0);
  });

  it('is read without Intl.DateTimeFormat, when the module is evaluated or asked', async () => {
    setLanguage('fr-FR');
    let module: LocaleModule | undefined;
    expect(await intlBuiltDuring(async () => (module = await importRewritten<LocaleModule>(ORIGINALS.locale)))).toBe(0);
    expect(await intlBuiltDuring(async () => module!.getDefaultLocale())).toBe(0);
  });

  it('is what the original gives for any language tag, valid or not', async () => {
    const original = (await import(/* @vite-ignore */ pathToFileURL(join(process.cwd(), ORIGINALS.locale)).href)) as LocaleModule;
    const rewritten = await importRewritten<LocaleModule>(ORIGINALS.locale);
    const tags = fc.oneof(
      fc.constantFrom('en-US', 'ar-EG', 'he', 'fa-IR', 'zh-Hant-TW', 'de-CH-1996', 'x-private', 'en_US', '', 'i-klingon', 'sr-Latn-RS'),
      fc.stringMatching(/^[a-z]{2,3}(-[A-Za-z]{4})?(-[A-Z]{2})?$/),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(tags, (tag) => {
        setLanguage(tag);
        expect(rewritten.getDefaultLocale()).toEqual(original.getDefaultLocale());
      }),
      { numRuns: 500 },
    );
  });
});

describe('deferIntl: the number formatter', () => {
  it('was probed with a NumberFormat when the original module was evaluated (what the count below would see)', async () => {
    expect(await intlBuiltDuring(() => importRewritten(ORIGINALS.number, 'original'))).toBe(1);
  });

  it('builds no NumberFormat when the module is evaluated, and formats as before when used', async () => {
    let module: NumberModule | undefined;
    expect(await intlBuiltDuring(async () => (module = await importRewritten<NumberModule>(ORIGINALS.number)))).toBe(0);
    const { NumberFormatter } = module!;
    expect(new NumberFormatter('en-US', { signDisplay: 'always' }).format(5)).toBe('+5');
    expect(new NumberFormatter('en-US', { signDisplay: 'exceptZero' }).format(0)).toBe('0');
    expect(new NumberFormatter('en-US', { style: 'percent' }).format(0.25)).toBe('25%');
  });
});

describe('deferIntl: the plugin', () => {
  const transform = (code: string, id: string) => {
    const plugin = deferIntl();
    const context = { error: (message: string) => { throw new Error(message); } };
    return (plugin.transform as (this: typeof context, code: string, id: string) => unknown).call(context, code, id);
  };

  it('matches the installed versions of both modules', () => {
    for (const file of Object.values(ORIGINALS)) {
      expect(rewriteFor(file).rewrite(readFileSync(file, 'utf8'))).not.toBeNull();
    }
  });

  it('fails the build when a module no longer has the code it rewrites', () => {
    expect(() => transform('export const x = 1;', join(process.cwd(), ORIGINALS.locale))).toThrow(/no longer has the code/);
    expect(() => transform('let supportsSignDisplay = true;', join(process.cwd(), ORIGINALS.number))).toThrow(/no longer has the code/);
  });

  it('leaves every other module alone', () => {
    expect(transform('Intl.DateTimeFormat.supportedLocalesOf([locale]);', '/work/src/app/main.tsx')).toBeNull();
  });
});
