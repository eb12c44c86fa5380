import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Heading } from '../../../components/Heading';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { Text } from '../../../components/Text';
import { partLabel } from '../model/interview';
import type { DeepinterSuggestion } from '../types';
import * as styles from './screens.css';

export interface QuestionChooserProps {
  suggestions: readonly DeepinterSuggestion[];
  /** Starts the interview with the chosen questions; false when it could not. */
  onStart(questions: { part: string; question: string }[]): Promise<boolean>;
}

/**
 * The questions on offer, one per part: the student keeps the parts they want asked (at least one)
 * and picks the wording of each.
 */
export function QuestionChooser({ suggestions, onStart }: QuestionChooserProps) {
  const headingId = useId();
  const [kept, setKept] = useState(() => new Set(suggestions.map((entry) => entry.part)));
  const [wording, setWording] = useState<Record<string, string>>(() =>
    Object.fromEntries(suggestions.map((entry) => [entry.part, entry.question])),
  );
  const [starting, setStarting] = useState(false);
  const chosen = suggestions
    .filter((entry) => kept.has(entry.part))
    .map((entry) => ({ part: entry.part, question: wording[entry.part] ?? entry.question }));

  const toggle = (part: string, on: boolean) =>
    setKept((current) => {
      const next = new Set(current);
      if (on) next.add(part);
      else next.delete(part);
      return next;
    });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={3} id={headingId}>
        받을 질문 고르기
      </Heading>
      <Text tone="muted">
        경험을 상황, 과제, 행동, 결과, 배운 점의 다섯 부분으로 묻습니다. 묻고 싶지 않은 부분은 빼고, 마음에 드는 말투의
        질문을 골라 주세요.
      </Text>
      {suggestions.map((entry) => (
        <div key={entry.part} className={styles.suggestionRow}>
          <Checkbox isSelected={kept.has(entry.part)} onChange={(on) => toggle(entry.part, on)}>
            {partLabel(entry.part)} 묻기
          </Checkbox>
          {kept.has(entry.part) ? (
            <RadioGroup
              label={`${partLabel(entry.part)} 질문`}
              value={wording[entry.part] ?? entry.question}
              onChange={(value) => setWording((current) => ({ ...current, [entry.part]: value }))}
            >
              {[entry.question, ...entry.alternatives].map((text) => (
                <Radio key={text} value={text}>
                  {text}
                </Radio>
              ))}
            </RadioGroup>
          ) : null}
          <p className={styles.why}>왜 묻나요? {entry.why}</p>
        </div>
      ))}
      <div className={styles.actions}>
        <Button
          variant="primary"
          isDisabled={chosen.length === 0 || starting}
          onPress={async () => {
            setStarting(true);
            await onStart(chosen);
            setStarting(false);
          }}
        >
          이 질문으로 인터뷰 시작
        </Button>
        <Text size="sm" tone="muted">
          {chosen.length === 0 ? '질문을 하나 이상 골라 주세요.' : `질문 ${chosen.length}개로 시작합니다.`}
        </Text>
      </div>
    </section>
  );
}
