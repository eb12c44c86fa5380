import { ACTION_ITEMS, type ActionItem, type admin, type EndpointData, routes, TOOL_NAMES } from '@career/api-sdk';
import {
  Card,
  changesOf,
  dateTimeOf,
  Loaded,
  Stack,
  Table,
  type TableColumn,
  Text,
  UserText,
  useLoaded,
} from '@career/tools-ui';
import { api } from '../api';

type Entry = EndpointData<typeof admin.auditList>['items'][number];

/** Tool ids in a change (a class's tools, a gift's) read as the tools' names. */
const TOOL_ID = new RegExp(`\\b(${ACTION_ITEMS.join('|')})\\b`, 'g');
const toolWords = (text: string) => text.replace(TOOL_ID, (id) => TOOL_NAMES[id as ActionItem]);

/** The last changes made to one thing, newest first: who, when, what, and each field before and after. */
export function AuditTrail({ entity, entityId }: { entity: string; entityId: number | string }) {
  const loaded = useLoaded(
    () => api.load(routes.admin.auditList, { query: {} }, { query: `entity=${entity}&entity_id=${entityId}&size=20` }),
    `${entity}/${entityId}`,
  );
  const columns: TableColumn<Entry>[] = [
    { id: 'when', label: '언제', render: (row) => dateTimeOf(row.created_at), width: '11rem' },
    { id: 'who', label: '누가', render: (row) => <UserText>{row.admin_name}</UserText>, width: '7rem' },
    {
      id: 'what',
      label: '무엇을',
      isRowHeader: true,
      render: (row) =>
        row.reason ? (
          <Stack space="1">
            <span>
              <UserText>{row.summary}</UserText>
            </span>
            <Text size="sm" tone="muted">
              사유: <UserText>{row.reason}</UserText>
            </Text>
          </Stack>
        ) : (
          <UserText>{row.summary}</UserText>
        ),
    },
    {
      id: 'changes',
      label: '바뀐 내용',
      render: (row) => {
        const changes = changesOf(row.before, row.after);
        return changes.length === 0 ? (
          '-'
        ) : (
          <Stack space="1">
            {changes.map((change) => (
              <Text key={change.field} size="sm">
                {change.field}: <UserText>{toolWords(change.before)}</UserText> →{' '}
                <UserText>{toolWords(change.after)}</UserText>
              </Text>
            ))}
          </Stack>
        );
      },
    },
  ];
  return (
    <Card title="변경 기록" headingLevel={2} description="관리자가 바꾼 내용이 남습니다(최근 20건).">
      {loaded.status === 'error' ? (
        <Loaded value={loaded} failed="변경 기록을 불러오지 못했습니다" />
      ) : (
        <Table
          label="변경 기록"
          columns={columns}
          rows={loaded.status === 'ready' ? loaded.data.items : []}
          isLoading={loaded.status === 'loading'}
          emptyState={<Text tone="muted">아직 기록이 없습니다.</Text>}
        />
      )}
    </Card>
  );
}
