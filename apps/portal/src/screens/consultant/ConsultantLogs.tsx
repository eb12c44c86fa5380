import {
  type ConsultantLogNote,
  type ConsultantLogRow,
  type consultantLog,
  type EndpointData,
  LOG_LIST_STATUSES,
  LOG_TOPIC_NAMES,
  type LogTopic,
  routes,
  todayInKorea,
} from '@career/api-sdk';
import {
  BarChart,
  Button,
  Card,
  dateTimeOf,
  ErrorState,
  Figure,
  Grid,
  Heading,
  Inline,
  ListView,
  NoteBadges,
  NoteEditor,
  Notice,
  QueryFilter,
  ReasonForm,
  Select,
  Skeleton,
  Stack,
  type TableColumn,
  Text,
  UserText,
  useListQuery,
  useLoaded,
} from '@career/tools-ui';
import { useState } from 'react';
import { api } from '../../api';

type Week = EndpointData<typeof consultantLog.dashboard>;

/** What the editor is open on: a note of theirs, a session without a note, or a new note about a student. */
type Editing =
  | { kind: 'note'; note: ConsultantLogNote }
  | { kind: 'new'; student: { id: number; name: string }; topic: LogTopic; runId: number | null };

const STATUS_OPTIONS = LOG_LIST_STATUSES.map((status) => ({
  id: status,
  label: { all: '전체', draft: '초안', signed: '서명함', deleted: '지운 일지' }[status],
}));
const ROLE_NAMES = { consultant: '상담사', manager: '대학 담당자', admin: '관리자' } as const;

/**
 * /consultant-modal/consultant-log: the consultant's week (students seen, notes written, sessions
 * without a note, who read their notes), their notes, the majors of their classes, and the editor.
 */
