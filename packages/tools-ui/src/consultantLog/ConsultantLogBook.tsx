import {
  type ApiClient,
  type ConsultantLogRow,
  LOG_LIST_STATUSES,
  LOG_TOPIC_NAMES,
  routes,
  todayInKorea,
} from '@career/api-sdk';
import { useState } from 'react';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';
import type { TableColumn } from '../components/Table';
import { Text } from '../components/Text';
import { ListView } from '../console/ListView';
import { useListQuery } from '../console/listQuery';
import { QueryFilter } from '../console/QueryFilter';
import { Loaded } from '../tools/framework/Loaded';
import { useLoaded } from '../tools/framework/useLoaded';
import { ConsultantWeek } from './ConsultantWeek';
import { DeleteNote } from './DeleteNote';
import type { Editing } from './editing';
import { NewNote } from './NewNote';
import { NoteEditor } from './NoteEditor';
import { NoteBadges } from './NoteView';
import { StudentMajors } from './StudentMajors';
import { StudentTimeline } from './StudentTimeline';

const STATUS_OPTIONS = LOG_LIST_STATUSES.map((status) => ({
  id: status,
  label: { all: '전체', draft: '초안', signed: '서명함', deleted: '지운 일지' }[status],
}));
/**
 * /consultant-modal/consultant-log: the consultant's week (students seen, notes written, sessions
 * without a note, who read their notes), their notes, the majors of their classes, and the editor.
 */
export function ConsultantLogBook({ client }: { client: ApiClient }) {
  const query = useListQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [version, setVersion] = useState(0);
  const week = useLoaded(() => client.load(routes.consultantLog.dashboard, { body: {} }), version);
  const refresh = () => setVersion((count) => count + 1);

  const open = async (row: Pick<ConsultantLogRow, 'action_item' | 'id'>) => {
    const reply = await client.load(routes.consultantLog.detail, {
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
              return client.load(routes.consultantLog.save, {
                body: { ...values, ...about, ...(draftId ? { id: draftId } : {}), sign },
              });
            }}
            amend={(id, text) =>
              client.load(routes.consultantLog.amend, {
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
              client={client}
              note={editing.note}
              onDeleted={(note) => {
                setEditing({ kind: 'note', note });
                refresh();
              }}
            />
          ) : null}
        </Card>
      ) : null}
      <Loaded
        value={week}
        failed="이번 주를 불러오지 못했습니다"
        loading={{ label: '이번 주를 불러오는 중', lines: 4 }}
      >
        {(data) => <ConsultantWeek week={data} onWrite={(editingNew) => setEditing(editingNew)} />}
      </Loaded>
      <NewNote client={client} onStart={setEditing} />
      <StudentTimeline client={client} />
      <Stack space="2">
        <Heading level={2}>내 일지</Heading>
        <ListView
          key={version}
          label="내 일지"
          query={query}
          load={(search) =>
            client.load(routes.consultantLog.list, { body: Object.fromEntries(new URLSearchParams(search)) })
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
      <StudentMajors client={client} />
    </Stack>
  );
}
