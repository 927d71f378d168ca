import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { FileDropZone } from '../../components/FileDropZone/FileDropZone';
import { FileTable } from '../../components/FileTable/FileTable';
import { UserText } from '../../components/UserText/UserText';
import { toast } from '../../components/Toast/toastQueue';
import { uploadsAtom } from './atoms';
import {
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_ACCEPTED,
  UPLOAD_DELAY_MS,
  categoryConfig,
  formatDate,
  formatFileSize,
  isWithinSizeLimit,
  toFileRecord,
  type DocumentCategory,
  type FileRecord,
} from './files';

const TICKS = 10;

const toRow = (f: FileRecord) => ({ id: f.id, name: f.name, size: formatFileSize(f.size), date: formatDate(f.uploadedAt) });

/** One document category: picker, simulated upload, and the table of files kept. */
export function UploadCard({ category }: { category: DocumentCategory }) {
  const config = categoryConfig[category];
  const [uploads, setUploads] = useAtom(uploadsAtom);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<ReactNode>();
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  useEffect(() => () => clearInterval(timer.current), []);

  const cancel = () => {
    clearInterval(timer.current);
    setProgress(null);
  };

  const onFiles = (files: File[], refusedTypes: string[]) => {
    cancel();
    setChosen([...files.map((f) => f.name), ...refusedTypes]);
    const accepted = files.filter((f) => isWithinSizeLimit(f.size));
    const messages: ReactNode[] = [];
    if (accepted.length < files.length) messages.push(FILE_TOO_LARGE);
    if (refusedTypes.length > 0) messages.push(<TypeNotAccepted key="type" names={refusedTypes} hint={config.hint} />);
    setError(messages.length > 0 ? <>{messages.flatMap((message, i) => (i > 0 ? [' ', message] : [message]))}</> : undefined);
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
      for (const f of pending) toast.success(['Successfully uploaded ', { user: f.name }, ' for AI training']);
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
        files={files}
        toRow={toRow}
        onDelete={(id) => {
          setUploads((current) => ({ ...current, [category]: current[category].filter((f) => f.id !== id) }));
          toast.success('File deleted successfully');
        }}
      />
    </Card>
  );
}

/** "Not an accepted file type: malware.exe. Upload PDF or Word documents (Max: 10MB)" */
function TypeNotAccepted({ names, hint }: { names: readonly string[]; hint: string }) {
  return (
    <>
      {`${FILE_TYPE_NOT_ACCEPTED}: `}
      {names.map((name, i) => (
        <Fragment key={i}>
          {i > 0 ? ', ' : null}
          <UserText>{name}</UserText>
        </Fragment>
      ))}
      {`. ${hint}`}
    </>
  );
}
