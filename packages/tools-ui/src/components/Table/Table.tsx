import { type ReactNode, useId } from 'react';
import {
  Table as AriaTable,
  Cell,
  Column,
  type Key,
  Row,
  type SortDescriptor,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { cx } from '../../internal/cx';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Table.css';

export interface TableColumn<TRow> {
  /** Column key; also the row field shown when there is no `render`. */
  id: string;
  /** Header text, in Korean. */
  label: string;
  /** The cell content for a row; defaults to the row's `id` field as text. */
  render?: (row: TRow) => ReactNode;
  /** The column that names each row (at least one per table). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  align?: 'start' | 'center' | 'end';
  /** CSS width of the column, e.g. '8rem'. */
  width?: string;
}

export interface TableProps<TRow extends { id: Key }> {
  /** What the table lists, in Korean: the table's accessible name. */
  label: string;
  columns: TableColumn<TRow>[];
  rows: readonly TRow[];
  /** The current sort (controlled); sort the rows yourself, e.g. with `sortRows`. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Rows are on their way: the body shows a spinner and the table is marked busy. */
  isLoading?: boolean;
  loadingLabel?: string;
  /** Shown in the body when there are no rows. */
  emptyState?: ReactNode;
  /** Called when a row is activated (Enter, or a click). */
  onRowAction?: (key: Key) => void;
  className?: string;
}

/** How a grid is used from the keyboard, for a screen reader: one Tab stop, then the arrows. */
export const GRID_HINT = '화살표 키로 행과 칸을 옮겨 다닙니다. 표 밖으로는 Tab 키로 나갑니다.';
const GRID_HINT_WITH_ACTION = `${GRID_HINT} 행에서 Enter 키를 누르면 그 행을 엽니다.`;

function defaultCell<TRow>(row: TRow, column: string): ReactNode {
  const value = (row as Record<string, unknown>)[column];
  return value == null ? '' : String(value);
}

/**
 * A data table: sortable columns (aria-sort), keyboard navigation by cell, loading and empty states.
 * Rows follow the density around it (`densityClass.compact` in the admin console). It is a grid,
 * one Tab stop whose rows and cells the arrow keys move between: every table says so to a screen
 * reader (decision 042), since nothing on the screen does.
 */
export function Table<TRow extends { id: Key }>({
  label,
  columns,
  rows,
  sortDescriptor,
  onSortChange,
  isLoading = false,
  loadingLabel = '목록을 불러오는 중',
  emptyState,
  onRowAction,
  className,
}: TableProps<TRow>) {
  const cellClass = (column: TableColumn<TRow>) => cx(styles.cell, styles.align[column.align ?? 'start']);
  const hintId = useId();
  return (
    // aria-busy sits on the frame: react-aria's Table does not pass it through to the grid.
    <div className={cx(styles.frame, className)} aria-busy={isLoading || undefined}>
      <VisuallyHidden id={hintId}>{onRowAction ? GRID_HINT_WITH_ACTION : GRID_HINT}</VisuallyHidden>
      <AriaTable
        aria-label={label}
        aria-describedby={hintId}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        onRowAction={onRowAction}
        className={styles.table}
      >
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              className={cx(styles.column, styles.align[column.align ?? 'start'])}
              style={column.width ? { width: column.width } : undefined}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnContent}>
                  {column.label}
                  {allowsSorting ? (
                    <Icon
                      name={
                        sortDirection === 'ascending'
                          ? 'arrowUp'
                          : sortDirection === 'descending'
                            ? 'arrowDown'
                            : 'sort'
                      }
                      size="sm"
                      className={sortDirection ? styles.sortIconActive : styles.sortIcon}
                    />
                  ) : null}
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={isLoading ? [] : rows}
          dependencies={[columns]}
          renderEmptyState={() => (
            <div className={styles.placeholder}>
              {isLoading ? (
                <Spinner size="lg" label={loadingLabel} showLabel />
              ) : (
                (emptyState ?? <EmptyState title="표시할 항목이 없습니다." headingLevel="none" size="sm" />)
              )}
            </div>
          )}
        >
          {(row) => (
            <Row id={row.id} columns={columns} className={styles.row}>
              {(column) => (
                <Cell className={cellClass(column)}>
                  {column.render ? column.render(row) : defaultCell(row, column.id)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
