import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasBidiControls, revealBidiControls } from '../../src/components/UserText';
import { isAcceptedType, sortByType } from '../../src/components/FileDropZone/acceptedTypes';
import { pageCount, pageOf, pageRange } from '../../src/components/FileTable/paging';
import { categoryConfig, formatDate } from '../../src/features/admin/files';

describe('revealBidiControls', () => {
  it('shows each explicit bidi control as its code point', () => {
    expect(revealBidiControls('report\u202Efdp.exe')).toBe('report⟨U+202E⟩fdp.exe');
    expect(revealBidiControls('\u2066a\u2069\u202Ab')).toBe('⟨U+2066⟩a⟨U+2069⟩⟨U+202A⟩b');
  });

  it('leaves ordinary text, right-to-left scripts included, unchanged', () => {
    for (const text of ['Field Guide.pdf', 'دليل الاكتتاب.pdf', 'מדריך.pdf', '']) expect(revealBidiControls(text)).toBe(text);
  });

  it('never leaves a control behind, and changes nothing else', () => {
    const piece = fc.oneof(fc.string(), fc.constantFrom('\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'));
    fc.assert(
      fc.property(fc.array(piece), (pieces) => {
        const text = pieces.join('');
        const shown = revealBidiControls(text);
        expect(hasBidiControls(shown)).toBe(false);
        if (!hasBidiControls(text)) expect(shown).toBe(text);
        expect(shown.replace(/⟨U\+[0-9A-F]{4}⟩/g, '')).toBe(text.replace(/[\u202A-\u202E\u2066-\u2069]/g, ''));
      }),
    );
  });
});

describe('the accepted-type rule (chooser and drop zone alike)', () => {
  const agentGuides = categoryConfig.agentGuides.accepted;
  const productDocuments = categoryConfig.productDocuments.accepted;

  it('takes accepted extensions in any case and accepted MIME types', () => {
    expect(isAcceptedType(agentGuides, { name: 'GUIDE.PDF', type: '' })).toBe(true);
    expect(isAcceptedType(agentGuides, { name: 'notes.docx', type: '' })).toBe(true);
    expect(isAcceptedType(agentGuides, { name: 'scan', type: 'application/pdf' })).toBe(true);
    expect(isAcceptedType(productDocuments, { name: 'notes.docx', type: '' })).toBe(false);
  });

  it('refuses programs and look-alike names', () => {
    expect(isAcceptedType(agentGuides, { name: 'malware.exe', type: 'application/x-msdownload' })).toBe(false);
    expect(isAcceptedType(agentGuides, { name: 'report\u202Efdp.exe', type: '' })).toBe(false);
    expect(isAcceptedType(agentGuides, { name: 'guide.pdf.exe', type: '' })).toBe(false);
    expect(isAcceptedType(agentGuides, { name: 'pdf', type: '' })).toBe(false);
  });

  it('splits any list into accepted and refused, keeping every file and its order', () => {
    const file = fc.record({ name: fc.oneof(fc.string(), fc.string().map((s) => `${s}.pdf`), fc.string().map((s) => `${s}.exe`)), type: fc.constantFrom('', 'application/pdf', 'text/plain') });
    fc.assert(
      fc.property(fc.array(file), (files) => {
        const { accepted, refused } = sortByType(agentGuides, files);
        expect(accepted.length + refused.length).toBe(files.length);
        expect(accepted).toEqual(files.filter((f) => isAcceptedType(agentGuides, f)));
        expect(refused).toEqual(files.filter((f) => !isAcceptedType(agentGuides, f)));
      }),
    );
  });
});

describe('file table pages', () => {
  it('pages 5,000 rows ten at a time', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => i);
    expect(pageCount(5000, 10)).toBe(500);
    expect(pageOf(rows, 0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(rows, 499, 10)).toEqual([4990, 4991, 4992, 4993, 4994, 4995, 4996, 4997, 4998, 4999]);
    expect(pageRange(5000, 1, 10)).toEqual({ first: 11, last: 20 });
    expect(pageRange(0, 0, 10)).toEqual({ first: 0, last: 0 });
    expect(pageCount(0, 10)).toBe(1);
  });

  it('shows every row exactly once across the pages, and clamps a page past the end', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: 1, max: 30 }), fc.integer({ min: -3, max: 300 }), (total, size, page) => {
        const rows = Array.from({ length: total }, (_, i) => i);
        const pages = pageCount(total, size);
        const all = Array.from({ length: pages }, (_, p) => pageOf(rows, p, size)).flat();
        expect(all).toEqual(rows);
        const shown = pageOf(rows, page, size);
        const clamped = Math.min(Math.max(0, page), pages - 1);
        expect(shown).toEqual(pageOf(rows, clamped, size));
        const { first, last } = pageRange(total, page, size);
        if (total > 0) expect([first, last]).toEqual([shown[0]! + 1, shown[shown.length - 1]! + 1]);
      }),
    );
  });
});

describe('upload dates', () => {
  it('format as "Apr 22, 2025" in UTC, and "—" for a date that is not one', () => {
    expect(formatDate('2025-04-22T09:15:00.000Z')).toBe('Apr 22, 2025');
    expect(formatDate('2025-04-22T23:59:00.000Z')).toBe('Apr 22, 2025');
    expect(formatDate('not a date')).toBe('—');
  });

  it('write any day from year 1 to 9999 exactly as Intl.DateTimeFormat does in en-US, UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const earliest = new Date(0);
    earliest.setUTCFullYear(1, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: earliest.getTime(), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }), (time) => {
        const iso = new Date(time).toISOString();
        expect(formatDate(iso)).toBe(intl.format(new Date(time)));
      }),
      { numRuns: 2000 },
    );
  });

  it('give "—" before year 1, where Intl would add an era', () => {
    expect(formatDate('0000-06-01T00:00:00.000Z')).toBe('—');
    expect(formatDate('-000100-01-01T00:00:00.000Z')).toBe('—');
  });
});
