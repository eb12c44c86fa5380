import { type ApiClient, type ConsultantLogNote, routes } from '@career/api-sdk';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { ReasonForm } from './ReasonForm';

/** Deleting one's own note: kept as deleted with the reason; only the administrator erases it. */
export function DeleteNote({
  client,
  note,
  onDeleted,
}: {
  client: ApiClient;
  note: ConsultantLogNote;
  onDeleted(note: ConsultantLogNote): void;
}) {
  return (
    <Stack space="2">
      <Heading level={3}>일지 지우기</Heading>
      <Text size="sm" tone="muted">
        지운 일지는 목록에서 빠지고 까닭과 함께 남습니다. 완전히 지우는 것은 사이트 관리자만 할 수 있습니다.
      </Text>
      <ReasonForm
        label="일지 지우기"
        submit={(reason) =>
          client.load(routes.consultantLog.remove, {
            params: { actionItem: note.action_item, id: String(note.id) },
            body: { reason },
          })
        }
        onDone={onDeleted}
      />
    </Stack>
  );
}
