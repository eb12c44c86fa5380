import { SELF_INTRODUCE_LENGTHS } from '@career/api-sdk';
import type { Key, RefObject } from 'react';
import { Heading } from '../../../components/Heading';
import { ProgressBar } from '../../../components/ProgressBar';
import { Select } from '../../../components/Select';
import { Textarea } from '../../../components/Textarea';
import { Notice } from '../../../patterns/Notice';
import { CopyButton } from '../../framework/CopyButton';
import { useToolRun } from '../../framework/ToolRunContext';
import { countCharacters, formatNumber } from '../model/count';
import { item, LIMITS, targetLengthOf } from '../model/items';
import * as styles from './screens.css';

export interface AnswerEditorProps {
  questionKey: string;
  label: string;
  headingId: string;
  /** The answer as typed (React state: the caret stays put). */
  text: string;
  onText(text: string): void;
  /** Around the text area, for selecting a sentence in it. */
  fieldRef: RefObject<HTMLDivElement | null>;
}

const LENGTH_OPTIONS = SELF_INTRODUCE_LENGTHS.map((length) => ({ id: length, label: `${formatNumber(length)}자` }));

/** One question's answer: its target length, the text, and the count as application forms count it. */
export function AnswerEditor({ questionKey, label, headingId, text, onText, fieldRef }: AnswerEditorProps) {
  const { snapshot, actions } = useToolRun();
  const target = targetLengthOf(snapshot.answers, questionKey);
  const { withSpaces, withoutSpaces } = countCharacters(text);
  const over = withSpaces - target;
  const full = text.length >= LIMITS.answer;

  return (
    <div className={styles.section}>
      <div className={styles.editorHead}>
        <Heading level={2} size={3} id={headingId}>
          {label}
        </Heading>
        <Select
          className={styles.lengthSelect}
          label="목표 분량 (공백 포함)"
          options={LENGTH_OPTIONS}
          selectedKey={target}
          onSelectionChange={(key: Key | null) => {
            if (key !== null) actions.answer(item.length(questionKey), Number(key));
          }}
        />
      </div>
      <div ref={fieldRef}>
        <Textarea
          label={`${label} 답변`}
          description="쓰는 대로 저장됩니다. 초안을 넣은 뒤에도 여기에서 고쳐 쓰면 됩니다."
          rows={14}
          value={text}
          onChange={onText}
          placeholder="이 문항에 대한 나의 답변을 적어 주세요."
        />
      </div>
      {/* Read on demand, not announced at every keystroke: that would drown out the typing. */}
      <p className={styles.counts}>
        공백 포함 <span className={styles.countStrong}>{formatNumber(withSpaces)}자</span> / 공백 제외{' '}
        {formatNumber(withoutSpaces)}자 · 목표 {formatNumber(target)}자
      </p>
      <ProgressBar
        label="목표 분량까지"
        value={Math.min(withSpaces, target)}
        maxValue={target}
        valueLabel={`${formatNumber(withSpaces)} / ${formatNumber(target)}자`}
      />
      {over > 0 ? (
        <Notice tone="warning" title={`목표보다 ${formatNumber(over)}자 깁니다`}>
          지원서 양식은 정한 글자 수에서 잘리는 경우가 많습니다. 줄이거나 목표 분량을 바꿔 주세요.
        </Notice>
      ) : null}
      {full ? (
        <Notice tone="warning" title={`한 답변은 ${formatNumber(LIMITS.answer)}자까지 쓸 수 있습니다`}>
          그보다 긴 부분은 저장되지 않습니다.
        </Notice>
      ) : null}
      <div className={styles.editorTools}>
        <CopyButton text={text} label="답변 복사" />
      </div>
    </div>
  );
}
