import { routes } from '@career/api-sdk';
import { ActiveBadge, activeOptions, dateOf, ResourceList } from '@career/tools-ui';
import { api } from '../../api';

/** /admin/instructor: the instructors who signed up, their classes and how much they ran. */
export function InstructorList() {
  return (
    <ResourceList
      title="강사 관리"
      intro="직접 가입한 강사입니다. 이름을 누르면 수업과 진행한 도구를 봅니다."
      client={api}
      list={routes.admin.instructorList}
      exportTo={routes.admin.instructorExport}
      label="강사"
      unit="명"
      name={{ id: 'name', label: '이름', text: (row) => row.name, to: (row) => `/instructor/detail/${row.id}` }}
      columns={[
        { id: 'email', label: '이메일', render: (row) => row.email ?? '-' },
        { id: 'classes', label: '수업', align: 'end', render: (row) => `${row.class_count}개` },
        { id: 'participants', label: '참여자', align: 'end', render: (row) => `${row.participant_count}명` },
        {
          id: 'runs',
          label: '진행한 도구',
          align: 'end',
          allowsSorting: true,
          render: (row) => `${row.runs_started}회`,
        },
        { id: 'active', label: '상태', render: (row) => <ActiveBadge active={row.active} off="중지" /> },
        { id: 'created', label: '가입', allowsSorting: true, render: (row) => dateOf(row.created_at) },
      ]}
      defaultSort="-created"
      search={{ label: '이름 또는 이메일' }}
      filters={[{ name: 'active', label: '상태', options: activeOptions({ off: '중지' }) }]}
      empty={{ title: '아직 가입한 강사가 없습니다' }}
    />
  );
}
