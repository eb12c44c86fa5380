import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { ToolScreen } from '../../framework/ToolScreen';
import { useCoreColoring } from '../context';
import { groupSuggestions } from '../model/result';
import { ResultGate } from './ResultGate';
import * as styles from './screens.css';

const TITLE = '나에게 맞는 실천 제안';

/** The suggested next steps, grouped by why: a strength to use, or a core to grow. */
export function RecommendScreen() {
  const { navigate, runId } = useCoreColoring();
  const back = (run?: number) => (
    <Button variant="ghost" onPress={() => navigate('9core/result', run)}>
      9코어 결과로
    </Button>
  );

  return (
    <ResultGate title={TITLE} back={back(runId ?? undefined)}>
      {(saved) => {
        const groups = groupSuggestions(saved.result.suggestions);
        return (
          <ToolScreen
            title={TITLE}
            description="강한 코어는 더 자주 쓰고, 키우고 싶은 코어는 작게 시작하는 것이 좋습니다. 다음 화면에서 마음에 드는 제안을 담고 날짜를 정합니다."
            back={back(saved.run_id)}
            next={
              <Button variant="primary" onPress={() => navigate('action-item/result', saved.run_id)}>
                실천 계획 세우기
              </Button>
            }
          >
            {groups.length === 0 ? (
              <Notice title="이번 결과에는 제안이 없습니다">
                다음 화면에서 나만의 실천 계획을 직접 적을 수 있습니다.
              </Notice>
            ) : (
              groups.map((group, index) => (
                <section
                  key={group.topic ?? ''}
                  className={styles.section}
                  aria-labelledby={`core-coloring-suggestions-${index}`}
                >
                  <Heading level={2} size={4} id={`core-coloring-suggestions-${index}`}>
                    {group.topic ?? '함께 해 볼 제안'}
                  </Heading>
                  <ul className={styles.candidates}>
                    {group.suggestions.map((suggestion) => (
                      <li key={suggestion.content} className={styles.candidate}>
                        <Text>{suggestion.content}</Text>
                        <Badge icon="clock">{suggestion.due_in_days}일 안에</Badge>
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
          </ToolScreen>
        );
      }}
    </ResultGate>
  );
}
