import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useFinish } from '../../framework/useFinish';
import { useCareerAnchor } from '../context';
import { PICK_COUNT, PICKS_ITEM, pickCandidates, picksOf, ratingOf, togglePick } from '../model/flow';
import * as styles from './screens.css';

/** The three statements most true of the user (+4 each), chosen from the most highly rated. */
export function RootScreen() {
  const { content, calls, navigate } = useCareerAnchor();
  const { snapshot, actions } = useToolRun();
  const { finish, finishing } = useFinish({ score: calls.saveUser, show: 'result' });
  const picks = picksOf(snapshot.answers);
  const readOnly = snapshot.run?.status !== 'open';

  return (
    <ToolScreen
      title={`가장 나다운 문장 ${PICK_COUNT}개를 골라 주세요`}
      description="높게 답한 문장부터 보여 드립니다. 그중 특히 나를 잘 설명하는 문장을 고르면 그 문장의 앵커에 4점이 더해집니다."
      status={<RunSaveStatus />}
      back={
        <Button variant="ghost" onPress={() => navigate('checklist')}>
          문항으로
        </Button>
      }
      next={
        <Button
          variant="primary"
          isDisabled={picks.length !== PICK_COUNT || readOnly}
          isLoading={finishing}
          loadingLabel="결과를 계산하는 중"
          onPress={() => void finish()}
        >
          결과 보기
        </Button>
      }
    >
      <Notice title={`${picks.length} / ${PICK_COUNT}개 골랐습니다`}>
        {picks.length < PICK_COUNT
          ? `${PICK_COUNT - picks.length}개를 더 고르면 결과를 볼 수 있습니다.`
          : '다 골랐습니다. 바꾸려면 고른 문장을 한 번 더 눌러 빼 주세요.'}
      </Notice>
      <ul className={styles.candidates}>
        {pickCandidates(content.statements, snapshot.answers).map((statement) => {
          const chosen = picks.includes(statement.id);
          return (
            <li key={statement.id} className={styles.candidate}>
              <Checkbox
                isSelected={chosen}
                isReadOnly={readOnly}
                isDisabled={!chosen && picks.length >= PICK_COUNT}
                onChange={() => actions.answer(PICKS_ITEM, togglePick(picks, statement.id))}
              >
                {statement.text}
              </Checkbox>
              <Badge tone={chosen ? 'brand' : 'neutral'}>{ratingOf(snapshot.answers, statement.id) ?? '-'}점</Badge>
            </li>
          );
        })}
      </ul>
      <Text tone="muted" size="sm">
        고른 문장은 바로 저장됩니다.
      </Text>
    </ToolScreen>
  );
}
