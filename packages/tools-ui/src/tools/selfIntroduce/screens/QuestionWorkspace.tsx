import { type Key, useId, useRef, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/Tabs';
import { useItemText } from '../../framework/useAnswerValue';
import { item, LIMITS } from '../model/items';
import { AnswerEditor } from './AnswerEditor';
import { type CheckedAnswer, CheckPanel } from './CheckPanel';
import { DraftPanel } from './DraftPanel';
import * as styles from './screens.css';
import { selectRange } from './selectRange';
import { useDraft } from './useDraft';
import { VersionPanel } from './VersionPanel';

export type PanelKey = 'draft' | 'check' | 'versions';

export interface QuestionWorkspaceProps {
  questionKey: string;
  label: string;
  runId: number;
  panel: PanelKey;
  onPanel(panel: PanelKey): void;
}

/**
 * One question at work: its answer, and beside it the draft, the review and the versions. Keyed by
 * the question, so each question starts from its own answer and a draft being written stops when
 * another question is opened.
 */
export function QuestionWorkspace({ questionKey, label, runId, panel, onPanel }: QuestionWorkspaceProps) {
  const headingId = useId();
  const field = useRef<HTMLDivElement>(null);
  const [answer, setAnswer] = useItemText(item.answer(questionKey), LIMITS.answer);
  const draft = useDraft(questionKey, runId);
  const [checked, setChecked] = useState<CheckedAnswer | null>(null);

  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <AnswerEditor
        questionKey={questionKey}
        label={label}
        headingId={headingId}
        text={answer}
        onText={setAnswer}
        fieldRef={field}
      />
      <Tabs selectedKey={panel} onSelectionChange={(key: Key) => onPanel(key as PanelKey)}>
        <TabList aria-label={`${label} 답변 돕기`}>
          <Tab id="draft">초안 만들기</Tab>
          <Tab id="check">점검</Tab>
          <Tab id="versions">버전</Tab>
        </TabList>
        <TabPanel id="draft">
          <DraftPanel questionKey={questionKey} draft={draft} answer={answer} onAnswer={setAnswer} />
        </TabPanel>
        <TabPanel id="check">
          <CheckPanel
            questionKey={questionKey}
            runId={runId}
            answer={answer}
            checked={checked}
            onChecked={setChecked}
            onSelect={(start, end) => selectRange(field.current?.querySelector('textarea'), start, end)}
          />
        </TabPanel>
        <TabPanel id="versions">
          <VersionPanel questionKey={questionKey} runId={runId} answer={answer} onAnswer={setAnswer} />
        </TabPanel>
      </Tabs>
    </section>
  );
}
