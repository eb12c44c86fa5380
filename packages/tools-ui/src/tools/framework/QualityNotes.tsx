import { confidenceOf, type QualityNote } from '@career/api-sdk';
import { Text } from '../../components/Text';
import { Notice } from '../../patterns/Notice';
import * as styles from './screens.css';
import { useOptionalTool } from './ToolContext';

export interface QualityNotesProps {
  /** The result's response-quality notes (none on results kept before they were recorded). */
  notes: readonly QualityNote[] | undefined;
  /** Under a ResultTakeaway, which already says the leading note to the person: the rest only. */
  afterTakeaway?: boolean;
}

/**
 * How sure a result is (decision 021), every tool alike: a gentle note to the person, and to a
 * consultant or instructor at the screen the plain flags as well. A PDF block of its own, so what
 * the person takes home says it too; the flags go only into the counsellor's copy (`data-pdf-counsellor`).
 */
export function QualityNotes({ notes, afterTakeaway = false }: QualityNotesProps) {
  const audience = useOptionalTool()?.audience;
  if (!notes || notes.length === 0) return null;
  const counsellor = audience === 'consultant' || audience === 'instructor';
  const leading = afterTakeaway ? confidenceOf(notes) : null;
  const toUser = notes.filter((note) => note.to_user !== leading);
  if (toUser.length === 0 && !counsellor) return null;
  return (
    <div className={styles.block} data-pdf-block="결과를 읽기 전에">
      {toUser.length > 0 ? (
        <Notice tone="info" title={leading ? '함께 알아 둘 점' : '결과를 읽기 전에'}>
          <ul className={styles.notes}>
            {toUser.map((note) => (
              <li key={note.kind}>{note.to_user}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {counsellor ? (
        <section
          aria-label="상담자 확인 사항"
          data-pdf-counsellor=""
          data-pdf-block="상담자 확인 사항"
          className={styles.counsellorFlags}
        >
          <Text size="sm" weight="semibold">
            상담자 확인 사항
          </Text>
          <ul className={styles.notes}>
            {notes.map((note) => (
              <li key={note.kind}>
                <Text size="sm">{note.to_counsellor}</Text>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
