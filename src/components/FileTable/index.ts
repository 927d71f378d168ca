export { FileTable, type FileRow, type FileTableProps } from './FileTable';
