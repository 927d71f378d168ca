import { useEffect, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { FileDropZone } from '../../components/FileDropZone/FileDropZone';
import { FileTable } from '../../components/FileTable/FileTable';
import { toast } from '../../components/Toast/toastQueue';
import { uploadsAtom } from './atoms';
import {
  FILE_TOO_LARGE,
  UPLOAD_DELAY_MS,
  categoryConfig,
  formatDate,
  formatFileSize,
  isWithinSizeLimit,
  toFileRecord,
  type DocumentCategory,
} from './files';

const TICKS = 10;

/** One document category: picker, simulated upload, and the table of files kept. */
export function UploadCard({ category }: { category: DocumentCategory }) {
  const config = categoryConfig[category];
  const [uploads, setUploads] = useAtom(uploadsAtom);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  useEffect(() => () => clearInterval(timer.current), []);

  const cancel = () => {
    clearInterval(timer.current);
    setProgress(null);
  };

  const onFiles = (files: File[]) => {
    cancel();
    setChosen(files.map((f) => f.name));
    const accepted = files.filter((f) => isWithinSizeLimit(f.size));
    setError(accepted.length < files.length ? FILE_TOO_LARGE : undefined);
    if (accepted.length === 0) return;

    // Only what the record needs is kept: never the file itself.
    const pending = accepted.map((f) => ({ name: f.name, type: f.type, size: f.size }));
    let tick = 0;
    setProgress(0);
    timer.current = setInterval(() => {
      tick += 1;
      setProgress(Math.round((tick / TICKS) * 100));
      if (tick < TICKS) return;
      clearInterval(timer.current);
      setProgress(null);
      const now = new Date();
      const records = pending.map((f, i) => toFileRecord(f, now, i));
      setUploads((current) => ({ ...current, [category]: [...current[category], ...records] }));
      for (const f of pending) toast.success(`Successfully uploaded ${f.name} for AI training`);
    }, UPLOAD_DELAY_MS / TICKS);
  };

  const files = uploads[category];
  return (
    <Card
      title={config.title}
      headingLevel={3}
      aside={<Badge tone="primary">{`${files.length} ${files.length === 1 ? 'file' : 'files'}`}</Badge>}
    >
      <FileDropZone
        label={config.title}
        hint={config.hint}
        acceptedFileTypes={config.accepted}
        onFiles={onFiles}
        chosen={chosen}
        onClearSelection={() => {
          cancel();
          setChosen([]);
          setError(undefined);
        }}
        uploadProgress={progress}
        error={error}
      />
      <FileTable
        label={`${config.title} files`}
        files={files.map((f) => ({ id: f.id, name: f.name, size: formatFileSize(f.size), date: formatDate(f.uploadedAt) }))}
        onDelete={(id) => {
          setUploads((current) => ({ ...current, [category]: current[category].filter((f) => f.id !== id) }));
          toast.success('File deleted successfully');
        }}
      />
    </Card>
  );
}
