import { DropZone, FileTrigger, Text, isFileDropItem, type DropItem } from 'react-aria-components';
import { Fragment, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { UserText } from '../UserText/UserText';
import { sortByType } from './acceptedTypes';
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
  /**
   * Files chosen or dropped: those of an accepted type, and the names of any that are not (the same
   * rule for the chooser and the drop zone, since the chooser's filter is only a hint to the system's
   * dialog and can be switched off there).
   */
  onFiles: (files: File[], refused: string[]) => void;
  /** Names of the files last chosen; with them comes a "Clear selection" button. */
  chosen?: readonly string[];
  onClearSelection?: () => void;
  /** Percent of the running upload, or null when none runs. */
  uploadProgress?: number | null;
  /** Red text under the picker. */
  error?: ReactNode;
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
  const take = (files: File[]) => {
    if (files.length === 0) return;
    const { accepted, refused } = sortByType(acceptedFileTypes, files);
    onFiles(accepted, refused.map((file) => file.name));
  };
  const onDrop = async (items: DropItem[]) => take(await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile())));

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
        <FileTrigger acceptedFileTypes={[...acceptedFileTypes]} allowsMultiple onSelect={(list) => list && take(Array.from(list))}>
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
            Selected:{' '}
            <span className={styles.chosenName}>
              {chosen.map((name, i) => (
                <Fragment key={i}>
                  {i > 0 ? ', ' : null}
                  <UserText>{name}</UserText>
                </Fragment>
              ))}
            </span>
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
