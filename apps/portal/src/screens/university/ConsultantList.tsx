import { type EndpointData, routes, type university } from '@career/api-sdk';
import {
  ActiveBadge,
  Button,
  Card,
  confirm,
  dateOf,
  Inline,
  isolated,
  Loaded,
  linkButton,
  Stack,
  Table,
  type TableColumn,
  Text,
  useLoaded,
} from '@career/tools-ui';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';
import { ClassHeader } from './ClassHeader';

type Consultant = EndpointData<typeof university.consultantList>[number];

/** Stops (or restarts) a consultant's sign-in, confirmed first: their notes stay either way. */
export async function toggleConsultant(consultant: Pick<Consultant, 'id' | 'name' | 'active'>): Promise<boolean> {
  const stopping = consultant.active;
  const sure = await confirm(
    stopping
      ? `${isolated(consultant.name)} 상담사의 사용을 중지할까요? 바로 로그아웃되고 다시 로그인할 수 없습니다. 쓴 상담 일지는 그대로 남습니다.`
      : `${isolated(consultant.name)} 상담사를 다시 사용하게 할까요?`,
    {
      title: stopping ? '사용 중지' : '다시 사용',
      confirmLabel: stopping ? '중지' : '다시 사용',
      tone: stopping ? 'warning' : undefined,
    },
  );
  if (!sure) return false;
  const done = await api.call(
    routes.university.consultantInactive,
    { params: { id: String(consultant.id) }, body: { active: !stopping } },
    { unwrap: true },
  );
  return Boolean(done);
}

/** /university/consultant/{universityClassId}: the class's consultants, their sessions and shared notes. */
export function ConsultantList() {
  const classId = useParams().universityClassId ?? '';
  const loaded = useLoaded(() => api.load(routes.university.consultantList, { params: { id: classId } }), classId);
  const columns: TableColumn<Consultant>[] = [
    {
      id: 'name',
      label: '이름',
      isRowHeader: true,
      render: (row) => <Link to={`/university/consultant/detail/${row.id}`}>{row.name}</Link>,
    },
    { id: 'login', label: '아이디', render: (row) => row.login_id },
    { id: 'contact', label: '연락처', render: (row) => [row.phone, row.email].filter(Boolean).join(' · ') || '-' },
    { id: 'sessions', label: '상담', render: (row) => `${row.sessions}건` },
    { id: 'notes', label: '공개한 일지', render: (row) => `${row.shared_notes}건` },
    { id: 'last', label: '최근 일지', render: (row) => dateOf(row.last_note_at) },
    { id: 'active', label: '상태', render: (row) => <ActiveBadge active={row.active} off="중지" /> },
    {
      id: 'actions',
      label: '관리',
      render: (row) => (
        <Inline space="1">
          <Link
            to={`/university/consultant/update/${classId}/${row.id}`}
            className={linkButton({ variant: 'ghost', size: 'sm' })}
            aria-label={`${row.name} 수정`}
          >
            수정
          </Link>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${row.name} ${row.active ? '사용 중지' : '다시 사용'}`}
            onPress={async () => {
              if (await toggleConsultant(row)) loaded.retry();
            }}
          >
            {row.active ? '사용 중지' : '다시 사용'}
          </Button>
        </Inline>
      ),
    },
  ];
  return (
    <Stack space="5">
      <ClassHeader title="상담사 관리" page="/university/consultant">
        <Link to={`/university/consultant/register/${classId}`} className={linkButton({ variant: 'primary' })}>
          상담사 등록
        </Link>
      </ClassHeader>
      <Loaded
        value={loaded}
        failed="상담사를 불러오지 못했습니다"
        loading={{ label: '상담사를 불러오는 중', lines: 5 }}
      >
        {(data) => (
          <Card>
            <Table
              label="상담사"
              columns={columns}
              rows={data}
              emptyState={<Text tone="muted">이 학급에 배정된 상담사가 없습니다. 상담사를 등록해 주세요.</Text>}
            />
          </Card>
        )}
      </Loaded>
    </Stack>
  );
}
