import { type Audience, callsFor, type dashboard, type EndpointData, routes, TOOL_NAMES } from '@career/api-sdk';
import { Stack, Text, useLoaded } from '@career/tools-ui';
import { api } from '../api';

export type Overview = EndpointData<typeof dashboard.userOverview>;

/** `GET /dashboard/{id}` for the audience: where the user stands in each tool they may use. */
export function useOverview(audience: Audience, userId: number | null, refresh = 0) {
  return useLoaded(
    () =>
      userId === null
        ? null
        : api.load(callsFor(routes.dashboard, audience).overview, { params: { userId: String(userId) } }),
    `${audience}:${userId}:${refresh}`,
  );
}

/** The action items still to do, nearest due date first, with how many are done. */
export function PendingActionItems({ items }: { items: Overview['action_items'] }) {
  if (items.total === 0) {
    return (
      <Text size="sm" tone="muted">
        아직 정한 실천 계획이 없습니다. 도구를 마치면 결과에 맞는 실천 계획을 정할 수 있습니다.
      </Text>
    );
  }
  return (
    <Stack space="2">
      <Text size="sm" tone="muted">
        실천 계획 {items.total}개 중 {items.done}개를 마쳤습니다.
      </Text>
      {items.pending.length > 0 ? (
        <ul>
          {items.pending.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and kept in the server's order.
            <li key={index}>
              <Text size="sm">
                {item.content}{' '}
                <Text as="span" size="sm" tone="muted">
                  ({TOOL_NAMES[item.action_item]}
                  {item.due_date ? ` · ${item.due_date}까지` : ''})
                </Text>
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
