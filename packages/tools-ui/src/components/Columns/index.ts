export { Column, type ColumnProps, Columns, type ColumnsProps } from './Columns';
export { columnWidths } from './Columns.css';
