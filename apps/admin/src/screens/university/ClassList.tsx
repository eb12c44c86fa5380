import { routes, TOOL_NAMES } from '@career/api-sdk';
import { activeOptions, Badge, periodOf, ResourceList, UserText, useLoaded } from '@career/tools-ui';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';

/** /admin/university/class/{universityId}: a university's classes. */
export function ClassList() {
  const universityId = useParams().universityId ?? '';
  const university = useLoaded(
    () => api.load(routes.admin.universityDetail, { params: { id: universityId } }),
    universityId,
  );
  const name = university.status === 'ready' ? university.data.name : '';
  return (
    <ResourceList
      title="학급 관리"
      intro={
        <>
          {name ? (
            <>
              <UserText>{name}</UserText>의 학급입니다.{' '}
            </>
          ) : null}
          학급마다 여는 도구와 상담사, 참여자를 관리합니다. <Link to="/university">대학 목록</Link> ·{' '}
          <Link to={`/university/edit/${universityId}`}>대학 정보 수정</Link>
        </>
      }
      client={api}
      list={routes.admin.classList}
      exportTo={routes.admin.classExport}
      params={{ id: universityId }}
      label="학급"
      name={{ id: 'name', label: '학급', text: (row) => row.name, to: (row) => `/university/class/details/${row.id}` }}
      columns={[
        { id: 'year', label: '학년도·학기', allowsSorting: true, render: (row) => `${row.year} ${row.term}` },
        { id: 'period', label: '기간', render: (row) => periodOf(row.starts_on, row.ends_on) },
        {
          id: 'people',
          label: '참여자',
          align: 'end',
          render: (row) =>
            row.capacity ? `${row.participant_count} / ${row.capacity}명` : `${row.participant_count}명`,
        },
        {
          id: 'tools',
          label: '여는 도구',
          render: (row) => (row.tools.length ? row.tools.map((tool) => TOOL_NAMES[tool]).join(', ') : '-'),
        },
        {
          id: 'consultants',
          label: '상담사',
          render: (row) => (row.consultants.length ? row.consultants.map((person) => person.name).join(', ') : '-'),
        },
        {
          id: 'active',
          label: '상태',
          render: (row) => (row.active ? <Badge tone="success">운영 중</Badge> : <Badge tone="neutral">끝남</Badge>),
        },
      ]}
      edit={(row) => ({ to: `/university/class/edit/${row.id}`, name: row.name })}
      defaultSort="-created"
      search={{ label: '학급 이름' }}
      filters={[{ name: 'active', label: '상태', options: activeOptions({ on: '운영 중', off: '끝남' }) }]}
      create={{ to: `/university/class/write/${universityId}`, label: '학급 등록' }}
      empty={{
        title: '아직 학급이 없습니다',
        description: '학급을 등록하면 여는 도구를 정하고 상담사와 참여자를 배정할 수 있습니다.',
      }}
    />
  );
}
