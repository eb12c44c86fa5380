import { type ConsultantLogRow, LOG_TOPIC_NAMES, LOG_TOPICS, routes } from '@career/api-sdk';
import { ListView, QueryFilter, Stack, type TableColumn, Text, useListQuery, useLoaded } from '@career/tools-ui';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';
import { ClassHeader } from './ClassHeader';

const TOPIC_OPTIONS = [
  { id: 'all', label: '전체' },
  ...LOG_TOPICS.map((topic) => ({ id: topic, label: LOG_TOPIC_NAMES[topic] })),
];

/** /university/consultant-log/{universityClassId}: the class's notes its consultants signed and shared. */
export function ConsultantLogList() {
  const classId = useParams().universityClassId ?? '';
  const query = useListQuery();
  const consultants = useLoaded(() => api.load(routes.university.consultantList, { params: { id: classId } }), classId);
  const columns: TableColumn<ConsultantLogRow>[] = [
    {
      id: 'session',
      label: '상담한 날',
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => (
        <Link
          to={`/university/consultant-log/detail/${row.action_item}/${row.id}`}
          aria-label={`${row.session_on} ${row.student.name} 상담 일지`}
        >
          {row.session_on}
        </Link>
      ),
    },
    { id: 'student', label: '학생', render: (row) => row.student.name },
    { id: 'topic', label: '주제', render: (row) => LOG_TOPIC_NAMES[row.action_item] },
    { id: 'author', label: '상담사', render: (row) => row.author.name },
    {
      id: 'excerpt',
      label: '내용',
      render: (row) => (row.excerpt ? row.excerpt : <Text tone="muted">내용 없음</Text>),
    },
    { id: 'amended', label: '덧붙임', render: (row) => (row.amendment_count ? `${row.amendment_count}건` : '-') },
  ];
  return (
    <Stack space="5">
      <ClassHeader title="상담 일지" page="/university/consultant-log" />
      <Text tone="muted">
        상담사가 서명하고 대학에 공개한 일지만 보입니다. 일지를 열면 읽은 기록이 작성자에게 남습니다.
      </Text>
      <ListView
        label="상담 일지"
        query={query}
        load={(search) =>
          api.load(routes.university.consultantLogs, { params: { id: classId }, query: {} }, { query: search })
        }
        columns={columns}
        defaultSort="-session"
        search={{ label: '학생, 상담사 또는 내용' }}
        filters={
          <>
            <QueryFilter query={query} name="action_item" label="주제" options={TOPIC_OPTIONS} />
            <QueryFilter
              query={query}
              name="consultant_id"
              label="상담사"
              options={[
                { id: 'all', label: '전체' },
                ...(consultants.status === 'ready'
                  ? consultants.data.map((one) => ({ id: String(one.id), label: one.name }))
                  : []),
              ]}
            />
          </>
        }
        empty={{
          title: '공개된 상담 일지가 없습니다',
          description: '상담사가 일지를 서명하고 우리 대학에 공개하면 여기에 나옵니다.',
        }}
      />
    </Stack>
  );
}
