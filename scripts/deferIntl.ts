/**
 * Two modules of React Aria create Intl objects while they are *evaluated*, not when they are used.
 * The first Intl.DateTimeFormat or Intl.NumberFormat of a page loads the browser's locale data
 * (about 60–100 ms on a mid-range phone, 4x CPU), so every page paid that in one long task while the
 * app's code was evaluated, even a page that formats no number or date. The production build
 * rewrites the two places, with the same behaviour:
 *
 * - react-aria's default locale checks that the browser's language tag is valid with
 *   `Intl.DateTimeFormat.supportedLocalesOf([tag])` and ignores the answer (only a RangeError
 *   matters). `Intl.getCanonicalLocales(tag)` throws the same RangeError for the same tags and loads
 *   no locale data.
 * - @internationalized/number probes once whether the browser supports `signDisplay` by building a
 *   NumberFormat. The probe now runs the first time a formatter needs the answer.
 *
 * Each rewrite matches the code of the pinned versions exactly; when an upgrade changes that code,
 * the build fails here instead of quietly loading the data again (tests/unit/deferIntl.test.ts).
 */
import type { Plugin } from 'vite';

export interface IntlRewrite {
  /** The module's path inside node_modules. */
  file: RegExp;
  /** The module's code with the rewrite, or null when the expected code is not there. */
  rewrite: (code: string) => string | null;
}

const escapeRegExp = (text: string) => text.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');

export const intlRewrites: readonly IntlRewrite[] = [
  {
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/,
    rewrite(code) {
      const check = /Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\);/;
      return check.test(code) ? code.replace(check, 'Intl.getCanonicalLocales(locale);') : null;
    },
  },
  {
    file: /[\\/]@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.mjs$/,
    rewrite(code) {
      const probe =
        /let (\$\w+\$var\$supportsSignDisplay) = false;\s*try \{\s*\1 = (new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero');\s*(?:\/\/[^\n]*\n\s*)?\} catch\s*\{\}/;
      const found = probe.exec(code);
      if (!found) return null;
      const [whole, name, test] = found as unknown as [string, string, string];
      const lazy = `${name}$lazy`;
      const declaration = `let ${name};\nfunction ${lazy}() {\n    if (${name} === undefined) try {\n        ${name} = ${test};\n    } catch {\n        ${name} = false;\n    }\n    return ${name};\n}`;
      const before = code.slice(0, found.index);
      const after = code.slice(found.index + whole.length);
      const uses = new RegExp(`${escapeRegExp(name)}(?![\\w$])`, 'g');
      if (!uses.test(after)) return null;
      return before + declaration + after.replace(uses, `${lazy}()`);
    },
  },
];

/** The Vite plugin: rewrites each module above, and fails the build when one no longer matches. */
export function deferIntl(): Plugin {
  return {
    name: 'defer-intl',
    apply: 'build',
    transform(code, id) {
      const path = id.split('?')[0]!;
      const target = intlRewrites.find((r) => r.file.test(path));
      if (!target) return null;
      const rewritten = target.rewrite(code);
      if (rewritten === null) {
        this.error(`deferIntl: ${path} no longer has the code this build rewrites (scripts/deferIntl.ts); check it after the upgrade.`);
      }
      return { code: rewritten, map: null };
    },
  };
}
