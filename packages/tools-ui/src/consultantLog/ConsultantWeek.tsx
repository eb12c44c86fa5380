import type { consultantLog, EndpointData } from '@career/api-sdk';
import { LOG_TOPIC_NAMES } from '@career/api-sdk';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Grid } from '../components/Grid';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { UserText } from '../components/UserText';
import { Figure } from '../console/Figure';
import { dateTimeOf } from '../console/format';
import type { Editing } from './editing';

type Week = EndpointData<typeof consultantLog.dashboard>;

const ROLE_NAMES = { consultant: '상담사', manager: '대학 담당자', admin: '관리자' } as const;

/** The consultant's week: students seen, notes written, sessions without a note, who read their notes. */
export function ConsultantWeek({ week, onWrite }: { week: Week; onWrite(editing: Editing): void }) {
  return (
    <Stack space="4">
      <Heading level={2}>
        이번 주 ({week.from} ~ {week.to})
      </Heading>
      <Grid minItemWidth="10rem" space="3">
        <Figure label="만난 학생" value={`${week.students_seen}명`} />
        <Figure label="쓴 일지" value={`${week.notes_written}건`} />
        <Figure label="서명한 일지" value={`${week.notes_signed}건`} />
        <Figure label="서명 안 한 초안 (전체)" value={`${week.drafts}건`} />
      </Grid>
      <Card
        title={`일지 없는 상담 ${week.without_note.length}건`}
        headingLevel={3}
        description="내가 시작한 도구 가운데 아직 일지가 없는 것입니다."
      >
        {week.without_note.length === 0 ? (
          <Text tone="muted">모든 상담에 일지가 있습니다.</Text>
        ) : (
          <ul>
            {week.without_note.map((session) => (
              <li key={session.run_id}>
                <Inline space="2" alignY="center" wrap>
                  <Text as="span">
                    {dateTimeOf(session.started_at)} · {session.student.name} · {LOG_TOPIC_NAMES[session.action_item]}
                  </Text>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${session.student.name} ${LOG_TOPIC_NAMES[session.action_item]} 일지 쓰기`}
                    onPress={() =>
                      onWrite({
                        kind: 'new',
                        student: session.student,
                        topic: session.action_item,
                        runId: session.run_id,
                      })
                    }
                  >
                    일지 쓰기
                  </Button>
                </Inline>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        title="내 일지를 읽은 기록"
        headingLevel={3}
        description="대학에 공개한 일지를 다른 사람이 읽으면 여기에 남습니다."
      >
        {week.recent_reads.length === 0 ? (
          <Text tone="muted">아직 없습니다.</Text>
        ) : (
          <ul>
            {week.recent_reads.map((read) => (
              <li key={`${read.log_id}-${read.read_at}`}>
                <Text size="sm">
                  {dateTimeOf(read.read_at)} · {ROLE_NAMES[read.reader_role]} <UserText>{read.reader_name}</UserText>
                  님이 <UserText>{read.student_name}</UserText> 학생의 {LOG_TOPIC_NAMES[read.action_item]} 일지를
                  읽었습니다
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Stack>
  );
}
