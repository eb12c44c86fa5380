import type { ClassLogDay } from '@career/api-sdk';
import { TOOL_NAMES } from '@career/api-sdk';
import type { ReactNode } from 'react';
import { Badge } from '../components/Badge';
import { Card } from '../components/Card';
import { Stack } from '../components/Stack';
import { Table, type TableColumn } from '../components/Table';
import { Text } from '../components/Text';
import { dayText } from './ClassFacts';

type Run = ClassLogDay['runs'][number];

const toolName = (item: string) => TOOL_NAMES[item as keyof typeof TOOL_NAMES] ?? item;

/**
 * A class's days, the latest first: the instructor's entry (topic and note) and the tools its
 * participants ran that day, each with whether it reached a result.
 */
export function ClassLogDays({
  days,
  renderActions,
}: {
  days: readonly ClassLogDay[];
  /** The day's buttons (edit, delete), from the host app. */
  renderActions?: (day: ClassLogDay) => ReactNode;
}) {
  if (days.length === 0)
    return (
      <Text tone="muted">아직 기록이 없습니다. 도구를 진행하거나 그날의 기록을 쓰면 여기에 날짜별로 남습니다.</Text>
    );
  const columns: TableColumn<Run & { id: number }>[] = [
    { id: 'participant', label: '참여자', render: (run) => run.participant, isRowHeader: true },
    { id: 'tool', label: '도구', render: (run) => toolName(run.action_item) },
    {
      id: 'finished',
      label: '진행',
      render: (run) => (run.finished ? <Badge tone="success">결과까지 마침</Badge> : <Badge>진행 중</Badge>),
    },
  ];
  return (
    <Stack space="4">
      {days.map((day) => (
        <Card
          key={day.day}
          title={`${dayText(day.day)} · ${day.entry ? day.entry.title : '기록 없음'}`}
          headingLevel={3}
          actions={renderActions?.(day)}
        >
          <Stack space="3">
            {day.entry?.note ? <Text style={{ whiteSpace: 'pre-wrap' }}>{day.entry.note}</Text> : null}
            {day.runs.length > 0 ? (
              <Table
                label={`${dayText(day.day)}에 진행한 도구`}
                columns={columns}
                rows={day.runs.map((run) => ({ ...run, id: run.run_id }))}
              />
            ) : (
              <Text size="sm" tone="muted">
                이날 진행한 도구는 없습니다.
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
