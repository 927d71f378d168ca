import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FILE_TOO_LARGE, MAX_FILE_SIZE, formatFileSize, initialUploads, isWithinSizeLimit, toFileRecord, uploadsSchema } from '../../src/features/admin/files';
import {
  SHEET_INPUT_EMPTY,
  SHEET_URL_INVALID,
  connect,
  connectedMessage,
  disconnect,
  disconnectedMessage,
  editUrl,
  initialSheets,
  parseSheetInput,
  sheetKeys,
  sheetsSchema,
  connectionSchema,
} from '../../src/features/admin/sheets';

describe('file size', () => {
  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(MAX_FILE_SIZE).toBe(10 * 1024 * 1024);
    expect(isWithinSizeLimit(MAX_FILE_SIZE)).toBe(true);
    expect(isWithinSizeLimit(MAX_FILE_SIZE + 1)).toBe(false);
    expect(isWithinSizeLimit(0)).toBe(true);
    expect(FILE_TOO_LARGE).toBe('File is too large. Maximum size is 10MB.');
  });

  it('formats as B, KB or MB with one decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024.0 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(MAX_FILE_SIZE)).toBe('10.0 MB');
  });

  it('always gives a number and a unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (bytes) => {
        expect(formatFileSize(bytes)).toMatch(/^(\d+ B|\d+\.\d (KB|MB))$/);
      }),
    );
  });

  it('keeps only the record of a file', () => {
    const record = toFileRecord({ name: 'guide.pdf', type: 'application/pdf', size: 2048 }, new Date('2026-05-15T14:30:00Z'));
    expect(record).toEqual({ id: '1778855400000', name: 'guide.pdf', type: 'application/pdf', size: 2048, uploadedAt: '2026-05-15T14:30:00.000Z' });
  });

  it('starts with 3 agent guides, 2 training materials and 5 product documents', () => {
    expect(uploadsSchema.parse(initialUploads)).toEqual(initialUploads);
    expect([initialUploads.agentGuides.length, initialUploads.trainingMaterials.length, initialUploads.productDocuments.length]).toEqual([3, 2, 5]);
  });
});

describe('parseSheetInput', () => {
  it('refuses empty input', () => {
    expect(parseSheetInput('')).toEqual({ ok: false, error: SHEET_INPUT_EMPTY });
    expect(parseSheetInput('   \n')).toEqual({ ok: false, error: 'Please enter a Google Sheet URL or ID.' });
  });

  it('takes the id from a sheet URL', () => {
    expect(parseSheetInput(' https://docs.google.com/spreadsheets/d/1AbC-d_9/edit#gid=0 ')).toEqual({
      ok: true,
      id: '1AbC-d_9',
      url: 'https://docs.google.com/spreadsheets/d/1AbC-d_9/edit',
    });
  });

  it('refuses a service URL without /d/{id}', () => {
    expect(parseSheetInput('https://docs.google.com/spreadsheets/u/0/')).toEqual({ ok: false, error: SHEET_URL_INVALID });
    expect(parseSheetInput('docs.google.com/spreadsheets/d/')).toEqual({ ok: false, error: 'Invalid Google Sheet URL format.' });
  });

  it('expands a raw id into the full edit URL', () => {
    expect(parseSheetInput('1AbCdEf')).toEqual({ ok: true, id: '1AbCdEf', url: editUrl('1AbCdEf') });
    expect(editUrl('1AbCdEf')).toBe('https://docs.google.com/spreadsheets/d/1AbCdEf/edit');
    // Found by the property below: "." and ".." would vanish from the URL's path, so they are refused.
    expect(parseSheetInput('.')).toEqual({ ok: false, error: SHEET_URL_INVALID });
    expect(parseSheetInput('https://docs.google.com/spreadsheets/d/../edit')).toEqual({ ok: false, error: SHEET_URL_INVALID });
  });

  it('gives a message or a well-formed edit URL for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('.', ' .. ', 'docs.google.com/spreadsheets/d/%2e/x'), fc.string().map((s) => `https://docs.google.com/spreadsheets/${s}`)), (text) => {
        const result = parseSheetInput(text);
        if (!result.ok) {
          expect([SHEET_INPUT_EMPTY, SHEET_URL_INVALID]).toContain(result.error);
          return;
        }
        const url = new URL(result.url);
        expect(url.origin).toBe('https://docs.google.com');
        expect(url.pathname).toMatch(/^\/spreadsheets\/d\/[^/]+\/edit$/);
        expect(result.id.length).toBeGreaterThan(0);
        // What the form stores, the stored-session schema accepts back.
        expect(connectionSchema.safeParse({ ...initialSheets.products, url: result.url }).success).toBe(true);
      }),
    );
  });
});

