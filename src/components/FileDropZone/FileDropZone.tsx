import { DropZone, FileTrigger, Text, isFileDropItem, type DropItem } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import * as styles from './FileDropZone.css';

export interface FileDropZoneProps {
  /** Names the drop zone and the picker, e.g. "Agent Guides". */
  label: string;
  /** Shown under the picker, e.g. "Upload PDF or Word documents (Max: 10MB)". */
  hint: string;
  /** Extensions and MIME types the picker offers and the drop zone takes. */
  acceptedFileTypes: readonly string[];
  onFiles: (files: File[]) => void;
  /** Names of the files last chosen; with them comes a "Clear selection" button. */
  chosen?: readonly string[];
  onClearSelection?: () => void;
  /** Percent of the running upload, or null when none runs. */
  uploadProgress?: number | null;
  /** Red text under the picker. */
  error?: string;
}

function accepts(accepted: readonly string[], file: { type: string; name?: string }): boolean {
  const name = (file.name ?? '').toLowerCase();
  return accepted.some((type) => (type.startsWith('.') ? name.endsWith(type) : file.type === type));
}

/** A file picker that also takes files dropped on it; only the accepted types get through. */
export function FileDropZone({
  label,
  hint,
  acceptedFileTypes,
  onFiles,
  chosen = [],
  onClearSelection,
  uploadProgress = null,
  error,
}: FileDropZoneProps) {
  const mimeTypes = acceptedFileTypes.filter((t) => !t.startsWith('.'));
  const onDrop = async (items: DropItem[]) => {
    const files = await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
    const taken = files.filter((file) => accepts(acceptedFileTypes, file));
    if (taken.length > 0) onFiles(taken);
  };

  return (
    <div className={styles.wrapper}>
      <DropZone
        aria-label={`${label}: drop files here`}
        className={styles.zone}
        getDropOperation={(types) => (mimeTypes.some((t) => types.has(t)) ? 'copy' : 'cancel')}
        onDrop={(event) => void onDrop(event.items)}
      >
        <span className={styles.icon}>
          <Icon name="upload" size={28} />
        </span>
        <Text slot="label">Drag and drop files here, or</Text>
        <FileTrigger acceptedFileTypes={[...acceptedFileTypes]} allowsMultiple onSelect={(list) => list && onFiles(Array.from(list))}>
          <Button variant="secondary" size="sm" aria-label={`Choose files for ${label}`}>
            Choose files
          </Button>
        </FileTrigger>
        <p className={styles.hint}>{hint}</p>
      </DropZone>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {chosen.length > 0 ? (
        <div className={styles.chosen}>
          <span>
            Selected: <span className={styles.chosenName}>{chosen.join(', ')}</span>
          </span>
          <Button variant="ghost" size="sm" onPress={onClearSelection}>
            Clear selection
          </Button>
        </div>
      ) : null}
      {uploadProgress !== null ? <ProgressBar label="Uploading" value={uploadProgress} /> : null}
    </div>
  );
}
