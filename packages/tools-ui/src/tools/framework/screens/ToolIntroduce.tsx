import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { BackToToolMain } from '../BackToTools';
import * as styles from '../screens.css';
import { type ToolScreenName, useOptionalTool } from '../ToolContext';
import { useToolRun } from '../ToolRunContext';
import { ToolScreen } from '../ToolScreen';

export interface ToolIntroduceProps {
  title: string;
  description: string;
  /** How the tool goes, step by step: what the user does, in bold, then how. */
  steps: readonly { does: ReactNode; how: ReactNode }[];
  /** The first screen of the run, and the button that goes there. */
  first: string;
  startLabel: string;
  /** More before the steps (the six types of ptid, say). */
  children?: ReactNode;
  /** Another way on beside the start (career anchor's explanation). */
  aside?: ReactNode;
}

/** Every tool's "how it goes" screen (decision 017): the steps, then the first screen of the run. */
export function ToolIntroduce({ title, description, steps, first, startLabel, children, aside }: ToolIntroduceProps) {
  const tool = useOptionalTool();
  const { snapshot, actions } = useToolRun();
  const navigate = (screen: string) => tool?.navigate(screen as ToolScreenName<never>);

  // Reached without a run (an address typed or kept): the run starts here, as from the main screen.
  const begin = async () => {
    if (snapshot.run?.status === 'open' || (await actions.start(false))) navigate(first);
  };

  return (
    <ToolScreen
      title={title}
      description={description}
      back={<BackToToolMain />}
      next={
        <>
          {aside}
          <Button variant="primary" onPress={() => void begin()}>
            {startLabel}
          </Button>
        </>
      }
    >
      {children}
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed list in their order.
          <li key={index}>
            <Text>
              <strong>{step.does}</strong> {step.how}
            </Text>
          </li>
        ))}
      </ol>
    </ToolScreen>
  );
}
