import type { Audience } from '@career/api-sdk';
import { Heading, Stack, Text } from '@career/tools-ui';
import { StudentPicker } from './StudentPicker';

/** Before a consultant's or instructor's tool screen: whom to run it for. */
export function ChooseStudent({ audience, toolName }: { audience: Audience; toolName: string }) {
  const caption = audience === 'instructor' ? '수업 참여자' : '담당 학생';
  return (
    <Stack space="6">
      <Stack space="2">
        <Heading level={1}>{toolName}: 누구와 진행할까요?</Heading>
        <Text tone="muted">
          {caption}을 한 명 고르면 그 학생의 답과 결과로 도구를 진행합니다. 고른 학생은 이 탭을 닫을 때까지 유지됩니다.
        </Text>
      </Stack>
      <StudentPicker caption={caption} />
    </Stack>
  );
}
