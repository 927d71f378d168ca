/**
 * The server's brotli window for an API answer (server/app.ts, brotliWindow): the smallest window
 * that reaches back over the whole answer, within brotli's bounds and never past its default.
 */
import fc from 'fast-check';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, brotliWindow } from '../../server/app';

/** How far back a window of w bits reaches (brotli: 2^w - 16 bytes). */
const reach = (w: number) => 2 ** w - 16;

describe('the brotli window of an answer', () => {
  it('is the smallest that reaches over the whole answer, between 10 bits and the default 22', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16 * 2 ** 20 }), (bytes) => {
        const w = brotliWindow(bytes);
        expect(w).toBeGreaterThanOrEqual(zlib.BROTLI_MIN_WINDOW_BITS);
        expect(w).toBeLessThanOrEqual(zlib.BROTLI_DEFAULT_WINDOW);
        if (bytes <= reach(zlib.BROTLI_DEFAULT_WINDOW)) expect(reach(w)).toBeGreaterThanOrEqual(bytes);
        if (w > zlib.BROTLI_MIN_WINDOW_BITS && w < zlib.BROTLI_DEFAULT_WINDOW) expect(reach(w - 1)).toBeLessThan(bytes);
      }),
      { numRuns: 5000 },
    );
    expect([1000, 1008, 1009, 20_000, 70_000, 5_000_000].map(brotliWindow)).toEqual([10, 10, 11, 15, 17, 22]);
  });

  it('compresses an answer to what decompresses back to it', () => {
    const answer = fc.array(fc.record({ id: fc.string(), outcome: fc.constantFrom('level', 'graded', 'declined'), reason: fc.option(fc.string()) }), { maxLength: 300 });
    fc.assert(
      fc.property(answer, (value) => {
        const raw = Buffer.from(JSON.stringify(value));
        const packed = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_LGWIN]: brotliWindow(raw.byteLength), [zlib.BROTLI_PARAM_SIZE_HINT]: raw.byteLength } });
        expect(brotliDecompressSync(packed).equals(raw)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
