import {
  INTERVIEW_CATEGORIES,
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_MAX_QUESTIONS,
  type InterviewCategory,
  KECO_MAJOR_GROUPS,
  type KecoMajorCode,
} from '@career/api-sdk';
import { type Key, type ReactNode, useId, useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Heading } from '../../../components/Heading';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { Select } from '../../../components/Select';
import { Text } from '../../../components/Text';
import { ToolScreen } from '../../framework/ToolScreen';
import { secondsText, useInterview } from '../context';
import type { InterviewSet } from '../types';
import * as styles from './screens.css';

const ORDERS = [
  { id: 'asked', label: '뽑힌 순서' },
  { id: 'easy', label: '쉬운 질문부터' },
  { id: 'hard', label: '어려운 질문부터' },
  { id: 'category', label: '분야별 (인성 → 직무 → 상황)' },
] as const;
type Order = (typeof ORDERS)[number]['id'];

const ANY_GROUP = 'any';

/** Before the interview: what to be asked (categories, occupation group, difficulty, how many), then the order. */
export function SetUp({
  runId,
  set,
  onSet,
  onStart,
  back,
}: {
  runId: number;
  set: InterviewSet | null;
  onSet(set: InterviewSet): void;
  onStart(): void;
  back: ReactNode;
}) {
  const { calls } = useInterview();
  const [categories, setCategories] = useState<InterviewCategory[]>(
    set?.setup.categories ?? ['personality', 'job', 'situation'],
  );
  const [group, setGroup] = useState<string>(set?.setup.group?.code ?? ANY_GROUP);
  const [difficulty, setDifficulty] = useState(String(set?.setup.difficulty ?? 2));
  const [count, setCount] = useState(set?.questions.length || 5);
  const [order, setOrder] = useState<Order>('asked');
  const [busy, setBusy] = useState(false);

  const request = {
    run_id: runId,
    categories,
    group: group === ANY_GROUP ? null : (group as KecoMajorCode),
    difficulty: Number(difficulty) as 1 | 2 | 3,
    count,
  };

  const pick = async () => {
    setBusy(true);
    const picked = await calls.questions({ body: request }, { loading: true });
    setBusy(false);
    if (picked) {
      onSet(picked);
      setOrder('asked');
    }
  };

  /** Shows the questions in another order and keeps it as the order they are asked in. */
  const reorder = async (next: Order) => {
    setOrder(next);
    if (!set) return;
    const sorted = await calls.sort.load({ params: { runId, order: next, category: 'all', difficulty: 'all' } });
    if (!sorted.ok || !sorted.data) return;
    // The set keeps how it was picked; only its order changes.
    const kept = await calls.questions({
      body: {
        run_id: runId,
        categories: set.setup.categories,
        group: (set.setup.group?.code ?? null) as KecoMajorCode | null,
        difficulty: set.setup.difficulty as 1 | 2 | 3,
        count: set.questions.length,
        keys: sorted.data.questions.map((question) => question.key),
      },
    });
    if (kept) onSet(kept);
  };

  return (
    <ToolScreen
      title="면접 질문 정하기"
      description="질문 분야와 직업 분야, 난이도, 개수를 정해 질문을 뽑으세요. 질문마다 생각할 시간과 답할 시간이 주어집니다."
      back={back}
      next={
        <Button variant="primary" isDisabled={!set || set.questions.length === 0} onPress={onStart}>
          면접 시작
        </Button>
      }
    >
      <div className={styles.fields}>
        <fieldset className={styles.section}>
          <legend>
            <Text weight="bold">질문 분야</Text>
          </legend>
          {INTERVIEW_CATEGORIES.map((category) => (
            <Checkbox
              key={category.key}
              isSelected={categories.includes(category.key)}
              onChange={(on) =>
                setCategories(on ? [...categories, category.key] : categories.filter((entry) => entry !== category.key))
              }
            >
              {category.label}
            </Checkbox>
          ))}
        </fieldset>
        <div className={styles.section}>
          <Select
            label="직무 질문의 직업 분야"
            description="지원하려는 일의 분야를 고르면 그 분야의 직무 질문을 묻습니다."
            options={[
              { id: ANY_GROUP, label: '정하지 않음 (모든 분야)' },
              ...KECO_MAJOR_GROUPS.map((entry) => ({ id: entry.code, label: entry.name })),
            ]}
            selectedKey={group}
            onSelectionChange={(key: Key | null) => setGroup(key === null ? ANY_GROUP : String(key))}
            isDisabled={!categories.includes('job')}
          />
          <RadioGroup label="난이도" orientation="horizontal" value={difficulty} onChange={setDifficulty}>
            {INTERVIEW_DIFFICULTIES.map((entry) => (
              <Radio key={entry.key} value={String(entry.key)}>
                {entry.label}
              </Radio>
            ))}
          </RadioGroup>
          <Select
            label="질문 수"
            options={Array.from({ length: INTERVIEW_MAX_QUESTIONS - 2 }, (_, index) => ({
              id: String(index + 3),
              label: `${index + 3}개`,
            }))}
            selectedKey={String(count)}
            onSelectionChange={(key: Key | null) => key !== null && setCount(Number(key))}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          variant={set ? 'secondary' : 'primary'}
          isDisabled={busy || categories.length === 0}
          onPress={() => void pick()}
        >
          {set ? '질문 다시 뽑기' : '질문 뽑기'}
        </Button>
        {categories.length === 0 ? (
          <Text size="sm" tone="muted">
            질문 분야를 하나 이상 골라 주세요.
          </Text>
        ) : null}
      </div>
      {set ? <PickedQuestions set={set} order={order} onOrder={(next) => void reorder(next)} /> : null}
    </ToolScreen>
  );
}

function PickedQuestions({ set, order, onOrder }: { set: InterviewSet; order: Order; onOrder(order: Order): void }) {
  const headingId = useId();
  const total = set.questions.reduce((sum, question) => sum + question.think_seconds + question.answer_seconds, 0);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={4} id={headingId}>
        뽑힌 질문 {set.questions.length}개 · 모두 {secondsText(total)} 안팎
      </Heading>
      <Select
        label="묻는 순서"
        options={ORDERS.map((entry) => ({ id: entry.id, label: entry.label }))}
        selectedKey={order}
        onSelectionChange={(key: Key | null) => key !== null && onOrder(key as Order)}
      />
      <ol className={styles.list}>
        {set.questions.map((question, index) => (
          <li key={question.key} className={styles.questionRow}>
            <span className={styles.badges}>
              <Text size="sm" weight="bold">
                {index + 1}번
              </Text>
              <Badge tone="brand">{question.category_label}</Badge>
              <Badge tone="neutral">{question.difficulty_label}</Badge>
              <Text size="sm" tone="muted">
                생각 {secondsText(question.think_seconds)} · 답변 {secondsText(question.answer_seconds)}
              </Text>
            </span>
            <Text>{question.text}</Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
