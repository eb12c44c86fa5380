import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { Notice } from '../../../patterns/Notice';
import { BackToToolMain } from '../../framework/BackToTools';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useJobCard } from '../context';
import { warmUpAnswered, warmUpItem, warmUpOf } from '../model/flow';
import * as styles from './screens.css';

const TITLE = '카드를 나누기 전에 답해 주세요';

/** The warm-up questions, one choice each, saved the moment it is chosen. */
export function ChecklistScreen() {
  const { content, navigate } = useJobCard();
  const { snapshot, actions } = useToolRun();
  const [missing, setMissing] = useState(false);
  const questions = content.warm_up;
  const answered = warmUpAnswered(questions, snapshot.answers);

  if (snapshot.run?.status !== 'open') return <NoOpenRun title={TITLE} />;

  const finish = async () => {
    if (answered < questions.length) {
      setMissing(true);
      return;
    }
    if (await actions.flush()) navigate('category/select');
  };

  return (
    <ToolScreen
      title={TITLE}
      description="정답은 없습니다. 지금의 생각에 가장 가까운 것을 골라 주세요. 답은 고르는 즉시 저장됩니다."
      status={<RunSaveStatus />}
      back={<BackToToolMain />}
      next={
        <Button variant="primary" onPress={() => void finish()}>
          직업 분류 고르기
        </Button>
      }
    >
      <div className={styles.progressRow}>
        <ProgressBar
          label="답한 질문"
          value={answered}
          maxValue={questions.length}
          valueLabel={`${answered} / ${questions.length}`}
        />
      </div>
      {missing && answered < questions.length ? (
        <Notice tone="warning" title="아직 답하지 않은 질문이 있습니다">
          남은 {questions.length - answered}개에 답하면 다음 단계로 갈 수 있습니다.
        </Notice>
      ) : null}
      <div className={styles.items}>
        {questions.map((question, index) => {
          const value = warmUpOf(snapshot.answers, question.key);
          return (
            <RadioGroup
              key={question.key}
              label={`${index + 1}. ${question.text}`}
              value={value}
              isInvalid={missing && value === null}
              errorMessage="아직 고르지 않았습니다."
              onChange={(next) => actions.answer(warmUpItem(question.key), next)}
            >
              {question.options.map((option) => (
                <Radio key={option.key} value={option.key}>
                  {option.label}
                </Radio>
              ))}
            </RadioGroup>
          );
        })}
      </div>
    </ToolScreen>
  );
}
