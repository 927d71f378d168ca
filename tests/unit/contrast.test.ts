import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MIN_TEXT_CONTRAST, MIN_UI_CONTRAST, contrastRatio, luminance, parseHex } from '../../src/components/theme/contrast';
import { colorPairs, colors } from '../../src/components/theme/tokens';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`);

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the well-known lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('is symmetric and between 1 and 21 for any pair', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });

  it('orders luminance with lightness', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 254 }), (n) => {
        const grey = (v: number) => `#${v.toString(16).padStart(2, '0').repeat(3)}`;
        expect(luminance(grey(n + 1))).toBeGreaterThan(luminance(grey(n)));
      }),
    );
  });

  it('rejects what is not #rrggbb', () => {
    expect(() => parseHex('red')).toThrow('Not a #rrggbb colour');
    expect(() => parseHex('#fff')).toThrow();
  });
});

describe('theme colour pairs', () => {
  it.each(colorPairs.filter((p) => p.kind === 'text'))(
    'text $fg on $bg ($usage) is at least 4.5:1',
    ({ fg, bg }) => {
      expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it.each(colorPairs.filter((p) => p.kind === 'ui'))('UI $fg on $bg ($usage) is at least 3:1', ({ fg, bg }) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(MIN_UI_CONTRAST);
  });

  it('covers every colour role that carries meaning', () => {
    const used = new Set(colorPairs.flatMap((p) => [p.fg, p.bg]));
    const decorative = new Set(['border', 'overlay']);
    for (const role of Object.keys(colors)) {
      if (!decorative.has(role)) expect(used, `${role} is never checked`).toContain(role);
    }
  });
});
