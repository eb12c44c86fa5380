import { type EndpointData, routes, type users } from '@career/api-sdk';
import { Badge, Button, ListView, type TableColumn, useListQuery } from '@career/tools-ui';
import { useSnapshot } from 'valtio';
import { api } from '../api';
import { chooseStudent, type SessionStudent, sessionStudent } from './sessionStudent';

type StudentRow = EndpointData<typeof users.studentList>['items'][number];

export interface StudentPickerProps {
  /** What the list is of, for its caption: '담당 학생' or '수업 참여자'. */
  caption: string;
  /** After a choice (e.g. go on to the tool). */
  onChosen?: (student: SessionStudent) => void;
}

/**
 * The caller's students (or participants), with how many tools each completed, to run a session's
 * tools for: searched by name or student number, sorted and paged on the server, all in the address.
 */
export function StudentPicker({ caption, onChosen }: StudentPickerProps) {
  const chosen = useSnapshot(sessionStudent).current;
  const query = useListQuery();
  const columns: TableColumn<StudentRow>[] = [
    { id: 'name', label: '이름', render: (row) => row.name, isRowHeader: true, allowsSorting: true },
    { id: 'number', label: '학번', render: (row) => row.student_number ?? '-', allowsSorting: true },
    { id: 'class', label: '수업', render: (row) => row.class?.name ?? '-', allowsSorting: true },
    {
      id: 'done',
      label: '마친 도구',
      // The server gives each tool once, however often it was completed.
      render: (row) => `${row.completed.length}개`,
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
  return (
    <ListView
      label={caption}
      query={query}
      load={(search) => api.load(routes.users.studentList, { query: {} }, { query: search })}
      columns={columns}
      defaultSort="name"
      search={{ label: '이름 또는 학번' }}
      unit="명"
      empty={{
        title: `아직 ${caption}이 없습니다`,
        description: '대학 담당자가 수업에 학생을 등록하면 여기에 보입니다.',
      }}
    />
  );
}
