import { useState } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { EmptyState } from '../../components/EmptyState';
import { Form } from '../../components/Form';
import { Heading } from '../../components/Heading';
import { IconButton } from '../../components/IconButton';
import { Text } from '../../components/Text';
import { TextField } from '../../components/TextField';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import * as styles from './ActionItems.css';
import type { ActionItemEntry } from './types';
import { useWhose } from './whose';

export const MAX_ACTION_ITEMS = 20;

/** A suggested next step with the date the result proposes for it. */
export interface DatedSuggestion {
  content: string;
  /** YYYY-MM-DD, or null for no date. */
  due_date: string | null;
  /** What the step is for, in a few words ("강한 코어: 탐구심"). */
  topic?: string | null;
}

export interface ActionItemsProps {
  /** Next steps the result suggests: the text alone, or with a date that comes along when taken. */
  suggestions: readonly (string | DatedSuggestion)[];
  /** The items chosen and written so far. */
  items: readonly ActionItemEntry[];
  /** Every change: the editor keeps nothing the parent does not. */
  onChange: (items: ActionItemEntry[]) => void;
  isReadOnly?: boolean;
}

const dueLabel = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${year}년 ${Number(month)}월 ${Number(day)}일까지`;
};

const toDated = (suggestion: string | DatedSuggestion): DatedSuggestion =>
  typeof suggestion === 'string' ? { content: suggestion, due_date: null } : suggestion;

/**
 * Action items after a result (../shared/TOOLS.md): suggestions from the result, taken with one
 * press, and the user's own, each with a date by which to do it; ticked off when done.
 */
export function ActionItems({ suggestions, items, onChange, isReadOnly }: ActionItemsProps) {
  const [content, setContent] = useState('');
  const whose = useWhose();
  const [dueDate, setDueDate] = useState('');
  const full = items.length >= MAX_ACTION_ITEMS;
  const taken = new Set(items.map((item) => item.content));

  const add = (entry: ActionItemEntry) => {
    if (full || taken.has(entry.content)) return;
    onChange([...items, entry]);
  };

  return (
    <div className={styles.layout}>
      <section className={styles.column} aria-labelledby="action-items-suggested">
        <Heading level={2} size={4} id="action-items-suggested">
          결과가 제안하는 실천
        </Heading>
        <ul className={styles.list}>
          {suggestions.map(toDated).map(({ content: suggestion, due_date, topic }) => (
            <li key={suggestion} className={styles.suggestion}>
              <div>
                {topic ? <span className={styles.topic}>{topic}</span> : null}
                <Text size="sm">{suggestion}</Text>
                {due_date ? <span className={styles.due}>{dueLabel(due_date)}</span> : null}
              </div>
              {isReadOnly ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  iconStart={taken.has(suggestion) ? 'check' : 'plus'}
                  isDisabled={taken.has(suggestion) || full}
                  onPress={() => add({ content: suggestion, due_date, done: false, suggested: true })}
                  aria-label={`${suggestion} ${taken.has(suggestion) ? '담음' : '담기'}`}
                >
                  {taken.has(suggestion) ? '담음' : '담기'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.column} aria-labelledby="action-items-mine">
        <Heading level={2} size={4} id="action-items-mine">
          {whose} 실천 계획 ({items.length}/{MAX_ACTION_ITEMS})
        </Heading>
        {items.length === 0 ? (
          <EmptyState
            size="sm"
            headingLevel="none"
            title="아직 정한 실천이 없습니다"
            description="왼쪽의 제안을 담거나, 아래에 직접 적어 보세요."
          />
        ) : (
          <ul className={styles.list}>
            {items.map((item, index) => (
              <li key={item.content} className={styles.item}>
                <Checkbox
                  isSelected={item.done}
                  isReadOnly={isReadOnly}
                  onChange={(done) => onChange(items.map((other, at) => (at === index ? { ...other, done } : other)))}
                >
                  <VisuallyHidden>{item.content} 완료</VisuallyHidden>
                </Checkbox>
                <div>
                  <Text size="sm">{item.content}</Text>
                  {item.due_date ? <span className={styles.due}>{dueLabel(item.due_date)}</span> : null}
                </div>
                {isReadOnly ? null : (
                  <IconButton
                    icon="trash"
                    label={`${item.content} 지우기`}
                    onPress={() => onChange(items.filter((_, at) => at !== index))}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {isReadOnly ? null : (
          <Form
            className={styles.form}
            onSubmit={() => {
              const trimmed = content.trim();
              if (!trimmed) return;
              add({ content: trimmed, due_date: dueDate || null, done: false, suggested: false });
              setContent('');
              setDueDate('');
            }}
          >
            <TextField label="직접 적기" value={content} onChange={setContent} maxLength={500} />
            <TextField label="언제까지" type="date" value={dueDate} onChange={setDueDate} />
            <Button type="submit" variant="secondary" isDisabled={full || content.trim() === ''}>
              추가
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}
