import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Notice } from '../../../patterns/Notice';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { usePtid } from '../context';
import { PICKS_ITEM, pickCandidates, picksOf, RATING_LABELS, ratingOf, togglePick } from '../model/flow';
import * as styles from './screens.css';

/** The activities the user would most like to do, chosen from the best liked. */
export function RootScreen() {
  const { content, navigate } = usePtid();
  const { snapshot, actions } = useToolRun();
  const { activities, pick_count: pickCount } = content.questions;
  const picks = picksOf(snapshot.answers);
  const readOnly = snapshot.run?.status !== 'open';

  const next = async () => {
    if (await actions.flush()) navigate('ranking');
  };

  return (
    <ToolScreen
      title={`가장 해 보고 싶은 활동 ${pickCount}개를 골라 주세요`}
      description="좋아한다고 답한 활동부터 보여 드립니다. 고른 활동마다 그 유형에 5점이 더해집니다."
      status={<RunSaveStatus />}
      back={
        <Button variant="ghost" onPress={() => navigate('checklist')}>
          활동으로
        </Button>
      }
      next={
        <Button variant="primary" isDisabled={picks.length !== pickCount} onPress={() => void next()}>
          유형 순서 정하기
        </Button>
      }
    >
      <Notice title={`${picks.length} / ${pickCount}개 골랐습니다`}>
        {picks.length < pickCount
          ? `${pickCount - picks.length}개를 더 고르면 다음으로 갈 수 있습니다.`
          : '다 골랐습니다. 바꾸려면 고른 활동을 한 번 더 눌러 빼 주세요.'}
      </Notice>
      <ul className={styles.candidates}>
        {pickCandidates(activities, snapshot.answers).map((activity) => {
          const chosen = picks.includes(activity.id);
          const rating = ratingOf(snapshot.answers, activity.id);
          return (
            <li key={activity.id} className={styles.candidate}>
              <Checkbox
                isSelected={chosen}
                isReadOnly={readOnly}
                isDisabled={!chosen && picks.length >= pickCount}
                onChange={() => actions.answer(PICKS_ITEM, togglePick(picks, activity.id, pickCount))}
              >
                {activity.text}
              </Checkbox>
              <Badge tone={chosen ? 'brand' : 'neutral'}>{rating ? RATING_LABELS[rating - 1] : '답 없음'}</Badge>
            </li>
          );
        })}
      </ul>
    </ToolScreen>
  );
}
