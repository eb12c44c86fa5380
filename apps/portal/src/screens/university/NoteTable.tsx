import { type ConsultantLogRow, LOG_TOPIC_NAMES } from '@career/api-sdk';
import { Table, type TableColumn, Text } from '@career/tools-ui';
import { Link } from 'react-router-dom';

/** Consultant logs in a table: day, student, topic, author, the first words; each opens its note. */
export function NoteTable({
  notes,
  detailPath,
  label = '상담 일지',
}: {
  notes: readonly ConsultantLogRow[];
  detailPath(note: ConsultantLogRow): string;
  label?: string;
}) {
  const columns: TableColumn<ConsultantLogRow>[] = [
    {
      id: 'day',
      label: '상담한 날',
      isRowHeader: true,
      render: (row) => (
        <Link to={detailPath(row)} aria-label={`${row.session_on} ${row.student.name} 상담 일지`}>
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
    <Table
      label={label}
      columns={columns}
      rows={[...notes]}
      emptyState={<Text tone="muted">공개된 상담 일지가 없습니다.</Text>}
    />
  );
}
