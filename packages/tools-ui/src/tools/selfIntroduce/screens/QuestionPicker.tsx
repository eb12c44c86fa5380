import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Form } from '../../../components/Form';
import { Heading } from '../../../components/Heading';
import { IconButton } from '../../../components/IconButton';
import { Text } from '../../../components/Text';
import { TextField } from '../../../components/TextField';
import { ActionError } from '../../../patterns/ActionError';
import { confirm } from '../../../shell/dialog';
import { useToolRun } from '../../framework/ToolRunContext';
import { useWhose } from '../../framework/whose';
import { useQuestionTypes, useSelfIntroduce } from '../context';
import { countCharacters, formatNumber } from '../model/count';
import { answerOf, DEFAULT_KEYS, item, LIMITS, toggleQuestion } from '../model/items';
import type { SelfIntroduceType } from '../types';
import * as styles from './screens.css';

const UNREACHABLE = '서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.';
const LABEL_MAX = 100;

export interface QuestionPickerProps {
  chosen: readonly string[];
  onOpen(key: string): void;
}

/**
 * Which questions this self-introduction answers, from the four and the user's own; the user (not a
 * guest) adds their own question, renames and deletes it. Taking a question out keeps its answer.
 */
export function QuestionPicker({ chosen, onOpen }: QuestionPickerProps) {
  const headingId = useId();
  const { audience } = useSelfIntroduce();
  const { types } = useQuestionTypes();
  const { actions } = useToolRun();
  const [problem, setProblem] = useState<string | null>(null);
  const manages = audience !== 'guest';
  const choose = (next: readonly string[]) => actions.answer(item.questions, [...next]);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={4} id={headingId}>
        문항 고르기
      </Heading>
      <Text size="sm" tone="muted">
        쓸 문항을 {LIMITS.questions}개까지 고르세요. 빼도 쓴 답변은 지워지지 않습니다.
      </Text>
      <ul className={styles.pickList}>
        {types.map((type) => (
          <PickRow
            key={type.key}
            type={type}
            chosen={chosen}
            manages={manages && type.own}
            onChoose={choose}
            onProblem={setProblem}
          />
        ))}
      </ul>
      {problem ? <ActionError message={problem} /> : null}
      {manages ? <AddQuestion chosen={chosen} onChoose={choose} onOpen={onOpen} onProblem={setProblem} /> : null}
    </section>
  );
}

interface PickRowProps {
  type: SelfIntroduceType;
  chosen: readonly string[];
  manages: boolean;
  onChoose(next: readonly string[]): void;
  onProblem(problem: string | null): void;
}

function PickRow({ type, chosen, manages, onChoose, onProblem }: PickRowProps) {
  const { calls } = useSelfIntroduce();
  const { userId, renamed, removed } = useQuestionTypes();
  const whose = useWhose();
  const { snapshot } = useToolRun();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(type.label);
  const [saving, setSaving] = useState(false);
  const selected = chosen.includes(type.key);

  const rename = async () => {
    if (type.id === null) return;
    onProblem(null);
    setSaving(true);
    const saved = await calls.updateType({ body: { user_id: userId, id: type.id, label: label.trim() } });
    setSaving(false);
    if (saved === undefined) onProblem(UNREACHABLE);
    if (!saved) return;
    renamed(saved);
    setEditing(false);
  };

  const remove = async () => {
    if (type.id === null) return;
    const written = countCharacters(answerOf(snapshot.answers, type.key)).withSpaces;
    const sure = await confirm(
      `${whose} 문항 목록에서 지웁니다. 이미 제출한 자기소개서의 답변은 그대로 남습니다.${
        written > 0
          ? ` 이번에 쓴 답변(${formatNumber(written)}자)도 지워지지 않고 저장된 채 남지만, 문항 목록에서 빠져 제출되지 않습니다.`
          : ''
      }`,
      { title: `'${type.label}' 문항을 지울까요?`, confirmLabel: '지우기', tone: 'danger' },
    );
    if (!sure) return;
    onProblem(null);
    const deleted = await calls.deleteType({ params: { id: type.id } });
    if (deleted === undefined) onProblem(UNREACHABLE);
    if (!deleted) return;
    removed(type.key);
    if (selected) {
      const rest = chosen.filter((key) => key !== type.key);
      onChoose(rest.length > 0 ? rest : DEFAULT_KEYS);
    }
  };

  if (editing) {
    return (
      <li>
        <Form className={styles.inlineForm} onSubmit={rename}>
          <TextField
            label={`'${type.label}'의 새 이름`}
            value={label}
            onChange={setLabel}
            maxLength={LABEL_MAX}
            isRequired
            autoFocus
          />
          <div className={styles.actions}>
            <Button type="submit" size="sm" variant="secondary" isDisabled={saving}>
              저장
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onPress={() => {
                setLabel(type.label);
                setEditing(false);
              }}
            >
              취소
            </Button>
          </div>
        </Form>
      </li>
    );
  }

  return (
    <li className={styles.pickRow}>
      <Checkbox
        isSelected={selected}
        isDisabled={selected ? chosen.length === 1 : chosen.length >= LIMITS.questions}
        onChange={() => onChoose(toggleQuestion(chosen, type.key))}
      >
        {type.label}
      </Checkbox>
      {manages ? (
        <span className={styles.pickActions}>
          <IconButton
            icon="edit"
            size="sm"
            label={`'${type.label}' 이름 바꾸기`}
            onPress={() => {
              setLabel(type.label);
              setEditing(true);
            }}
          />
          <IconButton icon="trash" size="sm" label={`'${type.label}' 지우기`} onPress={() => void remove()} />
        </span>
      ) : null}
    </li>
  );
}

interface AddQuestionProps {
  chosen: readonly string[];
  onChoose(next: readonly string[]): void;
  onOpen(key: string): void;
  onProblem(problem: string | null): void;
}

/** The user's own question (a company's own wording), kept for their later self-introductions too. */
function AddQuestion({ chosen, onChoose, onOpen, onProblem }: AddQuestionProps) {
  const { calls } = useSelfIntroduce();
  const { userId, added } = useQuestionTypes();
  const whose = useWhose();
  const [label, setLabel] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);

  const add = async () => {
    onProblem(null);
    if (label.trim() === '') {
      setInvalid(true);
      return;
    }
    setSaving(true);
    const saved = await calls.updateType({ body: { user_id: userId, label: label.trim() } });
    setSaving(false);
    if (saved === undefined) onProblem(UNREACHABLE);
    if (!saved) return;
    added(saved);
    setLabel('');
    if (chosen.length < LIMITS.questions) {
      onChoose([...chosen, saved.key]);
      onOpen(saved.key);
    }
  };

  return (
    <Form className={styles.inlineForm} onSubmit={add}>
      <TextField
        label={`${whose} 문항 추가`}
        description="지원하는 곳의 문항을 그대로 옮겨 적어 주세요. 다음 자기소개서에서도 고를 수 있습니다."
        placeholder="예: 협업으로 문제를 해결한 경험"
        value={label}
        onChange={(value) => {
          setLabel(value);
          setInvalid(false);
        }}
        maxLength={LABEL_MAX}
        isInvalid={invalid}
        errorMessage="문항 이름을 입력해 주세요."
      />
      <div>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          iconStart="plus"
          isLoading={saving}
          loadingLabel="추가하는 중"
        >
          문항 추가
        </Button>
      </div>
    </Form>
  );
}
