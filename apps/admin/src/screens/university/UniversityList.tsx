import { routes } from '@career/api-sdk';
import { ActiveBadge, activeOptions, periodOf, ResourceList } from '@career/tools-ui';
import { api } from '../../api';

/** /admin/university: every university, searched, filtered, sorted and paged in the address. */
export function UniversityList() {
  return (
    <ResourceList
      title="대학 관리"
      intro="계약한 대학과 그 학급을 관리합니다. 대학 이름을 누르면 학급 목록으로 갑니다."
      client={api}
      list={routes.admin.universityList}
      exportTo={routes.admin.universityExport}
      label="대학"
      name={{ id: 'name', label: '대학', text: (row) => row.name, to: (row) => `/university/class/${row.id}` }}
      columns={[
        { id: 'region', label: '지역', allowsSorting: true, render: (row) => row.region ?? '-' },
        {
          id: 'contract_ends',
          label: '계약 기간',
          allowsSorting: true,
          render: (row) => periodOf(row.contract_starts_on, row.contract_ends_on),
        },
        { id: 'contact', label: '담당자', render: (row) => row.contact_name ?? '-' },
        { id: 'classes', label: '학급', align: 'end', render: (row) => `${row.class_count}개` },
        { id: 'participants', label: '참여자', align: 'end', render: (row) => `${row.participant_count}명` },
        { id: 'active', label: '상태', render: (row) => <ActiveBadge active={row.active} /> },
      ]}
      edit={(row) => ({ to: `/university/edit/${row.id}`, name: row.name })}
      defaultSort="name"
      search={{ label: '대학 이름 또는 지역' }}
      filters={[{ name: 'active', label: '상태', options: activeOptions() }]}
      create={{ to: '/university/write', label: '대학 등록' }}
      empty={{
        title: '아직 등록한 대학이 없습니다',
        description: '대학을 등록하면 학급을 만들고 상담사와 참여자를 배정할 수 있습니다.',
      }}
    />
  );
}
