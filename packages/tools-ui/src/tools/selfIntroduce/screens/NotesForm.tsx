import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/Form';
import { Heading } from '../../../components/Heading';
import { IconButton } from '../../../components/IconButton';
import { Text } from '../../../components/Text';
import { Textarea } from '../../../components/Textarea';
import { TextField } from '../../../components/TextField';
import { useAnswerValue, useItemText } from '../../framework/useAnswerValue';
import {
  addKeyword,
  type Experience,
  experienceItems,
  experiencesOf,
  item,
  KEYWORD_PROBLEMS,
  keywordsOf,
  LIMITS,
} from '../model/items';
import * as styles from './screens.css';

/** What a draft is written from: keywords, up to three experiences, and other notes; each saved as it is typed. */
export function NotesForm({ questionKey }: { questionKey: string }) {
  return (
    <div className={styles.section}>
      <Keywords questionKey={questionKey} />
      <Experiences questionKey={questionKey} />
      <OtherNotes questionKey={questionKey} />
    </div>
  );
}

function Keywords({ questionKey }: { questionKey: string }) {
  const headingId = useId();
  const [list, setList] = useAnswerValue(
    (answers) => keywordsOf(answers, questionKey).filter((keyword) => keyword.trim() !== ''),
    (value) => [[item.keywords(questionKey), value]],
  );
  const [word, setWord] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = list.length >= LIMITS.keywords;

  const add = () => {
    const next = addKeyword(list, word);
    if (typeof next === 'string') {
      setProblem(KEYWORD_PROBLEMS[next]);
      return;
    }
    setList(next);
    setWord('');
    setProblem(null);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        키워드
      </Heading>
      {list.length > 0 ? (
        <ul className={styles.chips} aria-label="적은 키워드">
          {list.map((keyword, index) => (
            <li key={keyword} className={styles.chip}>
              {keyword}
              <IconButton
                icon="close"
                size="sm"
                label={`키워드 ${keyword} 빼기`}
                showTooltip={false}
                onPress={() => setList(list.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Form className={styles.formRow} onSubmit={add}>
        <TextField
          className={styles.grow}
          label="키워드 추가"
          placeholder="예: 책임감"
          value={word}
          onChange={(value) => {
            setWord(value);
            setProblem(null);
          }}
          isDisabled={full}
          isInvalid={problem !== null}
          errorMessage={problem}
        />
        <Button type="submit" variant="secondary" isDisabled={full}>
          추가
        </Button>
      </Form>
      <Text size="sm" tone="muted">
        강점이나 가치를 짧게 적어 주세요. {LIMITS.keywords}개까지 적을 수 있습니다.
      </Text>
    </section>
  );
}

const EMPTY: Experience = { situation: '', action: '', result: '' };
const PARTS = [
  { field: 'situation', label: '상황', placeholder: '예: 동아리 회장을 맡았을 때 회의 참여가 적었음' },
  { field: 'action', label: '한 일', placeholder: '예: 회의 시간을 줄이고 안건을 미리 공유함' },
  { field: 'result', label: '결과', placeholder: '예: 다음 학기 참여율이 늘어남' },
] as const;

function Experiences({ questionKey }: { questionKey: string }) {
  const headingId = useId();
  const [list, setList] = useAnswerValue(
    (answers) => experiencesOf(answers, questionKey),
    (value) => experienceItems(questionKey, value),
  );
  // One form to start with; it is saved once something is written in it.
  const shown = list.length > 0 ? list : [EMPTY];
  const change = (index: number, field: keyof Experience, value: string) =>
    setList(
      shown.map((experience, at) =>
        at === index ? { ...experience, [field]: value.slice(0, LIMITS.experience) } : experience,
      ),
    );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        경험
      </Heading>
      <Text size="sm" tone="muted">
        이 문항에 쓸 경험을 {LIMITS.experiences}개까지 적어 주세요. 상황, 내가 한 일, 결과로 나누어 적으면 초안이 그
        순서로 씁니다.
      </Text>
      {shown.map((experience, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an experience is its place in the three lists.
        <fieldset key={index} className={styles.experience}>
          <legend className={styles.legend}>경험 {index + 1}</legend>
          {PARTS.map((part) => (
            <Textarea
              key={part.field}
              label={part.label}
              rows={2}
              maxLength={LIMITS.experience}
              placeholder={part.placeholder}
              value={experience[part.field]}
              onChange={(value) => change(index, part.field, value)}
            />
          ))}
          {list.length > 0 ? (
            <div>
              <Button
                variant="ghost"
                size="sm"
                iconStart="trash"
                onPress={() => setList(shown.filter((_, at) => at !== index))}
              >
                경험 {index + 1} 지우기
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {shown.length < LIMITS.experiences ? (
        <div>
          <Button variant="secondary" size="sm" iconStart="plus" onPress={() => setList([...shown, EMPTY])}>
            경험 추가
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function OtherNotes({ questionKey }: { questionKey: string }) {
  const [notes, setNotes] = useItemText(item.notes(questionKey), LIMITS.notes);
  return (
    <Textarea
      label="그 밖의 메모"
      description="지원하는 곳과의 인연, 배운 점, 꼭 넣고 싶은 말처럼 초안에 쓰일 내용을 적어 주세요."
      rows={3}
      maxLength={LIMITS.notes}
      value={notes}
      onChange={setNotes}
    />
  );
}
