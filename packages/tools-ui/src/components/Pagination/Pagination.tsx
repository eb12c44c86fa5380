import { cx } from '../../internal/cx';
import { Icon } from '../Icon';
import * as styles from './Pagination.css';
import { paginationItems } from './paginationItems';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** The navigation landmark's name. */
  label?: string;
  className?: string;
}

/** Moves between pages of a list; the current page is marked with aria-current. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  label = '페이지 이동',
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label="이전 페이지"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <Icon name="chevronLeft" size="sm" />
            <span className={styles.stepLabel} aria-hidden="true">
              이전
            </span>
          </button>
        </li>
        {paginationItems(page, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={cx(styles.page)}
                aria-label={`${item}페이지`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label="다음 페이지"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <span className={styles.stepLabel} aria-hidden="true">
              다음
            </span>
            <Icon name="chevronRight" size="sm" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
