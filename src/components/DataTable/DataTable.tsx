import type { ReactNode } from 'react';
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

/**
 * A read-only table: a native `<table>` with column headers and the first cell of each row as its
 * row header, so screen readers' table commands work. Nothing in it is interactive, so it is not a
 * grid (which would take arrow keys from the reader).
 */
export function DataTable({ label, columns, rows, emptyText }: DataTableProps) {
  return (
    <div className={styles.scroller}>
      <table aria-label={label} className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={styles.column}>
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={styles.row}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={columns[i]?.id ?? i} scope="row" className={`${styles.cell} ${styles.rowHeader}`}>
                      {cell}
                    </th>
                  ) : (
                    <td key={columns[i]?.id ?? i} className={styles.cell}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
