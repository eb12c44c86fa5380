import { Text } from '../../components/Text';
import * as styles from './CounsellingMemo.css';

/**
 * The end of a report's first page (issue 23): a "상담 메모" box to write in by hand, on paper only
 * (not on screen; in the PDF and in print), filling what is left of the page (left out when
 * less than 64 px is), after which the details start a new page.
 */
export function CounsellingMemo() {
  return (
    <section
      data-pdf-only=""
      data-pdf-break-after=""
      data-pdf-fill="64"
      data-pdf-block="상담 메모"
      aria-label="상담 메모"
      className={styles.memo}
    >
      <Text size="sm" weight="semibold">
        상담 메모
      </Text>
    </section>
  );
}
