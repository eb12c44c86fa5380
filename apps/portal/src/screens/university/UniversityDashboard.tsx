import { identities, sessions } from '@career/session';
import { Heading, Stack, Text } from '@career/tools-ui';
import { useSnapshot } from 'valtio';

/** A class's dashboard; its figures come with the university area. */
export function UniversityDashboard() {
  const names = useSnapshot(identities);
  const university = useSnapshot(sessions.university);
  return (
    <Stack space="2">
      <Heading level={1}>학급 대시보드</Heading>
      <Text tone="muted">
        {university.university?.name} · {names.university} 담당자님
      </Text>
    </Stack>
  );
}
