import { type EndpointData, routes, type university } from '@career/api-sdk';
import {
  ActiveBadge,
  Button,
  Card,
  dateOf,
  Fact,
  Grid,
  Heading,
  Inline,
  RecordPending,
  Stack,
  Table,
  type TableColumn,
  Text,
  UserText,
  useLoaded,
} from '@career/tools-ui';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';
import { useScreenTitle } from '../../layouts/RootLayout';
import { toggleConsultant } from './ConsultantList';
import { NoteTable } from './NoteTable';

type Detail = EndpointData<typeof university.consultantDetail>;
type Student = Detail['students'][number];

/** /university/consultant/detail/{universityUserId}: a consultant, their students, sessions and shared notes. */
export function ConsultantDetail() {
  const title = useScreenTitle();
  const id = useParams().universityUserId ?? '';
  const loaded = useLoaded(() => api.load(routes.university.consultantDetail, { params: { id } }), id);
  if (loaded.status !== 'ready') return <RecordPending value={loaded} title={title} what="상담사" lines={6} />;
  const { consultant, students, notes } = loaded.data;
  const columns: TableColumn<Student>[] = [
    {
      id: 'name',
      label: '학생',
      isRowHeader: true,
      render: (row) => <Link to={`/university/participant/detail/${row.class.id}/${row.id}`}>{row.name}</Link>,
    },
    { id: 'class', label: '학급', render: (row) => row.class.name },
    { id: 'sessions', label: '상담', render: (row) => `${row.sessions}건` },
    { id: 'notes', label: '공개한 일지', render: (row) => `${row.notes}건` },
  ];
  return (
    <Stack space="5">
      <Inline space="3" align="between" alignY="bottom" wrap>
        <Stack space="1">
          <Inline space="2" alignY="center">
            <Heading level={1}>상담사 상세</Heading>
            <ActiveBadge active={consultant.active} off="중지" />
          </Inline>
          <Text tone="muted">
            <UserText>{consultant.name}</UserText> ·{' '}
            <UserText>{consultant.classes.map((one) => one.name).join(', ') || '배정된 학급 없음'}</UserText>
          </Text>
        </Stack>
        <Button
          variant="secondary"
          onPress={async () => {
            if (await toggleConsultant(consultant)) loaded.retry();
          }}
        >
          {consultant.active ? '사용 중지' : '다시 사용'}
        </Button>
      </Inline>
      <Card>
        <Grid minItemWidth="12rem" space="3">
          <Fact label="아이디">{consultant.login_id}</Fact>
          <Fact label="연락처">{[consultant.phone, consultant.email].filter(Boolean).join(' · ') || '-'}</Fact>
          <Fact label="상담">{`${consultant.sessions}건`}</Fact>
          <Fact label="공개한 일지">{`${consultant.shared_notes}건 (최근 ${dateOf(consultant.last_note_at)})`}</Fact>
        </Grid>
      </Card>
      <Card title={`담당 학생 ${students.length}명`} headingLevel={2}>
        <Table
          label="담당 학생"
          columns={columns}
          rows={students}
          emptyState={<Text tone="muted">담당 학생이 없습니다.</Text>}
        />
      </Card>
      <Card
        title="최근 공개한 상담 일지"
        headingLevel={2}
        description="상담사가 서명하고 대학에 공개한 일지만 보입니다."
      >
        <NoteTable
          notes={notes}
          detailPath={(note) => `/university/consultant-log/detail/${note.action_item}/${note.id}`}
        />
      </Card>
    </Stack>
  );
}
