import { routes } from '@career/api-sdk';
import { Card, Heading, NoteView, ReasonForm, RecordPending, Stack, UserText, useLoaded } from '@career/tools-ui';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api';
import { useScreenTitle } from '../../layouts/RootLayout';

/**
 * /admin/user/consultant-log/{actionItem}/{actionItemId} (and the instructor's): one consultant log,
 * the read recorded for its author, and erasing it for good with a reason in the audit log (decision 024).
 */
export function ConsultantLogAdmin() {
  const title = useScreenTitle();
  const { actionItem = '', actionItemId = '' } = useParams();
  const navigate = useNavigate();
  const loaded = useLoaded(
    () =>
      api.load(routes.admin.consultantLogDetail, { params: { actionItem: actionItem as 'general', id: actionItemId } }),
    `${actionItem}/${actionItemId}`,
  );
  if (loaded.status !== 'ready') return <RecordPending value={loaded} title={title} what="상담 일지" />;
  const note = loaded.data;
  return (
    <Stack space="5">
      <Heading level={1}>{title}</Heading>
      <Card>
        <NoteView note={note} headingLevel={2} />
      </Card>
      <Link to={`/user/detail/${note.student.id}`}>
        <UserText>{note.student.name}</UserText> 사용자 상세로
      </Link>
      <Card
        title="완전히 지우기"
        headingLevel={2}
        description="일지와 덧붙임, 읽은 기록이 모두 지워지고 되돌릴 수 없습니다. 누가 언제 왜 지웠는지는 감사 기록에 남습니다."
      >
        <ReasonForm
          label="완전히 지우기"
          submit={(reason) =>
            api.load(routes.admin.consultantLogErase, {
              params: { actionItem: note.action_item, id: String(note.id) },
              body: { reason },
            })
          }
          onDone={() => navigate(`/user/detail/${note.student.id}`)}
        />
      </Card>
    </Stack>
  );
}
