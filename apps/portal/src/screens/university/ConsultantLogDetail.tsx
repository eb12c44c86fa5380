import { routes } from '@career/api-sdk';
import { Card, Heading, NoteView, ReasonForm, RecordPending, Stack, UserText, useLoaded } from '@career/tools-ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api';
import { useScreenTitle } from '../../layouts/RootLayout';

/**
 * /university/consultant-log/detail/{actionItem}/{actionItemId} and
 * /university/participant/consultant-log/{actionItem}/{actionItemId}: one shared note (the read is
 * recorded for its author), and deleting it with a reason (kept as deleted; decision 024).
 */
export function ConsultantLogDetail() {
  const title = useScreenTitle();
  const { actionItem = '', actionItemId = '' } = useParams();
  const loaded = useLoaded(
    () =>
      api.load(routes.university.consultantLogDetail, {
        params: { actionItem: actionItem as 'general', id: actionItemId },
      }),
    `${actionItem}/${actionItemId}`,
  );
  const [deleted, setDeleted] = useState<typeof loaded.data | null>(null);
  if (loaded.status !== 'ready') return <RecordPending value={loaded} title={title} what="상담 일지" />;
  const note = deleted ?? loaded.data;
  return (
    <Stack space="5">
      <Heading level={1}>{title}</Heading>
      <Card>
        <NoteView note={note} headingLevel={2} />
      </Card>
      {note.student.class ? (
        <Link to={`/university/participant/detail/${note.student.class.id}/${note.student.id}`}>
          <UserText>{note.student.name}</UserText> 학생 상세로
        </Link>
      ) : null}
      {note.deleted ? null : (
        <Card
          title="일지 지우기"
          headingLevel={2}
          description="지운 일지는 목록에서 빠지고, 누가 언제 왜 지웠는지와 함께 남습니다. 완전히 지우는 것은 사이트 관리자만 할 수 있습니다."
        >
          <ReasonForm
            label="일지 지우기"
            submit={(reason) =>
              api.load(routes.university.consultantLogDelete, {
                params: { actionItem: note.action_item, id: String(note.id) },
                body: { reason },
              })
            }
            onDone={setDeleted}
          />
        </Card>
      )}
    </Stack>
  );
}
