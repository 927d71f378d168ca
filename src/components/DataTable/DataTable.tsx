import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import * as styles from '../FileTable/FileTable.css';

export interface DataColumn {
  id: string;
  name: string;
}

export interface DataRow {
  id: string;
  /** One cell per column, in column order; the first names the row. */
  cells: readonly ReactNode[];
}

export interface DataTableProps {
  label: string;
  columns: readonly DataColumn[];
  rows: readonly DataRow[];
  emptyText: string;
}

/** A read-only table: keyboard navigable, the first column names each row. */
export function DataTable({ label, columns, rows, emptyText }: DataTableProps) {
  return (
    <div className={styles.scroller}>
      <Table aria-label={label} className={styles.table}>
        <TableHeader>
          {columns.map((column, i) => (
            <Column key={column.id} id={column.id} isRowHeader={i === 0} className={styles.column}>
              {column.name}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}>
          {(row) => (
            <Row id={row.id} className={styles.row}>
              {row.cells.map((cell, i) => (
                <Cell key={columns[i]?.id ?? i} className={styles.cell}>
                  {cell}
                </Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
