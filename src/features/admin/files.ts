/** Uploaded file records and the upload rules (docs/product.md §7.3). Contents are never read. */
import * as z from 'zod/mini';

/** 10 MB, as 10 × 1024 × 1024 bytes; a file of exactly this size is accepted. */
export const MAX_FILE_SIZE = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File is too large. Maximum size is 10MB.';
/** Before the names of files refused for their type (the chooser and the drop zone use one rule). */
export const FILE_TYPE_NOT_ACCEPTED = 'Not an accepted file type';
/** The simulated upload takes about 1.5 s (docs/product.md §7.3). */
export const UPLOAD_DELAY_MS = 1500;

export function isWithinSizeLimit(bytes: number): boolean {
  return bytes <= MAX_FILE_SIZE;
}

/** "512 B", "1.5 KB", "2.4 MB": bytes as they are, KB and MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const fileRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().check(z.nonnegative()),
  uploadedAt: z.string(),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

export const documentCategories = ['agentGuides', 'trainingMaterials', 'productDocuments'] as const;
export type DocumentCategory = (typeof documentCategories)[number];

export const uploadsSchema = z.object({
  agentGuides: z.array(fileRecordSchema),
  trainingMaterials: z.array(fileRecordSchema),
  productDocuments: z.array(fileRecordSchema),
});
export type Uploads = z.infer<typeof uploadsSchema>;

const PDF = ['.pdf', 'application/pdf'];
const WORD = ['.doc', '.docx', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const TEXT = ['.txt', 'text/plain'];

export const categoryConfig: Record<DocumentCategory, { title: string; accepted: string[]; hint: string }> = {
  agentGuides: { title: 'Agent Guides', accepted: [...PDF, ...WORD], hint: 'Upload PDF or Word documents (Max: 10MB)' },
  trainingMaterials: { title: 'Training Materials', accepted: [...PDF, ...WORD, ...TEXT], hint: 'Upload PDF, Word or text files (Max: 10MB)' },
  productDocuments: { title: 'Product Documents', accepted: PDF, hint: 'Upload PDF insurance product documents (Max: 10MB)' },
};

/** The record kept for a file: never its contents. */
export function toFileRecord(file: { name: string; type: string; size: number }, now: Date, seq = 0): FileRecord {
  return { id: `${now.getTime()}${seq ? `-${seq}` : ''}`, name: file.name, type: file.type, size: file.size, uploadedAt: now.toISOString() };
}

const record = (id: string, name: string, size: number, uploadedAt: string): FileRecord => ({
  id,
  name,
  type: name.endsWith('.pdf') ? 'application/pdf' : name.endsWith('.txt') ? 'text/plain' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size,
  uploadedAt,
});

/** The sample documents the admin area starts with: 3 agent guides, 2 training materials, 5 product documents. */
export const initialUploads: Uploads = {
  agentGuides: [
    record('1714000000001', 'Field Underwriting Guide 2025.pdf', 2_457_600, '2025-04-22T09:15:00.000Z'),
    record('1714000000002', 'Final Expense Sales Playbook.docx', 845_824, '2025-04-24T13:40:00.000Z'),
    record('1714000000003', 'Medication Lookup Cheat Sheet.pdf', 312_320, '2025-04-28T10:05:00.000Z'),
  ],
  trainingMaterials: [
    record('1714000000004', 'Build Chart Walkthrough.pdf', 1_153_434, '2025-04-18T15:20:00.000Z'),
    record('1714000000005', 'Condition Severity Notes.txt', 18_944, '2025-04-25T08:30:00.000Z'),
  ],
  productDocuments: [
    record('1714000000006', 'Term Life Express Product Guide.pdf', 3_984_588, '2025-04-10T11:00:00.000Z'),
    record('1714000000007', 'Senior Choice Final Expense Brochure.pdf', 1_572_864, '2025-04-11T11:00:00.000Z'),
    record('1714000000008', 'Eagle Select Term Underwriting.pdf', 2_202_009, '2025-04-14T11:00:00.000Z'),
    record('1714000000009', 'Guaranteed Issue Whole Life Summary.pdf', 734_003, '2025-04-16T11:00:00.000Z'),
    record('1714000000010', 'Indexed UL Illustration Rules.pdf', 5_033_165, '2025-04-20T11:00:00.000Z'),
  ],
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "Apr 22, 2025": the day in UTC, as en-US writes a short date. Written out rather than with
 * Intl.DateTimeFormat, whose first use in a page loads the browser's locale data (about 60 ms on a
 * mid-range phone) in the middle of the upload tab's hydration; a unit test holds it to Intl's output.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const year = date.getUTCFullYear();
  // Before year 1 Intl adds an era ("1 BC"); no upload or training run is dated there.
  if (year < 1) return '—';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
}
