import { ACTION_ITEMS } from '@career/api-sdk';
import { Button, Card, Heading, Stack, Text } from '@career/tools-ui';
import { useOverview } from '../../tools/overview';
import { StudentPicker } from '../../tools/StudentPicker';
import { chooseStudent } from '../../tools/sessionStudent';
import { useSubject } from '../../tools/subject';
import { ToolLauncher } from '../../tools/ToolLauncher';

/** The instructor's class: its participants, the one a tool is run for, and the tools. */
export function InstructorClass() {
  const participant = useSubject('instructor');
  const overview = useOverview('instructor', participant?.id ?? null);
  return (
    <Stack space="8">
      <Stack space="2">
        <Heading level={1}>수업</Heading>
        <Text tone="muted">수업 참여자를 한 명 고르면 그 참여자의 답과 결과로 도구를 진행합니다.</Text>
      </Stack>
      <Card title="진행할 참여자" headingLevel={2}>
        {participant ? (
          <Stack space="3" align="start">
            <Text>
              <strong>{participant.name}</strong> 님과 진행합니다.
            </Text>
            <Button size="sm" variant="secondary" onPress={() => chooseStudent(null)}>
              다른 참여자 고르기
            </Button>
          </Stack>
        ) : (
          <StudentPicker caption="수업 참여자" />
        )}
      </Card>
      <section aria-labelledby="instructor-tools">
        <Stack space="4">
          <Heading level={2} id="instructor-tools">
            수업 도구
          </Heading>
          <ToolLauncher
            audience="instructor"
            tools={ACTION_ITEMS}
            progress={overview.status === 'ready' ? overview.data.tools : null}
            isReady={Boolean(participant)}
          />
        </Stack>
      </section>
    </Stack>
  );
}
