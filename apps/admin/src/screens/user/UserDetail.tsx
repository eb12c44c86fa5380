import { type EndpointData, LOG_TOPIC_NAMES, routes, TOOL_NAMES, type users } from '@career/api-sdk';
import {
  Badge,
  Card,
  CopyButton,
  dateOf,
  dateTimeOf,
  Heading,
  Inline,
  LinkActions,
  NoteBadges,
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
import { AuditTrail } from '../AuditTrail';
import { changeUserLink } from '../university/links';
import { KIND_NAMES } from './UserList';

type User = EndpointData<typeof users.adminUser>;
type Run = User['runs'][number];
type Note = User['notes'][number];
type Grant = User['grants'][number] & { id: string };

const RUN_STATUS: Record<Run['status'], { label: string; tone: 'success' | 'info' | 'neutral' }> = {
  completed: { label: '완료', tone: 'success' },
  open: { label: '진행 중', tone: 'info' },
  abandoned: { label: '그만둠', tone: 'neutral' },
};

const SOURCE_NAMES: Record<Grant['source'], string> = {
  class: '학급',
  coupon: '쿠폰',
  purchase: '구매',
  ai_gift: 'AI 선물',
};

/** /admin/user/detail/{userId}: who the user is, what they did, what grants them tools, their link. */
export function UserDetail() {
  const title = useScreenTitle();
  const userId = useParams().userId ?? '';
  const loaded = useLoaded(() => api.load(routes.users.adminUser, { params: { id: userId } }), userId);
  if (loaded.status !== 'ready') return <RecordPending value={loaded} title={title} what="사용자" />;
  const user = loaded.data;
  const runColumns: TableColumn<Run>[] = [
    { id: 'tool', label: '도구', isRowHeader: true, render: (run) => TOOL_NAMES[run.action_item] },
    {
      id: 'status',
      label: '상태',
      render: (run) => <Badge tone={RUN_STATUS[run.status].tone}>{RUN_STATUS[run.status].label}</Badge>,
    },
    { id: 'started', label: '시작', render: (run) => dateTimeOf(run.created_at) },
    { id: 'completed', label: '완료', render: (run) => dateTimeOf(run.completed_at) },
  ];
  const grantColumns: TableColumn<Grant>[] = [
    { id: 'tool', label: '도구', isRowHeader: true, render: (grant) => TOOL_NAMES[grant.action_item] },
    { id: 'source', label: '받은 곳', render: (grant) => `${SOURCE_NAMES[grant.source]} · ${grant.via}` },
    { id: 'since', label: '받은 날', render: (grant) => dateOf(grant.created_at) },
  ];
  const noteColumns: TableColumn<Note>[] = [
    {
      id: 'day',
      label: '상담한 날',
      isRowHeader: true,
      render: (row) => (
        <Link to={`/user/consultant-log/${row.action_item}/${row.id}`} aria-label={`${row.session_on} 상담 일지`}>
          {row.session_on}
        </Link>
      ),
    },
    { id: 'topic', label: '주제', render: (row) => LOG_TOPIC_NAMES[row.action_item] },
    { id: 'author', label: '상담사', render: (row) => row.author.name },
    { id: 'state', label: '상태', render: (row) => <NoteBadges note={row} /> },
  ];
  return (
    <Stack space="5">
      <Stack space="1">
        <Heading level={1}>사용자 상세</Heading>
        <Text tone="muted">
          {[
            user.name,
            KIND_NAMES[user.kind],
            user.university ? `${user.university.name} · ${user.class?.name ?? ''}` : null,
            `가입 ${dateOf(user.created_at)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
          {user.class ? (
            <>
              {' '}
              · <Link to={`/university/class/details/${user.class.id}`}>학급 보기</Link>
            </>
          ) : null}
        </Text>
      </Stack>
      <Card title="정보" headingLevel={2}>
        <Stack space="1">
          <Text>학번: {user.student_number ?? '-'}</Text>
          <Text>이메일: {user.email ?? '-'}</Text>
          <Text>휴대전화: {user.phone ?? '-'}</Text>
          <Text>
            완료한 도구:{' '}
            {user.results.length
              ? [...new Set(user.results.map((result) => TOOL_NAMES[result.action_item]))].join(', ')
              : '아직 없음'}
          </Text>
        </Stack>
      </Card>
      {user.kind === 'guest' ? null : (
        <Card
          title="로그인 링크"
          headingLevel={2}
          description="이 링크로 들어오면 본인으로 로그인됩니다. 잃어버렸거나 새어 나갔으면 재발급하세요."
        >
          <Inline space="2" alignY="center" wrap>
            {user.link ? (
              <>
                <Text size="sm">
                  {userLinkOf(user.link)} (발급 {dateOf(user.link.created_at)}, {user.link.use_count}번 사용)
                </Text>
                <CopyButton text={userLinkOf(user.link)} label="로그인 링크 복사" />
              </>
            ) : (
              <Text tone="muted">쓸 수 있는 링크가 없습니다.</Text>
            )}
            <LinkActions
              name={user.name}
              hasLink={user.link !== null}
              change={changeUserLink(user.id)}
              onChanged={loaded.retry}
            />
          </Inline>
        </Card>
      )}
      <Card title="이용권" headingLevel={2} description="이용권이 있어야 하는 도구를 어디서 받았는지입니다.">
        <Table
          label="이용권"
          columns={grantColumns}
          rows={user.grants.map((grant, index) => ({ ...grant, id: `${grant.source}-${grant.action_item}-${index}` }))}
          emptyState={<Text tone="muted">받은 이용권이 없습니다. 이용권이 필요 없는 도구만 쓸 수 있습니다.</Text>}
        />
      </Card>
      <Card title="도구 사용 기록" headingLevel={2} description="최근 50건입니다.">
        <Table
          label="도구 사용 기록"
          columns={runColumns}
          rows={user.runs}
          emptyState={<Text tone="muted">아직 도구를 시작하지 않았습니다.</Text>}
        />
      </Card>
      <Card
        title="상담 일지"
        headingLevel={2}
        description="이 사용자에 대한 상담 일지입니다(지운 것 포함). 열면 읽은 기록이 작성자에게 남습니다."
      >
        <Table
          label="상담 일지"
          columns={noteColumns}
          rows={user.notes}
          emptyState={<Text tone="muted">상담 일지가 없습니다.</Text>}
        />
      </Card>
      <AuditTrail entity="user" entityId={user.id} />
    </Stack>
  );
}
