import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { SaveStatus } from '../../../components/SaveStatus';
import { ScaleItem } from '../../../components/ScaleItem';
import { Notice } from '../../../patterns/Notice';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { TOOL_NAME, useCareerAnchor } from '../context';
import { answeredCount, pageCount, pageOf, ratingItem, ratingOf, resumePage } from '../model/flow';
import * as styles from './screens.css';

/** The forty statements, eight to a page, each saved the moment it is rated. */
export function ChecklistScreen() {
  const { questions, navigate, subjectName } = useCareerAnchor();
  const { snapshot, actions } = useToolRun();
  const { statements } = questions;
  const [page, setPage] = useState(() => resumePage(statements, snapshot.answers));
  const [missing, setMissing] = useState(false);
  const pages = pageCount(statements);
  const answered = answeredCount(statements, snapshot.answers);
  const readOnly = snapshot.run?.status !== 'open';

  const goTo = (next: number) => {
    setPage(next);
    setMissing(false);
    window.scrollTo({ top: 0 });
  };

  const finish = async () => {
    if (answered < statements.length) {
      setMissing(true);
      goTo(resumePage(statements, snapshot.answers));
      setMissing(true);
      return;
    }
    if (await actions.flush()) navigate('root');
  };

  return (
    <ToolScreen
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title="문장마다 나와 얼마나 같은지 골라 주세요"
      description={`${page + 1} / ${pages} 쪽`}
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
            가장 나다운 문장 고르기
          </Button>
        )
      }
    >
      <div className={styles.progressRow}>
        <ProgressBar
          label="답한 문항"
          value={answered}
          maxValue={statements.length}
          valueLabel={`${answered} / ${statements.length}`}
        />
      </div>
      {missing && answered < statements.length ? (
        <Notice tone="warning" title="아직 답하지 않은 문항이 있습니다">
          남은 {statements.length - answered}개 문항에 답하면 다음 단계로 갈 수 있습니다. 답하지 않은 첫 문항이 있는
          쪽을 열었습니다.
        </Notice>
      ) : null}
      <div className={styles.items}>
        {pageOf(statements, page).map((statement, index) => (
          <ScaleItem
            key={statement.id}
            number={page * 8 + index + 1}
            question={statement.text}
            value={ratingOf(snapshot.answers, statement.id)}
            isReadOnly={readOnly}
            onChange={(value) => actions.answer(ratingItem(statement.id), value)}
          />
        ))}
      </div>
    </ToolScreen>
  );
}
