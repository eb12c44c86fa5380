import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useFinish } from '../../framework/useFinish';
import { useCoreColoring } from '../context';
import { type Answers, answeredCount, ROOT_ITEM, readyToScore, redStatements, rootOf, toggleRoot } from '../model/flow';
import { COLUMN_LABELS, ROW_LABELS } from '../model/result';
import * as styles from './screens.css';

/** What the counter says under "n / max개 골랐습니다". */
function counterHint(kept: number, max: number, reds: number): string {
  if (reds === 0) return '고를 문장이 없으니 바로 결과를 볼 수 있습니다.';
  if (kept === 0) return `1개 이상 고르면 결과를 볼 수 있습니다. ${max}개까지 고를 수 있습니다.`;
  if (kept < max) return `${max - kept}개를 더 고를 수 있습니다. 지금 결과를 봐도 됩니다.`;
  return '다 골랐습니다. 바꾸려면 고른 문장을 한 번 더 눌러 빼 주세요.';
}

/** Round 2: among the red statements, the few most essentially the user's, each adding weight to its core. */
export function RootScreen() {
  const { content, calls, navigate } = useCoreColoring();
  const { snapshot, actions } = useToolRun();
  const { statements, cores, root_max: max } = content;
  const answers: Answers = snapshot.answers;
  const reds = redStatements(statements, answers);
  const kept = rootOf(answers);
  const left = statements.length - answeredCount(statements, answers);
  const readOnly = snapshot.run?.status !== 'open';

  const { finish, finishing } = useFinish({
    score: calls.nineCoreResult,
    show: '9core/result',
    // A statement recolored after it was kept no longer counts: keep round 2 as the screen shows it.
    before: () => JSON.stringify(answers[ROOT_ITEM] ?? []) === JSON.stringify(kept) || actions.answer(ROOT_ITEM, kept),
    words: {
      title: '결과를 계산하지 못했습니다',
      unreachable: '색칠과 고른 문장은 저장되어 있습니다. 잠시 후 다시 시도해 주세요.',
    },
  });

  if (!snapshot.run) return <NoOpenRun title="가장 나다운 문장을 골라 주세요" />;

  return (
    <ToolScreen
      title="가장 나다운 문장을 골라 주세요"
      description={`빨강(지금의 나)으로 칠한 문장 가운데 나를 가장 잘 설명하는 문장을 ${max}개까지 고릅니다. 고른 문장은 그 코어에 무게를 더합니다.`}
      status={<RunSaveStatus />}
      back={
        <Button variant="ghost" onPress={() => navigate('checklist')}>
          색칠로 돌아가기
        </Button>
      }
      next={
        <Button
          variant="primary"
          isDisabled={readOnly || !readyToScore(statements, answers, max)}
          isLoading={finishing}
          loadingLabel="결과를 계산하는 중"
          onPress={() => void finish()}
        >
          결과 보기
        </Button>
      }
    >
      {readOnly ? (
        <Notice title="이미 결과가 나온 색칠입니다">
          여기서는 바꿀 수 없습니다. 다시 하려면 처음 화면에서 새로 색칠해 주세요.
        </Notice>
      ) : null}
      {left > 0 && !readOnly ? (
        <Notice tone="warning" title={`아직 색칠하지 않은 문장이 ${left}개 있습니다`}>
          모든 문장을 칠해야 결과를 볼 수 있습니다.{' '}
          <Button variant="secondary" size="sm" onPress={() => navigate('checklist')}>
            남은 문장 칠하기
          </Button>
        </Notice>
      ) : null}
      <Notice title={reds.length === 0 ? '빨강으로 칠한 문장이 없습니다' : `${kept.length} / ${max}개 골랐습니다`}>
        {counterHint(kept.length, max, reds.length)}
      </Notice>
      {reds.length === 0 ? (
        <Text>
          지금의 나(빨강)로 칠한 문장이 없어 2라운드는 건너뜁니다. 결과는 1라운드의 색칠로만 계산되며, 노랑과 초록으로
          칠한 문장이 코어의 강도와 바람을 보여 줍니다.
        </Text>
      ) : (
        cores
          .filter((core) => reds.some((statement) => statement.core === core.code))
          .map((core) => (
            <section key={core.code} className={styles.section} aria-labelledby={`core-coloring-root-${core.code}`}>
              <Heading level={2} size={4} id={`core-coloring-root-${core.code}`}>
                {core.name}{' '}
                <Text as="span" size="sm" tone="muted">
                  ({ROW_LABELS[core.row]} · {COLUMN_LABELS[core.column]})
                </Text>
              </Heading>
              <ul className={styles.candidates}>
                {reds
                  .filter((statement) => statement.core === core.code)
                  .map((statement) => {
                    const chosen = kept.includes(statement.id);
                    return (
                      <li key={statement.id} className={styles.candidate}>
                        <Checkbox
                          isSelected={chosen}
                          isReadOnly={readOnly}
                          isDisabled={!chosen && kept.length >= max}
                          onChange={() => actions.answer(ROOT_ITEM, toggleRoot(answers, statement.id, max))}
                        >
                          {statement.text}
                        </Checkbox>
                      </li>
                    );
                  })}
              </ul>
            </section>
          ))
      )}
      <Text tone="muted" size="sm">
        고른 문장은 바로 저장됩니다.
      </Text>
    </ToolScreen>
  );
}