export function ConsultantLogs() {
  const query = useListQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [version, setVersion] = useState(0);
  const week = useLoaded(() => api.load(routes.consultantLog.dashboard, { body: {} }), version);
  const refresh = () => setVersion((count) => count + 1);

  const open = async (row: Pick<ConsultantLogRow, 'action_item' | 'id'>) => {
    const reply = await api.load(routes.consultantLog.detail, {
      params: { actionItem: row.action_item, id: String(row.id) },
    });
    if (reply.ok) setEditing({ kind: 'note', note: reply.data });
  };

  const columns: TableColumn<ConsultantLogRow>[] = [
    { id: 'session', label: '상담한 날', isRowHeader: true, allowsSorting: true, render: (row) => row.session_on },
    { id: 'student', label: '학생', render: (row) => row.student.name },
    { id: 'topic', label: '주제', render: (row) => LOG_TOPIC_NAMES[row.action_item] },
    { id: 'state', label: '상태', render: (row) => <NoteBadges note={row} /> },
    { id: 'excerpt', label: '내용', render: (row) => row.excerpt || <Text tone="muted">내용 없음</Text> },
    { id: 'reads', label: '읽음', render: (row) => (row.read_count ? `${row.read_count}번` : '-') },
    {
      id: 'open',
      label: '열기',
      render: (row) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${row.session_on} ${row.student.name} 일지 열기`}
          onPress={() => void open(row)}
        >
          열기
        </Button>
      ),
    },
  ];

  return (
    <Stack space="5">
      <Heading level={1}>상담 일지</Heading>
      {editing ? (
        <Card
          title={editing.kind === 'note' ? '일지' : '새 일지'}
          headingLevel={2}
          actions={
            <Button variant="ghost" size="sm" onPress={() => setEditing(null)}>
              닫기
            </Button>
          }
        >
          <NoteEditor
            key={editing.kind === 'note' ? editing.note.id : `${editing.student.id}-${editing.runId}`}
            studentName={editing.kind === 'note' ? editing.note.student.name : editing.student.name}
            topic={editing.kind === 'note' ? editing.note.action_item : editing.topic}
            note={editing.kind === 'note' ? editing.note : null}
            today={todayInKorea()}
            save={(values, sign, draftId) => {
              const about =
                editing.kind === 'note'
                  ? {
                      user_id: editing.note.student.id,
                      action_item: editing.note.action_item,
                      run_id: editing.note.run_id,
                    }
                  : { user_id: editing.student.id, action_item: editing.topic, run_id: editing.runId };
              return api.load(routes.consultantLog.save, {
                body: { ...values, ...about, ...(draftId ? { id: draftId } : {}), sign },
              });
            }}
            amend={(id, text) =>
              api.load(routes.consultantLog.amend, {
                params: {
                  actionItem: editing.kind === 'note' ? editing.note.action_item : editing.topic,
                  id: String(id),
                },
                body: { text },
              })
            }
            onSaved={refresh}
          />
          {editing.kind === 'note' && editing.note.mine && !editing.note.deleted ? (
            <DeleteNote
              note={editing.note}
              onDeleted={(note) => {
                setEditing({ kind: 'note', note });
                refresh();
              }}
            />
          ) : null}
        </Card>
      ) : null}
      {week.status === 'loading' ? (
        <Skeleton label="이번 주를 불러오는 중" lines={4} />
      ) : week.status !== 'ready' ? (
        <ErrorState
          title="이번 주를 불러오지 못했습니다"
          description={week.status === 'error' ? week.message : undefined}
          onRetry={week.retry}
        />
      ) : (
        <WeekView week={week.data} onWrite={(editingNew) => setEditing(editingNew)} />
      )}
      <NewNote onStart={setEditing} />
      <StudentTimeline />
      <Stack space="2">
        <Heading level={2}>내 일지</Heading>
        <ListView
          key={version}
          label="내 일지"
          query={query}
          load={(search) =>
            api.load(routes.consultantLog.list, { body: Object.fromEntries(new URLSearchParams(search)) })
          }
          columns={columns}
          defaultSort="-session"
          search={{ label: '학생 이름 또는 내용' }}
          filters={<QueryFilter query={query} name="status" label="상태" options={STATUS_OPTIONS} />}
          empty={{
            title: '아직 쓴 일지가 없습니다',
            description: '도구 창의 "상담 일지" 버튼이나 위의 "일지 쓰기"로 씁니다.',
          }}
        />
      </Stack>
      <Majors />
    </Stack>
  );
}

function WeekView({ week, onWrite }: { week: Week; onWrite(editing: Editing): void }) {
  return (
    <Stack space="4">
      <Heading level={2}>
        이번 주 ({week.from} ~ {week.to})
      </Heading>
      <Grid minItemWidth="10rem" space="3">
        <Figure label="만난 학생" value={`${week.students_seen}명`} />
        <Figure label="쓴 일지" value={`${week.notes_written}건`} />
        <Figure label="서명한 일지" value={`${week.notes_signed}건`} />
        <Figure label="서명 안 한 초안 (전체)" value={`${week.drafts}건`} />
      </Grid>
      <Card
        title={`일지 없는 상담 ${week.without_note.length}건`}
        headingLevel={3}
        description="내가 시작한 도구 가운데 아직 일지가 없는 것입니다."
      >
        {week.without_note.length === 0 ? (
          <Text tone="muted">모든 상담에 일지가 있습니다.</Text>
        ) : (
          <ul>
            {week.without_note.map((session) => (
              <li key={session.run_id}>
                <Inline space="2" alignY="center" wrap>
                  <Text as="span">
                    {dateTimeOf(session.started_at)} · {session.student.name} · {LOG_TOPIC_NAMES[session.action_item]}
                  </Text>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${session.student.name} ${LOG_TOPIC_NAMES[session.action_item]} 일지 쓰기`}
                    onPress={() =>
                      onWrite({
                        kind: 'new',
                        student: session.student,
                        topic: session.action_item,
                        runId: session.run_id,
                      })
                    }
                  >
                    일지 쓰기
                  </Button>
                </Inline>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        title="내 일지를 읽은 기록"
        headingLevel={3}
        description="대학에 공개한 일지를 다른 사람이 읽으면 여기에 남습니다."
      >
        {week.recent_reads.length === 0 ? (
          <Text tone="muted">아직 없습니다.</Text>
        ) : (
          <ul>
            {week.recent_reads.map((read) => (
              <li key={`${read.log_id}-${read.read_at}`}>
                <Text size="sm">
                  {dateTimeOf(read.read_at)} · {ROLE_NAMES[read.reader_role]} <UserText>{read.reader_name}</UserText>
                  님이 <UserText>{read.student_name}</UserText> 학생의 {LOG_TOPIC_NAMES[read.action_item]} 일지를
                  읽었습니다
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Stack>
  );
}

/** A note about one of their students with no tool session behind it ('일반 상담'). */
function NewNote({ onStart }: { onStart(editing: Editing): void }) {
  const students = useLoaded(() => api.load(routes.users.studentList), 'students');
  const [chosen, setChosen] = useState<string | null>(null);
  if (students.status !== 'ready' || students.data.length === 0) return null;
  const student = students.data.find((one) => String(one.id) === chosen);
  return (
    <Card title="일반 상담 일지 쓰기" headingLevel={2} description="도구 없이 만난 상담도 남길 수 있습니다.">
      <Inline space="2" alignY="bottom" wrap>
        <Select
          label="학생"
          selectedKey={chosen}
          onSelectionChange={(key) => setChosen(String(key))}
          options={students.data.map((one) => ({
            id: String(one.id),
            label: `${one.name}${one.class ? ` (${one.class.name})` : ''}`,
          }))}
        />
        <Button
          variant="primary"
          isDisabled={!student}
          onPress={() => student && onStart({ kind: 'new', student, topic: 'general', runId: null })}
        >
          일지 쓰기
        </Button>
      </Inline>
    </Card>
  );
}

/** The majors of the consultant's classes' students, as bars with their counts (a table for screen readers). */
function Majors() {
  const majors = useLoaded(() => api.load(routes.consultantLog.majorDistribution, { body: {} }), 'majors');
  if (majors.status !== 'ready' || majors.data.total === 0) return null;
  const top = Math.max(...majors.data.bars.map((bar) => bar.count));
  return (
    <Card
      title="담당 학생의 전공"
      headingLevel={2}
      description={`${majors.data.total}명, 대학 담당자가 등록한 전공 기준`}
    >
      <BarChart
        title="전공별 학생 수"
        valueLabel="학생 수"
        max={top}
        format={(value) => `${value}명`}
        data={majors.data.bars.map((bar) => ({ label: bar.major ?? '전공 미입력', value: bar.count }))}
      />
    </Card>
  );
}

/** Deleting one's own note: kept as deleted with the reason; only the administrator erases it. */
function DeleteNote({ note, onDeleted }: { note: ConsultantLogNote; onDeleted(note: ConsultantLogNote): void }) {
  return (
    <Stack space="2">
      <Heading level={3}>일지 지우기</Heading>
      <Text size="sm" tone="muted">
        지운 일지는 목록에서 빠지고 까닭과 함께 남습니다. 완전히 지우는 것은 사이트 관리자만 할 수 있습니다.
      </Text>
      <ReasonForm
        label="일지 지우기"
        submit={(reason) =>
          api.load(routes.consultantLog.remove, {
            params: { actionItem: note.action_item, id: String(note.id) },
            body: { reason },
          })
        }
        onDone={onDeleted}
      />
    </Stack>
  );
}

const EVENT_NAMES = { result: '결과', note: '상담 일지', action_item: '실행 계획' } as const;

/** One student's path across tools: results, notes and action items in time order, with the note count. */
function StudentTimeline() {
  const students = useLoaded(() => api.load(routes.users.studentList), 'timeline-students');
  const [chosen, setChosen] = useState<string | null>(null);
  const career = useLoaded(
    () => (chosen ? api.load(routes.consultantLog.career, { params: { userId: chosen } }) : null),
    chosen,
  );
  const count = useLoaded(
    () => (chosen ? api.load(routes.consultantLog.count, { params: { userId: chosen } }) : null),
    chosen,
  );
  if (students.status !== 'ready' || students.data.length === 0) return null;
  return (
    <Card title="학생의 진로 흐름" headingLevel={2} description="도구 결과, 상담 일지, 실행 계획을 시간순으로 봅니다.">
      <Stack space="3">
        <Inline space="2">
          <Select
            label="학생"
            selectedKey={chosen}
            onSelectionChange={(key) => setChosen(String(key))}
            options={students.data.map((one) => ({ id: String(one.id), label: one.name }))}
          />
        </Inline>
        {count.status === 'ready' ? (
          <Text size="sm" tone="muted">
            상담 일지 {count.data.total}건 (서명 {count.data.signed}, 초안 {count.data.drafts})
            {count.data.last_session_on ? ` · 마지막 상담 ${count.data.last_session_on}` : ''}
          </Text>
        ) : null}
        {career.status === 'ready' ? (
          career.data.events.length === 0 ? (
            <Text tone="muted">아직 남은 기록이 없습니다.</Text>
          ) : (
            <ol>
              {career.data.events.map((event) => (
                <li key={`${event.kind}-${event.ref}`}>
                  <Text size="sm">
                    {event.at.slice(0, 10)} · {EVENT_NAMES[event.kind]} · {LOG_TOPIC_NAMES[event.action_item]} ·{' '}
                    {event.title}
                    {event.detail ? `: ${event.detail}` : ''}
                    {event.kind === 'action_item' ? (event.done ? ' (했음)' : ' (남음)') : ''}
                  </Text>
                </li>
              ))}
            </ol>
          )
        ) : career.status === 'error' ? (
          <Notice tone="danger">{career.message}</Notice>
        ) : null}
      </Stack>
    </Card>
  );
}
