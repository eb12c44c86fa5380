import { useState } from 'react';
import { Button } from '../../../components/Button';
import { confirm } from '../../../shell/dialog';
import { BackToToolMain } from '../../framework/BackToTools';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useFinish } from '../../framework/useFinish';
import { useCurrentQuestion, useQuestionTypes, useSelfIntroduce } from '../context';
import { chosenKeys, emptyKeys, labelOf } from '../model/items';
import { QuestionList } from './QuestionList';
import { QuestionPicker } from './QuestionPicker';
import { type PanelKey, QuestionWorkspace } from './QuestionWorkspace';
import * as styles from './screens.css';
import { TargetField } from './TargetField';

const TITLE = '자기소개서 쓰기';

/** The writing workspace: the target, the questions, one answer at a time with its draft, review and versions. */
export function RootScreen() {
  const { snapshot } = useToolRun();
  const run = snapshot.run;
  if (run?.status !== 'open') return <NoOpenRun title={TITLE} what="자기소개서" />;
  return <Workspace runId={run.id} />;
}

function Workspace({ runId }: { runId: number }) {
  const { calls, navigate, hasScreen } = useSelfIntroduce();
  const { snapshot } = useToolRun();
  const { types } = useQuestionTypes();
  const [current, setCurrent] = useCurrentQuestion();
  const [panel, setPanel] = useState<PanelKey>('draft');
  const { finish, finishing } = useFinish({
    score: calls.saveUser,
    show: ['action-item/result', 'main'],
    words: {
      title: '제출하지 못했습니다',
      unsaved: '쓴 내용을 아직 저장하지 못했습니다. 저장 상태를 확인한 뒤 다시 제출해 주세요.',
      unreachable: '서버에 연결하지 못해 제출하지 못했습니다. 쓴 내용은 저장되어 있으니 잠시 후 다시 제출해 주세요.',
    },
  });
  const chosen = chosenKeys(snapshot.answers);
  const open = current !== null && chosen.includes(current) ? current : (chosen[0] as string);

  const submit = async () => {
    const empty = emptyKeys(snapshot.answers);
    if (empty.length > 0) {
      const names = empty.map((key) => `'${labelOf(types, key)}'`).join(', ');
      const sure = await confirm(
        `아직 쓰지 않은 문항이 있습니다: ${names}. 제출하면 더 고칠 수 없습니다. 이대로 제출할까요?`,
        { title: '빈 문항이 있습니다', confirmLabel: '이대로 제출하기', cancelLabel: '계속 쓰기', tone: 'warning' },
      );
      if (!sure) return;
    }
    // A new run opens at its first question.
    if (await finish()) setCurrent(null);
  };

  return (
    <ToolScreen
      title={TITLE}
      description="문항을 골라 한 문항씩 씁니다. 메모로 초안을 받아 다듬고, 점검 목록으로 확인한 뒤 제출하세요. 쓰는 대로 저장됩니다."
      status={<RunSaveStatus />}
      back={<BackToToolMain />}
      next={
        <>
          {hasScreen('self-introduce/checklist') ? (
            <Button variant="secondary" onPress={() => navigate('self-introduce/checklist')}>
              전체 점검
            </Button>
          ) : null}
          <Button variant="primary" isDisabled={finishing} onPress={() => void submit()}>
            제출하기
          </Button>
        </>
      }
    >
      <TargetField />
      <div className={styles.workspace}>
        <div className={styles.side}>
          <QuestionList chosen={chosen} current={open} types={types} onOpen={setCurrent} />
          <QuestionPicker chosen={chosen} onOpen={setCurrent} />
        </div>
        <QuestionWorkspace
          key={open}
          questionKey={open}
          label={labelOf(types, open)}
          runId={runId}
          panel={panel}
          onPanel={setPanel}
        />
      </div>
    </ToolScreen>
  );
}
