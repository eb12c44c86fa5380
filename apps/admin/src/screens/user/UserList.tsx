import { routes, type USER_KINDS } from '@career/api-sdk';
import { Badge, dateOf, ResourceList } from '@career/tools-ui';
import { api } from '../../api';

export const KIND_NAMES: Record<(typeof USER_KINDS)[number], string> = {
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
  return (
    <ResourceList
      title="사용자 관리"
      intro="링크·선물·쿠폰으로 도구를 쓰는 모든 사용자입니다. 이름을 누르면 결과, 이용권, 로그인 링크를 봅니다."
      client={api}
      list={routes.users.adminUserList}
      exportTo={routes.users.adminUserExport}
      label="사용자"
      unit="명"
      name={{ id: 'name', label: '이름', text: (row) => row.name, to: (row) => `/user/detail/${row.id}` }}
      columns={[
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
      ]}
      defaultSort="-created"
      search={{ label: '이름, 학번 또는 이메일' }}
      filters={[{ name: 'kind', label: '구분', options: KIND_OPTIONS }]}
      empty={{
        title: '아직 사용자가 없습니다',
        description: '학급에 참여자를 등록하거나 쿠폰·AI 선물을 만들면 여기에 보입니다.',
      }}
    />
  );
}
