export { DataTable, type DataColumn, type DataRow, type DataTableProps } from './DataTable';
