import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Heading } from '../../../components/Heading';
import { Stack } from '../../../components/Stack';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { confirm } from '../../../shell/dialog';
import * as styles from '../screens.css';
import { type ToolScreenName, useOptionalTool } from '../ToolContext';
import { useToolRun } from '../ToolRunContext';
import { ToolScreen } from '../ToolScreen';
import { pastResultLabel } from './pastResults';

export interface ToolMainProps {
  title: string;
  description: string;
  /** What the tool asks and gives, as three short facts. */
  facts: { time: ReactNode; does: ReactNode; gives: ReactNode };
  /** Where the user stands in the open run, for a returning user. */
  recap: string;
  /** Beside the recap (a way back to how the tool goes, say). */
  recapAction?: ReactNode;
  /** Where "이어서 하기" goes. */
  resume: string;
  /** The first screen of a new run (default: introduce). */
  first?: string;
  /** Where a past result is shown. */
  resultScreen: string;
  /** Said above the facts (why the tool may not be taken, say). */
  notice?: ReactNode;
  /** False when the user may not start the tool (then no start or resume is offered). */
  canStart?: boolean;
}

/**
 * Every tool's front page (decision 017): what it is, where the user left off, and the results kept
 * so far, each with its time and what it said.
 */
export function ToolMain({
  title,
  description,
  facts,
  recap,
  recapAction,
  resume,
  first = 'introduce',
  resultScreen,
  notice,
  canStart = true,
}: ToolMainProps) {
  const tool = useOptionalTool();
  const { snapshot, actions } = useToolRun();
  const navigate = (screen: string, runId?: number) => tool?.navigate(screen as ToolScreenName<never>, runId);
  const open = snapshot.run?.status === 'open' ? snapshot.run : null;
  const started = Boolean(open && open.answers.length > 0);

  const begin = async () => {
    if (await actions.start(false)) navigate(first);
  };

  // A new run leaves the open one behind: the answers given so far could not be resumed, so ask first.
  const restart = async () => {
    const given = open?.answers.length ?? 0;
    const sure = await confirm(
      `지금까지 답한 ${given}개는 이어서 할 수 없게 됩니다. 지난 결과는 그대로 남습니다. 새로 시작할까요?`,
      { title: '처음부터 다시 할까요?', confirmLabel: '처음부터 다시', tone: 'danger' },
    );
    if (sure && (await actions.start(true))) navigate(first);
  };

  return (
    <ToolScreen
      title={title}
      description={description}
      next={
        !canStart ? null : started ? (
          <>
            <Button variant="secondary" onPress={() => void restart()}>
              처음부터 다시
            </Button>
            <Button variant="primary" onPress={() => navigate(resume)}>
              이어서 하기
            </Button>
          </>
        ) : (
          <Button variant="primary" onPress={() => void begin()}>
            시작하기
          </Button>
        )
      }
    >
      {notice}
      {canStart && started ? (
        <Notice title="이어서 할 수 있습니다">
          {recap}
          {recapAction ? <> {recapAction}</> : null}
        </Notice>
      ) : null}
      <div className={styles.facts}>
        <Card title="걸리는 시간" headingLevel={2}>
          <Text>{facts.time}</Text>
        </Card>
        <Card title="하는 일" headingLevel={2}>
          <Text>{facts.does}</Text>
        </Card>
        <Card title="얻는 것" headingLevel={2}>
          <Text>{facts.gives}</Text>
        </Card>
      </div>
      <section aria-labelledby="tool-past-results">
        <Stack space="3">
          <Heading level={2} size={4} id="tool-past-results">
            지난 결과
          </Heading>
          {snapshot.results.length === 0 ? (
            <Text tone="muted">아직 저장된 결과가 없습니다. 마치면 여기에 시각과 함께 남습니다.</Text>
          ) : (
            <ul className={styles.pastList}>
              {snapshot.results.map((past) => (
                <li key={past.run_id} className={styles.pastItem}>
                  <Text>{pastResultLabel(past)}</Text>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${pastResultLabel(past)} 결과 보기`}
                    onPress={() => navigate(resultScreen, past.run_id)}
                  >
                    결과 보기
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>
    </ToolScreen>
  );
}
