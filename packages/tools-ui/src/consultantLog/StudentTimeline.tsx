import { type ApiClient, LOG_TOPIC_NAMES, routes } from '@career/api-sdk';
import { useState } from 'react';
import { Card } from '../components/Card';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { ActionError } from '../patterns/ActionError';
import { useLoaded } from '../tools/framework/useLoaded';
import { type ChosenStudent, StudentChooser, useStudentSearch } from './StudentChooser';

const EVENT_NAMES = { result: '결과', note: '상담 일지', action_item: '실행 계획' } as const;

/** One student's path across tools: results, notes and action items in time order, with the note count. */
export function StudentTimeline({ client }: { client: ApiClient }) {
  const students = useStudentSearch(client);
  const [student, setStudent] = useState<ChosenStudent | null>(null);
  const chosen = student ? String(student.id) : null;
  const career = useLoaded(
    () => (chosen ? client.load(routes.consultantLog.career, { params: { userId: chosen } }) : null),
    chosen,
  );
  const count = useLoaded(
    () => (chosen ? client.load(routes.consultantLog.count, { params: { userId: chosen } }) : null),
    chosen,
  );
  if (students.hidden) return null;
  return (
    <Card title="학생의 진로 흐름" headingLevel={2} description="도구 결과, 상담 일지, 실행 계획을 시간순으로 봅니다.">
      <Stack space="3">
        <StudentChooser students={students} chosen={student} onChoose={setStudent} />
        {count.status === 'ready' ? (
          <Text size="sm" tone="muted">
            상담 일지 {count.data.total}건 (서명 {count.data.signed}, 초안 {count.data.drafts})
            {count.data.last_session_on ? ` · 마지막 상담 ${count.data.last_session_on}` : ''}
          </Text>
        ) : null}
        {career.status === 'ready' ? (
          career.data.events.length === 0 ? (
            <Text tone="muted">아직 남은 기록이 없습니다.</Text>
          ) : (
            <ol>
              {career.data.events.map((event) => (
                <li key={`${event.kind}-${event.ref}`}>
                  <Text size="sm">
                    {event.at.slice(0, 10)} · {EVENT_NAMES[event.kind]} · {LOG_TOPIC_NAMES[event.action_item]} ·{' '}
                    {event.title}
                    {event.detail ? `: ${event.detail}` : ''}
                    {event.kind === 'action_item' ? (event.done ? ' (했음)' : ' (남음)') : ''}
                  </Text>
                </li>
              ))}
            </ol>
          )
        ) : career.status === 'error' ? (
          <ActionError message={career.message} />
        ) : null}
      </Stack>
    </Card>
  );
}
