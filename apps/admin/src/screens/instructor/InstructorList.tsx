import { type admin, type EndpointData, routes } from '@career/api-sdk';
import {
  ActiveBadge,
  activeOptions,
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

type Instructor = EndpointData<typeof admin.instructorList>['items'][number];

const ACTIVE_OPTIONS = activeOptions({ off: '중지' });

/** /admin/instructor: the instructors who signed up, their classes and how much they ran. */
export function InstructorList() {
  const query = useListQuery();
  const columns: TableColumn<Instructor>[] = [
    {
      id: 'name',
      label: '이름',
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => <Link to={`/instructor/detail/${row.id}`}>{row.name}</Link>,
    },
    { id: 'email', label: '이메일', render: (row) => row.email ?? '-' },
    { id: 'classes', label: '수업', align: 'end', render: (row) => `${row.class_count}개` },
    { id: 'participants', label: '참여자', align: 'end', render: (row) => `${row.participant_count}명` },
    { id: 'runs', label: '진행한 도구', align: 'end', allowsSorting: true, render: (row) => `${row.runs_started}회` },
    {
      id: 'active',
      label: '상태',
      render: (row) => <ActiveBadge active={row.active} off="중지" />,
    },
    { id: 'created', label: '가입', allowsSorting: true, render: (row) => dateOf(row.created_at) },
  ];
  return (
    <Stack space="4">
      <Stack space="1">
        <Heading level={1}>강사 관리</Heading>
        <Text tone="muted">직접 가입한 강사입니다. 이름을 누르면 수업과 진행한 도구를 봅니다.</Text>
      </Stack>
      <ListView
        label="강사"
        query={query}
        load={(search) => api.load(routes.admin.instructorList, { query: {} }, { query: search })}
        columns={columns}
        defaultSort="-created"
        search={{ label: '이름 또는 이메일' }}
        filters={<QueryFilter query={query} name="active" label="상태" options={ACTIVE_OPTIONS} />}
        exportFile={(search) => api.load(routes.admin.instructorExport, { query: {} }, { query: search })}
        empty={{ title: '아직 가입한 강사가 없습니다' }}
      />
    </Stack>
  );
}