describe('a stored sheet URL', () => {
  it('is refused unless it is the spreadsheet service\'s edit page for one sheet', () => {
    for (const url of [
      'javascript:alert(1)',
      'https://evil.example/spreadsheets/d/abc/edit',
      'https://docs.google.com.evil.example/spreadsheets/d/abc/edit',
      'http://docs.google.com/spreadsheets/d/abc/edit',
      'https://docs.google.com/spreadsheets/d/abc/edit?x=1',
      'https://docs.google.com/spreadsheets/d/a/b/edit',
      '/admin',
    ]) {
      expect(connectionSchema.safeParse({ ...initialSheets.products, url }).success, url).toBe(false);
    }
    expect(connectionSchema.safeParse({ ...initialSheets.carriers, url: '' }).success).toBe(true);
  });

  it('refuses any URL on another host', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        fc.pre(!url.startsWith('https://docs.google.com/'));
        expect(connectionSchema.safeParse({ ...initialSheets.products, url }).success).toBe(false);
      }),
    );
  });
});

describe('connections', () => {
  const now = new Date('2026-05-15T14:30:00Z');

  it('start as docs/product.md §7.4 says', () => {
    expect(sheetsSchema.parse(initialSheets)).toEqual(initialSheets);
    expect(initialSheets.medicalConditions).toMatchObject({ connected: true, rowCount: 187, sheetName: 'Medical Conditions Database' });
    expect(initialSheets.products).toMatchObject({ connected: true, rowCount: 57, sheetName: 'Insurance Products Master List' });
    expect(initialSheets.carriers).toMatchObject({ connected: false, rowCount: 0, lastSync: null, sheetName: 'Insurance Carriers List' });
  });

  it('connect sets the sync time, the fixed row count and the URL', () => {
    const url = editUrl('abc');
    const next = connect(initialSheets, 'carriers', url, now);
    expect(next.carriers).toEqual({ connected: true, lastSync: now.toISOString(), rowCount: 9, url, sheetName: 'Insurance Carriers List' });
    expect(connect(initialSheets, 'medicalConditions', url, now).medicalConditions.rowCount).toBe(187);
    expect(connect(initialSheets, 'products', url, now).products.rowCount).toBe(57);
    expect(next.products).toBe(initialSheets.products);
  });

  it('disconnect clears the sync time and rows', () => {
    expect(disconnect(initialSheets, 'products').products).toEqual({
      connected: false,
      lastSync: null,
      rowCount: 0,
      url: '',
      sheetName: 'Insurance Products Master List',
    });
  });

  it('connect then disconnect leaves a sheet as never connected, for every sheet', () => {
    for (const key of sheetKeys) {
      expect(disconnect(connect(initialSheets, key, editUrl('x'), now), key)[key]).toEqual(disconnect(initialSheets, key)[key]);
    }
  });

  it('uses the documented messages', () => {
    expect(sheetKeys.map(connectedMessage)).toEqual([
      'Successfully connected to medical conditions spreadsheet',
      'Successfully connected to insurance products spreadsheet',
      'Successfully connected to insurance carriers spreadsheet',
    ]);
    expect(disconnectedMessage('carriers')).toBe('Successfully disconnected from carriers spreadsheet');
  });
});
