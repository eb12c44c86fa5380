import { type admin, type EndpointData, routes } from '@career/api-sdk';
import {
  ActiveBadge,
  activeOptions,
  Heading,
  ListView,
  linkButton,
  periodOf,
  QueryFilter,
  Stack,
  type TableColumn,
  Text,
  useListQuery,
} from '@career/tools-ui';
import { Link } from 'react-router-dom';
import { api } from '../../api';

type University = EndpointData<typeof admin.universityList>['items'][number];

const ACTIVE_OPTIONS = activeOptions();

/** /admin/university: every university, searched, filtered, sorted and paged in the address. */
export function UniversityList() {
  const query = useListQuery();
  const columns: TableColumn<University>[] = [
    {
      id: 'name',
      label: '대학',
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => <Link to={`/university/class/${row.id}`}>{row.name}</Link>,
    },
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
    {
      id: 'active',
      label: '상태',
      render: (row) => <ActiveBadge active={row.active} />,
    },
    {
      id: 'edit',
      label: '수정',
      render: (row) => (
        <Link
          to={`/university/edit/${row.id}`}
          className={linkButton({ variant: 'ghost', size: 'sm' })}
          aria-label={`${row.name} 수정`}
        >
          수정
        </Link>
      ),
    },
  ];
  return (
    <Stack space="4">
      <Stack space="1">
        <Heading level={1}>대학 관리</Heading>
        <Text tone="muted">계약한 대학과 그 학급을 관리합니다. 대학 이름을 누르면 학급 목록으로 갑니다.</Text>
      </Stack>
      <ListView
        label="대학"
        query={query}
        load={(search) => api.load(routes.admin.universityList, { query: {} }, { query: search })}
        columns={columns}
        defaultSort="name"
        search={{ label: '대학 이름 또는 지역' }}
        filters={<QueryFilter query={query} name="active" label="상태" options={ACTIVE_OPTIONS} />}
        exportFile={(search) => api.load(routes.admin.universityExport, { query: {} }, { query: search })}
        tools={
          <Link to="/university/write" className={linkButton({ variant: 'primary', size: 'sm' })}>
            대학 등록
          </Link>
        }
        empty={{
          title: '아직 등록한 대학이 없습니다',
          description: '대학을 등록하면 학급을 만들고 상담사와 참여자를 배정할 수 있습니다.',
        }}
      />
    </Stack>
  );
}
