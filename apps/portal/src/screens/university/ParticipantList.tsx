import { type EndpointData, routes, TOOL_NAMES, toQueryString, type university } from '@career/api-sdk';
import {
  alert,
  Button,
  CopyButton,
  confirm,
  dateOf,
  Inline,
  isolated,
  LinkActions,
  ListView,
  linkButton,
  ParticipantImport,
  QueryFilter,
  Stack,
  type TableColumn,
  Text,
  useListQuery,
  userLinkOf,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';
import { LinkCards } from '../LinkCards';
import { ClassHeader } from './ClassHeader';
import { changeParticipantLink } from './links';
import { useUniversityClass } from './useUniversityClass';

type Participant = EndpointData<typeof university.participantList>['items'][number];

const PROGRESS_OPTIONS = [
  { id: 'all', label: '전체' },
  { id: 'not_started', label: '시작 전' },
  { id: 'in_progress', label: '진행 중' },
  { id: 'done', label: '모두 완료' },
];

/**
 * /university/participant/{universityClassId}: participants searched by name or student number,
 * filtered by progress and paged, all in the address (decision 041); their links, CSV import and
 * link cards for the participants the search finds.
 */
export function ParticipantList() {
  const classId = useParams().universityClassId ?? '';
  const { current } = useUniversityClass();
  const query = useListQuery();
  const [revision, setRevision] = useState(0);
  const reload = () => setRevision((count) => count + 1);
  const [cards, setCards] = useState<EndpointData<typeof university.participantCards> | null>(null);
  const [loadingCards, setLoadingCards] = useState(false);

  const printCards = async () => {
    setLoadingCards(true);
    const reply = await api.load(
      routes.university.participantCards,
      { params: { id: classId }, query: {} },
      // The list's search and filter as the address has them (the server refuses one it does not know).
      { query: toQueryString({ keyword: query.keyword, progress: query.get('progress') }) },
    );
    setLoadingCards(false);
    if (reply.ok) setCards(reply.data);
    else void alert(reply.message);
  };

  const remove = async (row: Participant) => {
    const sure = await confirm(`${isolated(row.name)}님을 이 학급에서 지울까요? 잘못 등록한 경우에만 지워 주세요.`, {
      title: '참여자 삭제',
      confirmLabel: '삭제',
      tone: 'danger',
    });
    if (!sure) return;
    if (await api.call(routes.university.participantDelete, { params: { id: String(row.id) } }, { unwrap: true }))
      reload();
  };

  const columns: TableColumn<Participant>[] = [
    {
      id: 'name',
      label: '이름',
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => <Link to={`/university/participant/detail/${classId}/${row.id}`}>{row.name}</Link>,
    },
    { id: 'number', label: '학번', allowsSorting: true, render: (row) => row.student_number ?? '-' },
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
            <CopyButton text={userLinkOf(row.link)} label={`${row.name} 링크 복사`} />
          ) : (
            <Text size="sm" tone="muted">
              없음
            </Text>
          )}
          <LinkActions
            name={row.name}
            hasLink={row.link !== null}
            change={changeParticipantLink(row.id)}
            onChanged={reload}
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
        <Button
          variant="secondary"
          isDisabled={cards !== null}
          isLoading={loadingCards}
          loadingLabel="카드를 만드는 중"
          onPress={() => void printCards()}
        >
          링크 카드 인쇄
        </Button>
        <Link to={`/university/participant/register/${classId}`} className={linkButton({ variant: 'primary' })}>
          참여자 등록
        </Link>
      </ClassHeader>
      {cards ? (
        <LinkCards className={current?.name ?? ''} participants={cards} onClose={() => setCards(null)} />
      ) : (
        <>
          <ListView
            label="참여자"
            unit="명"
            query={query}
            load={(search) =>
              api.load(routes.university.participantList, { params: { id: classId }, query: {} }, { query: search })
            }
            columns={columns}
            defaultSort="name"
            search={{ label: '이름 또는 학번' }}
            filters={<QueryFilter query={query} name="progress" label="진행 상태" options={PROGRESS_OPTIONS} />}
            revision={revision}
            empty={{
              title: '아직 참여자가 없습니다',
              description: '한 명씩 등록하거나 아래에서 CSV 파일로 여러 명을 등록해 주세요.',
            }}
          />
          <ParticipantImport
            send={(csv, skipRefused) =>
              api.load(routes.university.participantRegister, {
                body: { class_id: Number(classId), csv, skip_refused: skipRefused },
              })
            }
            onImported={reload}
          />
        </>
      )}
    </Stack>
  );
}
