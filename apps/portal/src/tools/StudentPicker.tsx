import { type ActionItem, COMPLETED_FLAG, routes } from '@career/api-sdk';
import { completedFrom } from '@career/session';
import { Badge, Button, EmptyState, Loaded, Table, type TableColumn, useLoaded } from '@career/tools-ui';
import { useSnapshot } from 'valtio';
import { api } from '../api';
import { chooseStudent, type SessionStudent, sessionStudent } from './sessionStudent';

interface StudentRow {
  id: number;
  name: string;
  student_number: string | null;
  class: { name: string } | null;
  results: readonly { action_item: ActionItem }[];
}

export interface StudentPickerProps {
  /** What the list is of, for its caption: '담당 학생' or '수업 참여자'. */
  caption: string;
  /** After a choice (e.g. go on to the tool). */
  onChosen?: (student: SessionStudent) => void;
}

/** The caller's students (or participants), with the tools each completed, to run a session's tools for. */
export function StudentPicker({ caption, onChosen }: StudentPickerProps) {
  const chosen = useSnapshot(sessionStudent).current;
  const students = useLoaded(() => api.load(routes.users.studentList), 'students');
  if (students.status !== 'ready')
    return (
      <Loaded
        value={students}
        failed={`${caption} 목록을 불러오지 못했습니다`}
        loading={{ label: `${caption} 목록을 불러오는 중`, lines: 4 }}
      />
    );
  if (students.data.length === 0) {
    return (
      <EmptyState
        title={`아직 ${caption}이 없습니다`}
        description="대학 담당자가 수업에 학생을 등록하면 여기에 보입니다."
      />
    );
  }
  const columns: TableColumn<StudentRow>[] = [
    { id: 'name', label: '이름', render: (row) => row.name, isRowHeader: true },
    { id: 'number', label: '학번', render: (row) => row.student_number ?? '-' },
    { id: 'class', label: '수업', render: (row) => row.class?.name ?? '-' },
    {
      id: 'done',
      label: '마친 도구',
      render: (row) => {
        const flags = completedFrom(row.results);
        const count = Object.values(COMPLETED_FLAG).filter((flag) => flags[flag]).length;
        return `${count}개`;
      },
    },
    {
      id: 'choose',
      label: '선택',
      render: (row) =>
        chosen?.id === row.id ? (
          <Badge tone="brand" icon="check">
            선택됨
          </Badge>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${row.name} 선택`}
            onPress={() => {
              chooseStudent(row);
              onChosen?.(row);
            }}
          >
            선택
          </Button>
        ),
    },
  ];
  return <Table label={`${caption} 목록`} columns={columns} rows={students.data} />;
}
