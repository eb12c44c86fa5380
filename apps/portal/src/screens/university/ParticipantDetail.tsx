import { type EndpointData, routes, TOOL_NAMES, type university } from '@career/api-sdk';
import {
  Card,
  CopyButton,
  dateOf,
  dateTimeOf,
  Fact,
  Grid,
  Heading,
  Inline,
  LinkActions,
  linkButton,
  RecordPending,
  Stack,
  Table,
  type TableColumn,
  Text,
  useLoaded,
  userLinkOf,
} from '@career/tools-ui';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';
import { useScreenTitle } from '../../layouts/RootLayout';
import { changeParticipantLink } from './links';
import { NoteTable } from './NoteTable';

type Detail = EndpointData<typeof university.participantDetail>;
type Result = Detail['results'][number] & { id: number };
type Item = Detail['action_items'][number];

/** /university/participant/detail/{universityClassId}/{participantId}: a participant's results, plans and shared notes. */
export function ParticipantDetail() {
  const title = useScreenTitle();
  const { universityClassId = '', participantId = '' } = useParams();
  const loaded = useLoaded(
    () => api.load(routes.university.participantDetail, { params: { id: participantId } }),
    participantId,
  );
  if (loaded.status !== 'ready') return <RecordPending value={loaded} title={title} what="참여자" lines={6} />;
  const { participant, results, action_items, notes } = loaded.data;
  const resultColumns: TableColumn<Result>[] = [
    { id: 'tool', label: '도구', isRowHeader: true, render: (row) => TOOL_NAMES[row.action_item] },
    { id: 'summary', label: '결과', render: (row) => row.summary ?? '-' },
    { id: 'at', label: '완료', render: (row) => dateTimeOf(row.at) },
  ];
  const itemColumns: TableColumn<Item>[] = [
    { id: 'content', label: '실행 계획', isRowHeader: true, render: (row) => row.content },
    { id: 'tool', label: '도구', render: (row) => TOOL_NAMES[row.action_item] },
    { id: 'due', label: '기한', render: (row) => row.due_date ?? '정하지 않음' },
    { id: 'done', label: '상태', render: (row) => (row.done ? '했음' : '남음') },
  ];
  return (
    <Stack space="5">
      <Inline space="3" align="between" alignY="bottom" wrap>
        <Stack space="1">
          <Heading level={1}>참여자 상세</Heading>
          <Text tone="muted">
            {participant.name} ·{' '}
            <Link to={`/university/participant/${participant.class.id}`}>{participant.class.name}</Link>
            {participant.student_number ? ` · ${participant.student_number}` : ''}
            {participant.major ? ` · ${participant.major}` : ''}
          </Text>
        </Stack>
        <Link
          to={`/university/participant/update/${universityClassId}/${participant.id}`}
          className={linkButton({ variant: 'secondary' })}
        >
          정보 수정
        </Link>
      </Inline>
      <Card>
        <Grid minItemWidth="12rem" space="3">
          <Fact label="연락처">{[participant.phone, participant.email].filter(Boolean).join(' · ') || '-'}</Fact>
          <Fact label="최근 활동">{dateOf(participant.last_activity_at)}</Fact>
          <Fact label="로그인 링크">
            <Inline space="1" alignY="center" wrap>
              {participant.link ? (
                <CopyButton text={userLinkOf(participant.link)} label="로그인 링크 복사" />
              ) : (
                <Text as="span" tone="muted">
                  없음
                </Text>
              )}
              <LinkActions
                change={changeParticipantLink(participant.id)}
                name={participant.name}
                hasLink={participant.link !== null}
                onChanged={loaded.retry}
              />
            </Inline>
          </Fact>
        </Grid>
      </Card>
      <Card title="도구 결과" headingLevel={2}>
        <Table
          label="도구 결과"
          columns={resultColumns}
          rows={results.map((row) => ({ ...row, id: row.run_id }))}
          emptyState={<Text tone="muted">아직 마친 도구가 없습니다.</Text>}
        />
      </Card>
      <Card title="실행 계획" headingLevel={2}>
        <Table
          label="실행 계획"
          columns={itemColumns}
          rows={action_items}
          emptyState={<Text tone="muted">실행 계획이 없습니다.</Text>}
        />
      </Card>
      <Card title="상담 일지" headingLevel={2} description="상담사가 서명하고 대학에 공개한 일지만 보입니다.">
        <NoteTable
          notes={notes}
          detailPath={(note) => `/university/participant/consultant-log/${note.action_item}/${note.id}`}
        />
      </Card>
    </Stack>
  );
}
