/** Spreadsheet connections and the sheet input rule (docs/product.md §7.4). */
import * as z from 'zod/mini';
import { approvedCarriers, catalogProductCount } from '../../contract';

export const sheetKeys = ['medicalConditions', 'products', 'carriers'] as const;
export type SheetKey = (typeof sheetKeys)[number];

/**
 * The only address a stored sheet link may hold: the spreadsheet service's edit page for one sheet.
 * A session edited by hand (or by a script) cannot turn "Open … (opens in a new tab)" into a link
 * to another site or a `javascript:` URL: the stored value is refused and the defaults come back.
 */
export const SHEET_URL_PATTERN = /^https:\/\/docs\.google\.com\/spreadsheets\/d\/[A-Za-z0-9%._~!$&'()*+,;=:@-]+\/edit$/;

export const connectionSchema = z.object({
  connected: z.boolean(),
  lastSync: z.nullable(z.string()),
  rowCount: z.number().check(z.int(), z.nonnegative()),
  url: z.union([z.literal(''), z.string().check(z.regex(SHEET_URL_PATTERN))]),
  sheetName: z.string(),
});
export type SheetConnection = z.infer<typeof connectionSchema>;

export const sheetsSchema = z.object({
  medicalConditions: connectionSchema,
  products: connectionSchema,
  carriers: connectionSchema,
});
export type Sheets = z.infer<typeof sheetsSchema>;

export const sheetConfig: Record<SheetKey, { title: string; sheetName: string; rowLabel: string; rowCount: number; label: string }> = {
  medicalConditions: { title: 'Medical Conditions Database', sheetName: 'Medical Conditions Database', rowLabel: 'conditions', rowCount: 187, label: 'medical conditions' },
  products: { title: 'Insurance Products', sheetName: 'Insurance Products Master List', rowLabel: 'products', rowCount: catalogProductCount, label: 'insurance products' },
  carriers: { title: 'Insurance Carriers', sheetName: 'Insurance Carriers List', rowLabel: 'carriers', rowCount: approvedCarriers.length, label: 'insurance carriers' },
};

export const SHEET_INPUT_EMPTY = 'Please enter a Google Sheet URL or ID.';
export const SHEET_URL_INVALID = 'Invalid Google Sheet URL format.';
const SERVICE_ADDRESS = 'docs.google.com';

export function editUrl(id: string): string {
  return `https://docs.google.com/spreadsheets/d/${encodeURIComponent(id)}/edit`;
}

/** "." and ".." are path steps, not ids: no URL can carry them as a sheet id. */
const isDotSegment = (id: string) => id === '.' || id === '..';

export type SheetInput = { ok: true; id: string; url: string } | { ok: false; error: string };

/** Reads what the admin typed: a sheet URL (which must hold /d/{id}) or a raw sheet id. */
export function parseSheetInput(text: string): SheetInput {
  const input = text.trim();
  if (input === '') return { ok: false, error: SHEET_INPUT_EMPTY };
  if (input.includes(SERVICE_ADDRESS)) {
    const id = /\/d\/([^/?#\s]+)/.exec(input)?.[1] ?? '';
    const decoded = decodeSafely(id);
    return decoded && !isDotSegment(decoded) ? { ok: true, id, url: editUrl(decoded) } : { ok: false, error: SHEET_URL_INVALID };
  }
  // A raw id has no format check (docs/product.md §7.4); the one exception is an id no URL can hold.
  if (isDotSegment(input)) return { ok: false, error: SHEET_URL_INVALID };
  return { ok: true, id: input, url: editUrl(input) };
}

function decodeSafely(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

export function connect(sheets: Sheets, key: SheetKey, url: string, now: Date): Sheets {
  return {
    ...sheets,
    [key]: { ...sheets[key], connected: true, lastSync: now.toISOString(), rowCount: sheetConfig[key].rowCount, url },
  };
}

export function disconnect(sheets: Sheets, key: SheetKey): Sheets {
  return { ...sheets, [key]: { ...sheets[key], connected: false, lastSync: null, rowCount: 0, url: '' } };
}

export const connectedMessage = (key: SheetKey) => `Successfully connected to ${sheetConfig[key].label} spreadsheet`;
export const disconnectedMessage = (key: SheetKey) => `Successfully disconnected from ${key} spreadsheet`;

export const initialSheets: Sheets = {
  medicalConditions: {
    connected: true,
    lastSync: '2025-05-02T09:30:00.000Z',
    rowCount: 187,
    url: editUrl('1a2B3c4D5e6F7g8H9i0JmedicalConditions'),
    sheetName: sheetConfig.medicalConditions.sheetName,
  },
  products: {
    connected: true,
    lastSync: '2025-05-02T09:32:00.000Z',
    rowCount: catalogProductCount,
    url: editUrl('1a2B3c4D5e6F7g8H9i0Jproducts'),
    sheetName: sheetConfig.products.sheetName,
  },
  carriers: { connected: false, lastSync: null, rowCount: 0, url: '', sheetName: sheetConfig.carriers.sheetName },
};

/** "May 2, 2025, 9:30 AM" (UTC). */
export function formatSyncTime(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
}
