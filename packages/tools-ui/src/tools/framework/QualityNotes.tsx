import type { QualityNote } from '@career/api-sdk';
import { Text } from '../../components/Text';
import { Notice } from '../../patterns/Notice';
import * as styles from './screens.css';
import { useOptionalTool } from './ToolContext';

export interface QualityNotesProps {
  /** The result's response-quality notes (none on results kept before they were recorded). */
  notes: readonly QualityNote[] | undefined;
}

/**
 * How sure a result is (decision 021), every tool alike: a gentle note to the person, and to a
 * consultant or instructor at the screen the plain flags as well. A PDF block of its own, so what
 * the person takes home says it too.
 */
export function QualityNotes({ notes }: QualityNotesProps) {
  const audience = useOptionalTool()?.audience;
  if (!notes || notes.length === 0) return null;
  const counsellor = audience === 'consultant' || audience === 'instructor';
  return (
    <div className={styles.block} data-pdf-block="결과를 읽기 전에">
      <Notice tone="warning" title="결과를 읽기 전에">
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note.kind}>{note.to_user}</li>
          ))}
        </ul>
      </Notice>
      {counsellor ? (
        <section aria-label="상담자 확인 사항" className={styles.counsellorFlags}>
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
