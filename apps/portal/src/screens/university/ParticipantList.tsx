import { type EndpointData, routes, TOOL_NAMES, type university } from '@career/api-sdk';
import {
  Button,
  Card,
  CopyButton,
  confirm,
  dateOf,
  ErrorState,
  Inline,
  isolated,
  LinkActions,
  linkButton,
  Notice,
  Skeleton,
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
import { LinkCards } from '../LinkCards';
import { ClassHeader } from './ClassHeader';
import { CsvImport } from './CsvImport';
import { changeParticipantLink } from './links';
import { useUniversityClass } from './useUniversityClass';

type Participant = EndpointData<typeof university.participantList>[number];

/** /university/participant/{universityClassId}: participants, how far each is, their links; CSV import and link cards. */
export function ParticipantList() {
  const classId = useParams().universityClassId ?? '';
  const { current } = useUniversityClass();
  const loaded = useLoaded(() => api.load(routes.university.participantList, { params: { id: classId } }), classId);
  const [printing, setPrinting] = useState(false);
  const [imported, setImported] = useState<number | null>(null);

  const remove = async (row: Participant) => {
    const sure = await confirm(`${isolated(row.name)}님을 이 학급에서 지울까요? 잘못 등록한 경우에만 지워 주세요.`, {
      title: '참여자 삭제',
      confirmLabel: '삭제',
      tone: 'danger',
    });
    if (!sure) return;
    if (await api.call(routes.university.participantDelete, { params: { id: String(row.id) } }, { unwrap: true }))
      loaded.retry();
  };

  const columns: TableColumn<Participant>[] = [
    {
      id: 'name',
      label: '이름',
      isRowHeader: true,
      render: (row) => <Link to={`/university/participant/detail/${classId}/${row.id}`}>{row.name}</Link>,
    },
    { id: 'number', label: '학번', render: (row) => row.student_number ?? '-' },
    { id: 'major', label: '전공', render: (row) => row.major ?? '-' },
    {
      id: 'progress',
      label: '진행',
      render: (row) =>
        row.started.length === 0 ? (
          <Text tone="muted">시작 전</Text>
        ) : (
          `완료 ${row.completed.length} / 시작 ${row.started.length}${row.completed.length ? ` (${row.completed.map((tool) => TOOL_NAMES[tool]).join(', ')})` : ''}`
        ),
    },
    { id: 'last', label: '최근 활동', render: (row) => dateOf(row.last_activity_at) },
    {
      id: 'link',
      label: '로그인 링크',
      render: (row) => (
        <Inline space="1" alignY="center">
          {row.link ? (
            <CopyButton text={userLinkOf(row.link.token)} label={`${row.name} 링크 복사`} />
          ) : (
            <Text size="sm" tone="muted">
              없음
            </Text>
          )}
          <LinkActions
            name={row.name}
            hasLink={row.link !== null}
            change={changeParticipantLink(row.id)}
            onChanged={loaded.retry}
          />
        </Inline>
      ),
    },
    {
      id: 'actions',
      label: '관리',
      render: (row) => (
        <Inline space="1">
          <Link
            to={`/university/participant/update/${classId}/${row.id}`}
            className={linkButton({ variant: 'ghost', size: 'sm' })}
            aria-label={`${row.name} 수정`}
          >
            수정
          </Link>
          {row.started.length === 0 ? (
            <Button size="sm" variant="ghost" aria-label={`${row.name} 삭제`} onPress={() => void remove(row)}>
              삭제
            </Button>
          ) : null}
        </Inline>
      ),
    },
  ];

  return (
    <Stack space="5">
      <ClassHeader title="참여자 관리" page="/university/participant">
        <Button variant="secondary" isDisabled={loaded.status !== 'ready'} onPress={() => setPrinting(true)}>
          링크 카드 인쇄
        </Button>
        <Link to={`/university/participant/register/${classId}`} className={linkButton({ variant: 'primary' })}>
          참여자 등록
        </Link>
      </ClassHeader>
      {loaded.status === 'loading' ? (
        <Skeleton label="참여자를 불러오는 중" lines={6} />
      ) : loaded.status !== 'ready' ? (
        <ErrorState
          title="참여자를 불러오지 못했습니다"
          description={loaded.status === 'error' ? loaded.message : undefined}
          onRetry={loaded.retry}
        />
      ) : printing ? (
        <LinkCards className={current?.name ?? ''} participants={loaded.data} onClose={() => setPrinting(false)} />
      ) : (
        <>
          {imported ? (
            <Notice tone="success" title={`${imported}명을 등록했습니다`}>
              로그인 링크가 함께 만들어졌습니다. 링크 카드를 인쇄해 나눠 줄 수 있습니다.
            </Notice>
          ) : null}
          <Card title={`참여자 ${loaded.data.length}명`} headingLevel={2}>
            <Table
              label="참여자"
              columns={columns}
              rows={loaded.data}
              emptyState={
                <Text tone="muted">아직 참여자가 없습니다. 한 명씩 등록하거나 CSV 파일로 등록해 주세요.</Text>
              }
            />
          </Card>
          <CsvImport
            classId={Number(classId)}
            onImported={(count) => {
              setImported(count);
              loaded.retry();
            }}
          />
        </>
      )}
    </Stack>
  );
}
