import { useState } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { UserText } from '../UserText/UserText';
import { visuallyHidden } from '../theme/styles.css';
import { pageCount, pageOf, pageRange } from './paging';
import * as styles from './FileTable.css';
import { groupThousands } from '../format/groupThousands';

export interface FileRow {
  id: string;
  name: string;
  /** Display text, e.g. "2.4 MB". */
  size: string;
  /** Display text of the upload date. */
  date: string;
}

export interface FileTableProps<T extends { id: string } = FileRow> {
  /** Names the table, e.g. "Agent Guides files". */
  label: string;
  /** Every file, oldest first: the table shows one page of them. */
  files: readonly T[];
  /** What a row shows, asked only for the rows on the page (a list may hold thousands). */
  toRow?: (file: T) => FileRow;
  onDelete: (id: string) => void;
  /** Rows per page; a list no longer than this has no pager. @default 10 */
  pageSize?: number;
}

const asRow = <T,>(file: T) => file as unknown as FileRow;

/**
 * Uploaded files: name, size, date and a delete button whose name says which file. A long list is
 * shown a page at a time (no limit is put on how many files there are), and when files are added the
 * page with the newest one opens, so an upload is always seen.
 */
export function FileTable<T extends { id: string } = FileRow>({ label, files, toRow = asRow, onDelete, pageSize = 10 }: FileTableProps<T>) {
  const pages = pageCount(files.length, pageSize);
  const [page, setPage] = useState(0);
  // Files added since the last render: open the page with the newest (state adjusted while rendering).
  const [seen, setSeen] = useState(files.length);
  if (files.length !== seen) {
    setSeen(files.length);
    if (files.length > seen) setPage(pages - 1);
  }
  // After a delete the page may be past the end: show the last one.
  const current = Math.min(page, pages - 1);
  const shown = pageOf(files, current, pageSize).map(toRow);
  const { first, last } = pageRange(files.length, current, pageSize);

  return (
    <div className={styles.wrapper}>
      <div className={styles.scroller}>
        <table aria-label={label} className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.column}>
                File Name
              </th>
              <th scope="col" className={styles.column}>
                Size
              </th>
              <th scope="col" className={styles.column}>
                Date
              </th>
              <th scope="col" className={styles.column}>
                <span className={visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={4} className={styles.empty}>
                  No files uploaded yet.
                </td>
              </tr>
            ) : (
              shown.map((file) => (
                <tr key={file.id} className={styles.row}>
                  <th scope="row" className={`${styles.cell} ${styles.rowHeader} ${styles.nameCell}`}>
                    <UserText>{file.name}</UserText>
                  </th>
                  <td className={styles.cell}>{file.size}</td>
                  <td className={styles.cell}>{file.date}</td>
                  <td className={styles.cell}>
                    <Button variant="ghost" size="sm" aria-label={`Delete ${file.name}`} onPress={() => onDelete(file.id)}>
                      <Icon name="trash" size={16} />
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={`${label}, pages`}>
          <Button variant="secondary" size="sm" isDisabled={current === 0} onPress={() => setPage(current - 1)}>
            Previous
          </Button>
          <p className={styles.pagerStatus} aria-live="polite">
            {`Files ${groupThousands(first)}–${groupThousands(last)} of ${groupThousands(files.length)}`}
          </p>
          <Button variant="secondary" size="sm" isDisabled={current === pages - 1} onPress={() => setPage(current + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
