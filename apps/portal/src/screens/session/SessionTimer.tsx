import { Button, Card, CountdownTimer, Heading, Inline, Stack, Text } from '@career/tools-ui';
import { useState } from 'react';

const PRESETS = [3, 5, 10, 15, 30] as const;

/**
 * A session timer for consultants and instructors (spec §2 /consultant-modal/timer and
 * /instructor-modal/timer): a countdown set with one press, for an exercise or an answer's time.
 */
export function SessionTimer() {
  const [minutes, setMinutes] = useState<number>(5);
  return (
    <Stack space="6">
      <Stack space="2">
        <Heading level={1}>타이머</Heading>
        <Text tone="muted">활동이나 답변 시간을 정해 두고 함께 봅니다. 시간이 끝나면 화면에 알려 드립니다.</Text>
      </Stack>
      <Card title="시간 정하기" headingLevel={2}>
        <Inline space="2" wrap>
          {PRESETS.map((preset) => (
            <Button
              key={preset}
              size="sm"
              variant={preset === minutes ? 'primary' : 'secondary'}
              aria-pressed={preset === minutes}
              onPress={() => setMinutes(preset)}
            >
              {preset}분
            </Button>
          ))}
        </Inline>
      </Card>
      <Card title={`${minutes}분 타이머`} headingLevel={2}>
        <CountdownTimer seconds={minutes * 60} label={`${minutes}분 타이머의 남은 시간`} />
      </Card>
    </Stack>
  );
}
