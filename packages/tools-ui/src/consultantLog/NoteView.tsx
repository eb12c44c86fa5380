import { type ConsultantLogNote, LOG_PARTS, LOG_TOPIC_NAMES } from '@career/api-sdk';
import { Badge } from '../components/Badge';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { UserText } from '../components/UserText';
import { dateTimeOf } from '../console/format';
import { Notice } from '../patterns/Notice';
import * as styles from './NoteView.css';

const ROLE_NAMES = { consultant: '상담사', manager: '대학 담당자', admin: '관리자' } as const;

/** A note's state in words: draft or signed, who may read it, deleted. */
export function NoteBadges({
  note,
}: {
  note: Pick<ConsultantLogNote, 'status' | 'visibility'> & { deleted: unknown; for_student?: boolean };
}) {
  return (
    <Inline space="1" alignY="center">
      {note.deleted ? <Badge tone="danger">지움</Badge> : null}
      {note.status === 'signed' ? (
        <Badge tone="success" icon="check">
          서명함
        </Badge>
      ) : (
        <Badge tone="warning">초안</Badge>
      )}
      <Badge tone="neutral">{note.visibility === 'private' ? '나만 보기' : '우리 대학 공개'}</Badge>
      {note.for_student ? <Badge tone="neutral">학생에게 보임</Badge> : null}
    </Inline>
  );
}

/**
 * One consultant log as it was written (decision 024): its session, the four parts, what was
 * added after signing (who and when), and for its author who else has read it.
 */
export function NoteView({ note, headingLevel = 2 }: { note: ConsultantLogNote; headingLevel?: 2 | 3 }) {
  const sub = headingLevel === 2 ? 3 : 4;
  return (
    <Stack space="4">
      <Stack space="1">
        <Inline space="2" alignY="center" wrap>
          <Heading level={headingLevel}>
            {note.student.name} · {LOG_TOPIC_NAMES[note.action_item]}
          </Heading>
          <NoteBadges note={note} />
        </Inline>
        <Text tone="muted" size="sm">
          {note.session_on} 상담 · <UserText>{note.author.name}</UserText> 상담사
          {note.student.class ? (
            <>
              {' · '}
              <UserText>{note.student.class.name}</UserText>
            </>
          ) : null}
          {note.student.major ? (
            <>
              {' · '}
              <UserText>{note.student.major}</UserText>
            </>
          ) : null}
          {note.signed_at ? ` · ${dateTimeOf(note.signed_at)} 서명` : ''}
        </Text>
      </Stack>
      {note.deleted ? (
        <Notice tone="warning" title="지운 일지입니다">
          {dateTimeOf(note.deleted.at)} {note.deleted.by}: {note.deleted.reason}
        </Notice>
      ) : null}
      {note.result ? (
        <Text size="sm">
          이 상담의 결과: {note.result.summary ?? '결과가 있습니다'} ({dateTimeOf(note.result.created_at)})
        </Text>
      ) : null}
      <dl className={styles.parts}>
        {LOG_PARTS.map((part) => (
          <div key={part.key} className={styles.part}>
            <dt className={styles.term}>{part.label}</dt>
            <dd className={styles.text}>
              {note[part.key].trim() ? note[part.key] : <Text tone="muted">적지 않음</Text>}
            </dd>
          </div>
        ))}
      </dl>
      {note.amendments.length > 0 ? (
        <Stack space="2">
          <Heading level={sub}>서명 뒤 덧붙임</Heading>
          <ol className={styles.list}>
            {note.amendments.map((amendment) => (
              <li key={amendment.id} className={styles.amendment}>
                <Text size="sm" tone="muted">
                  {dateTimeOf(amendment.created_at)} · {amendment.author_name}
                </Text>
                <p className={styles.text}>{amendment.text}</p>
              </li>
            ))}
          </ol>
        </Stack>
      ) : null}
      {note.mine && note.visibility === 'university' && note.status === 'signed' ? (
        <Stack space="2">
          <Heading level={sub}>읽은 기록</Heading>
          {note.reads.length === 0 ? (
            <Text tone="muted" size="sm">
              아직 다른 사람이 읽지 않았습니다.
            </Text>
          ) : (
            <ul className={styles.list}>
              {note.reads.map((read) => (
                <li key={`${read.reader_name}-${read.read_at}`}>
                  <Text size="sm">
                    {dateTimeOf(read.read_at)} · {ROLE_NAMES[read.reader_role]} {read.reader_name}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
