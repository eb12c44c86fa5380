import { type admin, type EndpointData, routes, TOOL_NAMES } from '@career/api-sdk';
import {
  activeOptions,
  Badge,
  Heading,
  ListView,
  linkButton,
  periodOf,
  QueryFilter,
  Stack,
  type TableColumn,
  Text,
  UserText,
  useListQuery,
  useLoaded,
} from '@career/tools-ui';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';

type Class = EndpointData<typeof admin.classList>['items'][number];

const ACTIVE_OPTIONS = activeOptions({ on: '운영 중', off: '끝남' });

/** /admin/university/class/{universityId}: a university's classes. */
export function ClassList() {
  const universityId = useParams().universityId ?? '';
  const query = useListQuery();
  const university = useLoaded(
    () => api.load(routes.admin.universityDetail, { params: { id: universityId } }),
    universityId,
  );
  const name = university.status === 'ready' ? university.data.name : '';
  const columns: TableColumn<Class>[] = [
    {
      id: 'name',
      label: '학급',
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => <Link to={`/university/class/details/${row.id}`}>{row.name}</Link>,
    },
    { id: 'year', label: '학년도·학기', allowsSorting: true, render: (row) => `${row.year} ${row.term}` },
    { id: 'period', label: '기간', render: (row) => periodOf(row.starts_on, row.ends_on) },
    {
      id: 'people',
      label: '참여자',
      align: 'end',
      render: (row) => (row.capacity ? `${row.participant_count} / ${row.capacity}명` : `${row.participant_count}명`),
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
    {
      id: 'edit',
      label: '수정',
      render: (row) => (
        <Link
          to={`/university/class/edit/${row.id}`}
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
        <Heading level={1}>학급 관리</Heading>
        <Text tone="muted">
          {name ? (
            <>
              <UserText>{name}</UserText>의 학급입니다.{' '}
            </>
          ) : null}
          학급마다 여는 도구와 상담사, 참여자를 관리합니다. <Link to="/university">대학 목록</Link> ·{' '}
          <Link to={`/university/edit/${universityId}`}>대학 정보 수정</Link>
        </Text>
      </Stack>
      {university.status === 'error' ? (
        <Text tone="danger">{university.message}</Text>
      ) : (
        <ListView
          label="학급"
          query={query}
          load={(search) =>
            api.load(routes.admin.classList, { params: { id: universityId }, query: {} }, { query: search })
          }
          columns={columns}
          defaultSort="-created"
          search={{ label: '학급 이름' }}
          filters={<QueryFilter query={query} name="active" label="상태" options={ACTIVE_OPTIONS} />}
          exportFile={(search) =>
            api.load(routes.admin.classExport, { params: { id: universityId }, query: {} }, { query: search })
          }
          tools={
            <Link
              to={`/university/class/write/${universityId}`}
              className={linkButton({ variant: 'primary', size: 'sm' })}
            >
              학급 등록
            </Link>
          }
          empty={{
            title: '아직 학급이 없습니다',
            description: '학급을 등록하면 여는 도구를 정하고 상담사와 참여자를 배정할 수 있습니다.',
          }}
        />
      )}
    </Stack>
  );
}
