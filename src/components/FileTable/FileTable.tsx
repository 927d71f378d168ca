import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../theme/styles.css';
import * as styles from './FileTable.css';

export interface FileRow {
  id: string;
  name: string;
  /** Display text, e.g. "2.4 MB". */
  size: string;
  /** Display text of the upload date. */
  date: string;
}

export interface FileTableProps {
  /** Names the table, e.g. "Agent Guides files". */
  label: string;
  files: readonly FileRow[];
  onDelete: (id: string) => void;
}

/** Uploaded files: name, size, date and a delete button whose name says which file. */
export function FileTable({ label, files, onDelete }: FileTableProps) {
  return (
    <div className={styles.scroller}>
      <Table aria-label={label} className={styles.table}>
        <TableHeader>
          <Column isRowHeader className={styles.column}>
            File Name
          </Column>
          <Column className={styles.column}>Size</Column>
          <Column className={styles.column}>Date</Column>
          <Column className={styles.column}>
            <span className={visuallyHidden}>Actions</span>
          </Column>
        </TableHeader>
        <TableBody items={files} renderEmptyState={() => <p className={styles.empty}>No files uploaded yet.</p>}>
          {(file) => (
            <Row id={file.id} className={styles.row}>
              <Cell className={styles.cell}>{file.name}</Cell>
              <Cell className={styles.cell}>{file.size}</Cell>
              <Cell className={styles.cell}>{file.date}</Cell>
              <Cell className={styles.cell}>
                <Button variant="ghost" size="sm" aria-label={`Delete ${file.name}`} onPress={() => onDelete(file.id)}>
                  <Icon name="trash" size={16} />
                </Button>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
