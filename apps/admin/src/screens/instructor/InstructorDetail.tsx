import { type admin, type EndpointData, routes, TOOL_NAMES } from '@career/api-sdk';
import {
  ActiveBadge,
  Button,
  Card,
  ClassStateBadge,
  classPeriodText,
  confirm,
  dateOf,
  dateTimeOf,
  Heading,
  isolated,
  RecordPending,
  Stack,
  Table,
  type TableColumn,
  Text,
  UserText,
  useLoaded,
} from '@career/tools-ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../api';
import { useScreenTitle } from '../../layouts/RootLayout';
import { AuditTrail } from '../AuditTrail';

type Detail = EndpointData<typeof admin.instructorDetail>;
type ClassRow = Detail['classes'][number];
type Run = Detail['runs'][number];

/** /admin/instructor/detail/{universityUserId}: an instructor, their classes, what they ran; stop or resume them. */
export function InstructorDetail() {
  const title = useScreenTitle();
  const id = useParams().universityUserId ?? '';
  const loaded = useLoaded(() => api.load(routes.admin.instructorDetail, { params: { id } }), id);
  const [busy, setBusy] = useState(false);
  if (loaded.status !== 'ready') return <RecordPending value={loaded} title={title} what="강사" />;
  const { instructor, classes, runs } = loaded.data;
  const toggle = async () => {
    const stop = instructor.active;
    const sure = await confirm(
      stop
        ? `${isolated(instructor.name)} 강사의 사용을 중지할까요? 바로 로그인할 수 없고, 수업과 기록은 그대로 남습니다.`
        : `${isolated(instructor.name)} 강사가 다시 로그인할 수 있게 할까요?`,
      {
        title: stop ? '사용 중지' : '사용 재개',
        confirmLabel: stop ? '중지' : '재개',
        tone: stop ? 'warning' : 'info',
      },
    );
    if (!sure) return;
    setBusy(true);
    const saved = await api.call(
      routes.admin.instructorUpdate,
      { params: { id: String(instructor.id) }, body: { active: !stop } },
      { unwrap: true },
    );
    setBusy(false);
    if (saved) loaded.retry();
  };
  const classColumns: TableColumn<ClassRow>[] = [
    { id: 'name', label: '수업', isRowHeader: true, render: (row) => row.name },
    { id: 'organization', label: '기관', render: (row) => row.organization || '-' },
    { id: 'period', label: '기간', render: classPeriodText },
    { id: 'participants', label: '참여자', align: 'end', render: (row) => `${row.participant_count}명` },
    { id: 'state', label: '상태', render: (row) => <ClassStateBadge state={row.state} /> },
  ];
  const runColumns: TableColumn<Run>[] = [
    { id: 'tool', label: '도구', isRowHeader: true, render: (run) => TOOL_NAMES[run.action_item] },
    { id: 'who', label: '참여자', render: (run) => run.user_name },
    {
      id: 'status',
      label: '상태',
      render: (run) => (run.status === 'completed' ? '완료' : run.status === 'open' ? '진행 중' : '그만둠'),
    },
    { id: 'when', label: '시작', render: (run) => dateTimeOf(run.created_at) },
  ];
  return (
    <Stack space="5">
      <Stack space="1">
        <Heading level={1}>강사 상세</Heading>
        <Text tone="muted">
          <UserText>{instructor.name}</UserText> · <UserText>{instructor.email ?? '이메일 없음'}</UserText> · 가입{' '}
          {dateOf(instructor.created_at)}
        </Text>
      </Stack>
      <Card
        title="정보"
        headingLevel={2}
        actions={
          <Button
            size="sm"
            variant={instructor.active ? 'danger' : 'secondary'}
            isLoading={busy}
            loadingLabel="바꾸는 중"
            onPress={toggle}
          >
            {instructor.active ? '사용 중지' : '사용 재개'}
          </Button>
        }
      >
        <Stack space="1">
          <Text>
            상태: <ActiveBadge active={instructor.active} off="중지" />
          </Text>
          <Text>휴대전화: {instructor.phone ?? '-'}</Text>
          <Text>
            수업 {instructor.class_count}개 · 참여자 {instructor.participant_count}명 · 진행한 도구{' '}
            {instructor.runs_started}회
          </Text>
        </Stack>
      </Card>
      <Card title="수업" headingLevel={2}>
        <Table
          label="수업"
          columns={classColumns}
          rows={classes}
          emptyState={<Text tone="muted">아직 수업이 없습니다.</Text>}
        />
      </Card>
      <Card title="최근에 진행한 도구" headingLevel={2} description="최근 30건입니다.">
        <Table
          label="최근에 진행한 도구"
          columns={runColumns}
          rows={runs}
          emptyState={<Text tone="muted">아직 진행한 도구가 없습니다.</Text>}
        />
      </Card>
      <AuditTrail entity="instructor" entityId={instructor.id} />
    </Stack>
  );
}
