import { type EndpointData, routes, TOOL_NAMES, type university } from '@career/api-sdk';
import {
  Card,
  dateOf,
  Figure,
  Grid,
  Heading,
  Loaded,
  Stack,
  Table,
  type TableColumn,
  Text,
  TrendChart,
  useLoaded,
} from '@career/tools-ui';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';
import { ClassHeader } from './ClassHeader';
import { ClassPictureSection } from './ClassPictureSection';

type Dashboard = EndpointData<typeof university.dashboard>;
type Participant = Dashboard['participants'][number];
type Upcoming = Dashboard['action_items']['upcoming'][number];

const toolNames = (tools: readonly (keyof typeof TOOL_NAMES)[]) =>
  tools.length ? tools.map((tool) => TOOL_NAMES[tool]).join(', ') : '없음';

/** /university/dashboard/{universityClassId}: how far the class is, its sessions and notes, what is still to do. */
export function UniversityDashboard() {
  const classId = useParams().universityClassId ?? '';
  const loaded = useLoaded(() => api.load(routes.university.dashboard, { params: { id: classId } }), classId);
  return (
    <Stack space="5">
      <ClassHeader title="학급 대시보드" page="/university/dashboard" />
      <Loaded
        value={loaded}
        failed="대시보드를 불러오지 못했습니다"
        loading={{ label: '대시보드를 불러오는 중', lines: 8 }}
      >
        {(data) => <DashboardBody data={data} />}
      </Loaded>
    </Stack>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  const classId = data.class.id;
  const people = data.participants.length;
  const finishedAny = data.participants.filter((p) => p.completed.length > 0).length;
  const participantColumns: TableColumn<Participant>[] = [
    {
      id: 'name',
      label: '이름',
      isRowHeader: true,
      render: (row) => <Link to={`/university/participant/detail/${classId}/${row.id}`}>{row.name}</Link>,
    },
    { id: 'number', label: '학번', render: (row) => row.student_number ?? '-' },
    { id: 'started', label: '시작한 도구', render: (row) => toolNames(row.started) },
    { id: 'completed', label: '완료한 도구', render: (row) => toolNames(row.completed) },
    { id: 'notes', label: '공개된 상담 일지', render: (row) => `${row.notes}건` },
    { id: 'last', label: '최근 활동', render: (row) => dateOf(row.last_activity_at) },
  ];
  const upcomingColumns: TableColumn<Upcoming>[] = [
    { id: 'content', label: '실행 계획', isRowHeader: true, render: (row) => row.content },
    {
      id: 'student',
      label: '학생',
      render: (row) => (
        <Link to={`/university/participant/detail/${classId}/${row.student.id}`}>{row.student.name}</Link>
      ),
    },
    { id: 'tool', label: '도구', render: (row) => TOOL_NAMES[row.action_item] },
    { id: 'due', label: '기한', render: (row) => row.due_date ?? '정하지 않음' },
  ];
  return (
    <Stack space="5">
      <Grid minItemWidth="12rem" space="3">
        <Figure
          label="참여자"
          value={`${people}명`}
          note={data.class.capacity ? `정원 ${data.class.capacity}명` : undefined}
        />
        <Figure
          label="도구를 하나 이상 마친 참여자"
          value={`${finishedAny}명`}
          note={people ? `${Math.round((100 * finishedAny) / people)}%` : undefined}
        />
        <Figure label="상담사" value={`${data.consultant_count}명`} />
        <Figure
          label="남은 실행 계획"
          value={`${data.action_items.pending}건`}
          note={data.action_items.overdue ? `기한 지남 ${data.action_items.overdue}건` : '기한 지난 것 없음'}
        />
      </Grid>
      <Card title="도구별 진행" headingLevel={2} description={`이 학급이 여는 도구: ${toolNames(data.class.tools)}`}>
        {data.tools.length === 0 ? (
          <Text tone="muted">아직 도구를 시작한 참여자가 없습니다.</Text>
        ) : (
          <TrendChart
            title="도구별로 시작한 사람과 마친 사람"
            unit="명"
            series={[
              { key: 'started', label: '시작', tone: 'brand' },
              { key: 'completed', label: '완료', tone: 'accent' },
            ]}
            points={data.tools.map((tool) => ({
              label: TOOL_NAMES[tool.action_item],
              values: { started: tool.started, completed: tool.completed },
            }))}
          />
        )}
      </Card>
      <ClassPictureSection classId={classId} startsOn={data.class.starts_on} />
      <Card
        title="주별 상담과 일지"
        headingLevel={2}
        description="최근 8주, 월요일부터. 상담은 상담사가 시작한 도구, 일지는 대학에 공개된 것입니다."
      >
        <TrendChart
          title="주별 상담 수와 공개된 상담 일지 수"
          unit="건"
          series={[
            { key: 'sessions', label: '상담', tone: 'brand' },
            { key: 'notes', label: '상담 일지', tone: 'accent' },
          ]}
          points={data.weeks.map((week) => ({
            label: week.week_start.slice(5).replace('-', '/'),
            values: { sessions: week.sessions, notes: week.notes },
          }))}
        />
      </Card>
      <Card title="다가오는 실행 계획" headingLevel={2}>
        <Table
          label="다가오는 실행 계획"
          columns={upcomingColumns}
          rows={data.action_items.upcoming}
          emptyState={<Text tone="muted">남은 실행 계획이 없습니다.</Text>}
        />
      </Card>
      <Stack space="2">
        <Heading level={2}>참여자별 진행</Heading>
        <Table
          label="참여자별 진행"
          columns={participantColumns}
          rows={data.participants}
          emptyState={
            <Text tone="muted">
              아직 참여자가 없습니다. <Link to={`/university/participant/register/${classId}`}>참여자를 등록</Link>해
              주세요.
            </Text>
          }
        />
      </Stack>
    </Stack>
  );
}
