export type { Key, SortDescriptor } from 'react-aria-components';
export { compareValues, sortRows } from './sortRows';
export { Table, type TableColumn, type TableProps } from './Table';
