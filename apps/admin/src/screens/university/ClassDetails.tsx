import { type admin, type EndpointData, routes, TOOL_NAMES } from '@career/api-sdk';
import {
  ActiveBadge,
  Card,
  CopyButton,
  CsvExportButton,
  dateOf,
  Heading,
  Inline,
  LinkActions,
  linkButton,
  ParticipantImport,
  periodOf,
  RecordPending,
  Stack,
  Table,
  type TableColumn,
  Text,
  useLoaded,
  userLinkOf,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';
import { useScreenTitle } from '../../layouts/RootLayout';
import { changeUserLink } from './links';
import { ParticipantForm, type Registered } from './ParticipantForm';

type Detail = EndpointData<typeof admin.classDetail>;
/** A staff row keyed by kind and id (a consultant and a manager may share an id). */
type Staff = Omit<Detail['staff'][number], 'id'> & { id: string; accountId: number };
type Participant = Detail['participants'][number];

/** /admin/university/class/details/{universityClassId}: the class, its staff and its participants. */
export function ClassDetails() {
  const title = useScreenTitle();
  const classId = useParams().universityClassId ?? '';
  const loaded = useLoaded(() => api.load(routes.admin.classDetail, { params: { id: classId } }), classId);
  const [made, setMade] = useState<Registered | null>(null);
  if (loaded.status !== 'ready') return <RecordPending value={loaded} title={title} what="학급" />;
  const { class: found, staff, participants } = loaded.data;
  const staffColumns: TableColumn<Staff>[] = [
    { id: 'name', label: '이름', isRowHeader: true, render: (row) => row.name },
    { id: 'kind', label: '구분', render: (row) => (row.kind === 'consultant' ? '상담사' : '대학 관리자') },
    { id: 'login', label: '아이디', render: (row) => row.login_id },
    { id: 'contact', label: '연락처', render: (row) => [row.phone, row.email].filter(Boolean).join(' · ') || '-' },
    {
      id: 'active',
      label: '상태',
      render: (row) => <ActiveBadge active={row.active} off="중지" />,
    },
    {
      id: 'edit',
      label: '수정',
      render: (row) => (
        <Link
          to={`/university/user/update/${found.id}/${row.accountId}${row.kind === 'manager' ? '?kind=manager' : ''}`}
          className={linkButton({ variant: 'ghost', size: 'sm' })}
          aria-label={`${row.name} 수정`}
        >
          수정
        </Link>
      ),
    },
  ];
  const participantColumns: TableColumn<Participant>[] = [
    { id: 'name', label: '이름', isRowHeader: true, render: (row) => row.name },
    { id: 'number', label: '학번', render: (row) => row.student_number ?? '-' },
    {
      id: 'completed',
      label: '완료한 도구',
      render: (row) =>
        row.completed.length ? (
          row.completed.map((tool) => TOOL_NAMES[tool]).join(', ')
        ) : (
          <Text tone="muted">아직 없음</Text>
        ),
    },
    { id: 'last', label: '최근 활동', render: (row) => dateOf(row.last_activity_at) },
    {
      id: 'link',
      label: '로그인 링크',
      render: (row) =>
        row.link ? (
          <Inline space="1" alignY="center">
            <CopyButton text={userLinkOf(row.link)} label={`${row.name} 링크 복사`} />
            <LinkActions name={row.name} hasLink change={changeUserLink(row.id)} onChanged={loaded.retry} />
          </Inline>
        ) : (
          <Inline space="1" alignY="center">
            <Text size="sm" tone="muted">
              없음
            </Text>
            <LinkActions name={row.name} hasLink={false} change={changeUserLink(row.id)} onChanged={loaded.retry} />
          </Inline>
        ),
    },
  ];
  return (
    <Stack space="5">
      <Stack space="1">
        <Heading level={1}>학급 상세</Heading>
        <Text tone="muted">
          {found.name} · <Link to={`/university/class/${found.university.id}`}>{found.university.name}</Link> ·{' '}
          {[
            `${found.year} ${found.term}`,
            found.starts_on || found.ends_on ? periodOf(found.starts_on, found.ends_on) : null,
            found.active ? '운영 중' : '끝남',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Card
        title="학급 정보"
        headingLevel={2}
        actions={
          <Link to={`/university/class/edit/${found.id}`} className={linkButton({ variant: 'secondary', size: 'sm' })}>
            학급 수정
          </Link>
        }
      >
        <Stack space="1">
          <Text>
            여는 도구:{' '}
            {found.tools.length
              ? found.tools.map((tool) => TOOL_NAMES[tool]).join(', ')
              : '없음 (이용권이 필요 없는 도구만)'}
          </Text>
          <Text>
            참여자 {found.participant_count}명{found.capacity ? ` / 정원 ${found.capacity}명` : ''}
          </Text>
        </Stack>
      </Card>
      <Card
        title="상담사와 대학 관리자"
        headingLevel={2}
        actions={
          <Link to={`/university/user/register/${found.id}`} className={linkButton({ variant: 'primary', size: 'sm' })}>
            대학 사용자 등록
          </Link>
        }
      >
        <Table
          label="상담사와 대학 관리자"
          columns={staffColumns}
          rows={staff.map((person) => ({
            ...person,
            id: `${person.kind}-${person.id}`,
            accountId: person.id,
          }))}
          emptyState={<Text tone="muted">아직 없습니다. 상담사를 등록하면 이 학급 참여자를 상담할 수 있습니다.</Text>}
        />
      </Card>
      <Card
        title={`참여자 ${participants.length}명`}
        headingLevel={2}
        actions={
          <CsvExportButton
            load={() => api.load(routes.admin.classParticipantsExport, { params: { id: String(found.id) } })}
          />
        }
      >
        <Stack space="4">
          <Table
            label="참여자"
            columns={participantColumns}
            rows={participants}
            emptyState={
              <Text tone="muted">아직 참여자가 없습니다. 아래에서 등록하면 로그인 링크가 함께 만들어집니다.</Text>
            }
          />
          <ParticipantForm
            // A new form for the next participant: the one just registered is cleared.
            key={made?.link ?? 'first'}
            classId={found.id}
            made={made}
            onRegistered={(registered) => {
              setMade(registered);
              loaded.retry();
            }}
          />
        </Stack>
      </Card>
      <ParticipantImport
        send={(csv, skipRefused) =>
          api.load(routes.admin.participantImport, {
            params: { id: String(found.id) },
            body: { csv, skip_refused: skipRefused },
          })
        }
        onImported={loaded.refresh}
      />
    </Stack>
  );
}
