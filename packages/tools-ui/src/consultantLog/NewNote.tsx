import { type ApiClient, routes } from '@career/api-sdk';
import { useState } from 'react';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Inline } from '../components/Inline';
import { Select } from '../components/Select';
import { useLoaded } from '../tools/framework/useLoaded';
import type { Editing } from './editing';

/** A note about one of their students with no tool session behind it ('일반 상담'). */
export function NewNote({ client, onStart }: { client: ApiClient; onStart(editing: Editing): void }) {
  const students = useLoaded(() => client.load(routes.users.studentList), 'students');
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
