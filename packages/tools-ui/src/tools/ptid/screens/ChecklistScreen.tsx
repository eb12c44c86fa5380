import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { SaveStatus } from '../../../components/SaveStatus';
import { ScaleItem } from '../../../components/ScaleItem';
import { Notice } from '../../../patterns/Notice';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { TOOL_NAME, usePtid } from '../context';
import {
  answeredCount,
  PAGE_SIZE,
  pageCount,
  pageOf,
  RATING_LABELS,
  ratingItem,
  ratingOf,
  resumePage,
} from '../model/flow';
import * as styles from './screens.css';

/** The activities, ten to a page, each saved the moment it is rated. */
export function ChecklistScreen() {
  const { questions, navigate, subjectName } = usePtid();
  const { snapshot, actions } = useToolRun();
  const { activities } = questions;
  const [page, setPage] = useState(() => resumePage(activities, snapshot.answers));
  const [missing, setMissing] = useState(false);
  const pages = pageCount(activities);
  const answered = answeredCount(activities, snapshot.answers);
  const readOnly = snapshot.run?.status !== 'open';

  const goTo = (next: number) => {
    setPage(next);
    setMissing(false);
    window.scrollTo({ top: 0 });
  };

  const finish = async () => {
    if (answered < activities.length) {
      goTo(resumePage(activities, snapshot.answers));
      setMissing(true);
      return;
    }
    if (await actions.flush()) navigate('root');
  };

  return (
    <ToolScreen
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title="활동마다 얼마나 좋아하는지 골라 주세요"
      description={`${page + 1} / ${pages} 쪽 · 해 본 적이 없어도 해 본다고 떠올리며 답해 주세요.`}
      status={
        <SaveStatus state={snapshot.save.state} savedAt={snapshot.save.savedAt} onRetry={() => void actions.flush()} />
      }
      back={
        <Button variant="ghost" onPress={() => (page === 0 ? navigate('introduce') : goTo(page - 1))}>
          이전
        </Button>
      }
      next={
        page < pages - 1 ? (
          <Button variant="primary" onPress={() => goTo(page + 1)}>
            다음 쪽
          </Button>
        ) : (
          <Button variant="primary" onPress={() => void finish()}>
            해 보고 싶은 활동 고르기
          </Button>
        )
      }
    >
      <div className={styles.progressRow}>
        <ProgressBar
          label="답한 활동"
          value={answered}
          maxValue={activities.length}
          valueLabel={`${answered} / ${activities.length}`}
        />
      </div>
      {missing && answered < activities.length ? (
        <Notice tone="warning" title="아직 답하지 않은 활동이 있습니다">
          남은 {activities.length - answered}개에 답하면 다음 단계로 갈 수 있습니다. 답하지 않은 첫 활동이 있는 쪽을
          열었습니다.
        </Notice>
      ) : null}
      <div className={styles.items}>
        {pageOf(activities, page).map((activity, index) => (
          <ScaleItem
            key={activity.id}
            number={page * PAGE_SIZE + index + 1}
            question={activity.text}
            labels={RATING_LABELS}
            value={ratingOf(snapshot.answers, activity.id)}
            isReadOnly={readOnly}
            onChange={(value) => actions.answer(ratingItem(activity.id), value)}
          />
        ))}
      </div>
    </ToolScreen>
  );
}
