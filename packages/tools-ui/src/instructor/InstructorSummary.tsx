import type { InstructorDashboard } from '@career/api-sdk';
import { TOOL_NAMES } from '@career/api-sdk';
import { Grid } from '../components/Grid';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { Figure } from '../console/Figure';
import { won } from '../patterns/OrderFacts';

/** The instructor's period at a glance: classes, participants, fees still owed, kit uses left, tools run. */
export function InstructorSummary({ dashboard }: { dashboard: InstructorDashboard }) {
  const { classes, fees, tools } = dashboard;
  const teaching = classes.upcoming + classes.ongoing;
  const runs = tools.reduce((total, tool) => total + tool.started, 0);
  const finished = tools.reduce((total, tool) => total + tool.finished, 0);
  return (
    <Stack space="3">
      <Grid minItemWidth="12rem" space="3">
        <Figure
          label="진행 중·예정 수업"
          value={`${teaching}개`}
          note={`끝남 ${classes.finished} · 취소 ${classes.cancelled}`}
        />
        <Figure label="참여자" value={`${dashboard.participants}명`} note="취소한 수업을 뺀 수업의 참여자" />
        <Figure
          label="받을 강사료"
          value={won(fees.outstanding)}
          note={`입금 ${won(fees.deposited)} / 약정 ${won(fees.agreed)}`}
        />
        <Figure label="남은 키트" value={`${dashboard.kit_uses_left}명분`} note="결제한 키트 중 쓰지 않은 만큼" />
      </Grid>
      <Text size="sm" tone="muted">
        {runs === 0
          ? '이 기간에 진행한 도구가 없습니다.'
          : `이 기간에 도구를 ${runs}번 진행했고 ${finished}번 결과까지 마쳤습니다: ${tools
              .map(
                (tool) =>
                  `${TOOL_NAMES[tool.action_item as keyof typeof TOOL_NAMES] ?? tool.action_item} ${tool.started}`,
              )
              .join(' · ')}`}
      </Text>
    </Stack>
  );
}
