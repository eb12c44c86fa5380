import { identities } from '@career/session';
import { Heading, Stack, Text } from '@career/tools-ui';
import { useSnapshot } from 'valtio';

/** The admin landing; statistics and usage trends join it with the admin console. */
export function AdminDashboard() {
  const names = useSnapshot(identities);
  return (
    <Stack space="2">
      <Heading level={1}>대시보드</Heading>
      <Text tone="muted">{names.admin}님, 대학·강사·사용자와 판매 현황을 이곳에서 살펴봅니다.</Text>
    </Stack>
  );
}
