import { type EndpointData, routes, type users } from '@career/api-sdk';
import {
  Badge,
  dateOf,
  Heading,
  ListView,
  QueryFilter,
  Stack,
  type TableColumn,
  Text,
  useListQuery,
} from '@career/tools-ui';
import { Link } from 'react-router-dom';
import { api } from '../../api';

type User = EndpointData<typeof users.adminUserList>['items'][number];

export const KIND_NAMES: Record<User['kind'], string> = {
  participant: '학급 참여자',
  guest: 'QR 게스트',
  individual: '개인 (선물·쿠폰)',
};

const KIND_OPTIONS = [
  { id: 'all', label: '전체' },
  ...Object.entries(KIND_NAMES).map(([id, label]) => ({ id, label })),
];

/** /admin/user: every user, searched by name, student number or e-mail, filtered by how they came. */
export function UserList() {
  const query = useListQuery();
  const columns: TableColumn<User>[] = [
    {
      id: 'name',
      label: '이름',
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => <Link to={`/user/detail/${row.id}`}>{row.name}</Link>,
    },
    {
      id: 'kind',
      label: '구분',
      render: (row) => <Badge tone={row.kind === 'guest' ? 'neutral' : 'info'}>{KIND_NAMES[row.kind]}</Badge>,
    },
    {
      id: 'belongs',
      label: '대학·학급',
      render: (row) => (row.university ? `${row.university.name} · ${row.class?.name ?? ''}` : '-'),
    },
    { id: 'number', label: '학번', render: (row) => row.student_number ?? '-' },
    { id: 'completed', label: '완료 도구', align: 'end', render: (row) => `${row.completed_count}개` },
    { id: 'activity', label: '최근 활동', render: (row) => dateOf(row.last_activity_at) },
    { id: 'created', label: '가입', allowsSorting: true, render: (row) => dateOf(row.created_at) },
  ];
  return (
    <Stack space="4">
      <Stack space="1">
        <Heading level={1}>사용자 관리</Heading>
        <Text tone="muted">
          링크·선물·쿠폰으로 도구를 쓰는 모든 사용자입니다. 이름을 누르면 결과, 이용권, 로그인 링크를 봅니다.
        </Text>
      </Stack>
      <ListView
        label="사용자"
        query={query}
        load={(search) => api.load(routes.users.adminUserList, { query: {} }, { query: search })}
        columns={columns}
        defaultSort="-created"
        search={{ label: '이름, 학번 또는 이메일' }}
        filters={<QueryFilter query={query} name="kind" label="구분" options={KIND_OPTIONS} />}
        exportFile={(search) => api.load(routes.users.adminUserExport, { query: {} }, { query: search })}
        empty={{
          title: '아직 사용자가 없습니다',
          description: '학급에 참여자를 등록하거나 쿠폰·AI 선물을 만들면 여기에 보입니다.',
        }}
      />
    </Stack>
  );
}
