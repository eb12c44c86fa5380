import type { ApiClient } from '@career/api-sdk';
import { useState } from 'react';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Inline } from '../components/Inline';
import { Stack } from '../components/Stack';
import type { Editing } from './editing';
import { type ChosenStudent, StudentChooser, useStudentSearch } from './StudentChooser';

/** A note about one of their students with no tool session behind it ('일반 상담'). */
export function NewNote({ client, onStart }: { client: ApiClient; onStart(editing: Editing): void }) {
  const students = useStudentSearch(client);
  const [student, setStudent] = useState<ChosenStudent | null>(null);
  if (students.hidden) return null;
  return (
    <Card title="일반 상담 일지 쓰기" headingLevel={2} description="도구 없이 만난 상담도 남길 수 있습니다.">
      <Stack space="2">
        <StudentChooser
          students={students}
          chosen={student}
          onChoose={setStudent}
          labelOf={(one) => `${one.name}${one.class ? ` (${one.class.name})` : ''}`}
        />
        <Inline space="2">
          <Button
            variant="primary"
            isDisabled={!student}
            onPress={() => student && onStart({ kind: 'new', student, topic: 'general', runId: null })}
          >
            일지 쓰기
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
