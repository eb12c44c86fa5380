import { confidenceOf, type QualityNote } from '@career/api-sdk';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { Text } from '../../components/Text';
import { UserText } from '../../components/UserText';
import * as styles from './ResultTakeaway.css';
import { carried } from './screens.css';
import { useOptionalTool } from './ToolContext';

/** A next step as results suggest it. */
interface Step {
  content: string;
  due_in_days?: number;
}

export interface ResultTakeawayProps {
  /** What the result is about, after the person's name: '커리어 앵커는 ‘전문 역량’입니다'. */
  result: string;
  /** What it means, in a sentence. */
  meaning: string;
  /** The result's notes on how sure it is: the first that is about the result itself is said here. */
  notes?: readonly QualityNote[] | undefined;
  /** The result's suggested next steps: the first three are shown. */
  steps: readonly Step[];
}

const when = (days: number | undefined) =>
  days === undefined ? null : days <= 7 ? '이번 주' : days <= 14 ? '2주 안에' : '한 달 안에';

/**
 * A result's first words (issue 23): the result in a sentence with the person's name, what it means,
 * how sure it is when there is something to say, and two or three next steps, before any chart. The
 * report's first block as well ("결과 요약").
 */
export function ResultTakeaway({ result, meaning, notes, steps }: ResultTakeawayProps) {
  const person = useOptionalTool()?.reportNames.person;
  const confidence = confidenceOf(notes);
  const shown = steps.slice(0, 3);
  return (
    <div className={styles.root} data-pdf-block="결과 요약">
      <Card tone="brand">
        <div className={styles.body}>
          <Text size="sm" weight="semibold" tone="muted">
            결과 요약
          </Text>
          <Heading level={2} size={3}>
            {person ? (
              <>
                <UserText>{person}</UserText>님의{' '}
              </>
            ) : (
              '나의 '
            )}
            {result}
          </Heading>
          <Text>{meaning}</Text>
          {confidence ? (
            <p className={styles.confidence}>
              <Icon name="info" label="확실성" className={styles.icon} />
              <Text as="span" size="sm">
                {confidence}
              </Text>
            </p>
          ) : null}
          {shown.length > 0 ? (
            <div className={styles.steps}>
              <Text size="sm" weight="semibold">
                이렇게 해 보세요
              </Text>
              <ol className={carried}>
                {shown.map((step) => (
                  <li key={step.content}>
                    <Text as="span" size="sm">
                      {step.content}
                    </Text>
                    {when(step.due_in_days) ? (
                      <Text as="span" size="sm" tone="muted">
                        {` · ${when(step.due_in_days)}`}
                      </Text>
                    ) : null}
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
