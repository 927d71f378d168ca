import { initialUploads, uploadsSchema } from './files';
import { initialSheets, sheetsSchema } from './sheets';
import { sessionAtom } from './sessionAtom';

/** Uploaded file records per category, for this browser session. */
export const uploadsAtom = sessionAtom('navigator.admin.uploads.v1', uploadsSchema, initialUploads);

/** The three spreadsheet connections, for this browser session. */
export const sheetsAtom = sessionAtom('navigator.admin.sheets.v1', sheetsSchema, initialSheets);
