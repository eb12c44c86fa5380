import {
  type ConsultantLogNote,
  dayRange,
  LOG_FIELD_MAX,
  LOG_PARTS,
  LOG_TOPIC_NAMES,
  type LogTopic,
  RECORD_DAYS,
  type Reply,
} from '@career/api-sdk';
import { useState } from 'react';
import { Button } from '../components/Button';
import { Checkbox } from '../components/Checkbox';
import { Form } from '../components/Form';
import { Inline } from '../components/Inline';
import { Radio, RadioGroup } from '../components/RadioGroup';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { Textarea } from '../components/Textarea';
import { TextField } from '../components/TextField';
import { dateTimeOf } from '../console/format';
import { ActionError } from '../patterns/ActionError';
import { confirm } from '../shell';
import { NoteView } from './NoteView';

export interface NoteValues {
  session_on: string;
  discussed: string;
  observed: string;
  agreed: string;
  memo: string;
  visibility: 'private' | 'university';
  /** The student reads 나눈 이야기 and 합의한 것 in their portfolio once it is signed. */
  for_student: boolean;
}

export interface NoteEditorProps {
  studentName: string;
  topic: LogTopic;
  /** The note so far (a draft, or a signed note to amend), or null for a new one. */
  note: ConsultantLogNote | null;
  /** Saves the values as a draft, or signs them; `draftId` is the draft being written again (null: a new note). */
  save(values: NoteValues, sign: boolean, draftId: number | null): Promise<Reply<ConsultantLogNote>>;
  amend(noteId: number, text: string): Promise<Reply<ConsultantLogNote>>;
  onSaved?(note: ConsultantLogNote): void;
  /** Today in Asia/Seoul (YYYY-MM-DD): a new note's session day. */
  today: string;
}

const SIGN_MESSAGE =
  '서명하면 이 일지는 더 고칠 수 없고, 덧붙이기만 할 수 있습니다. 덧붙인 내용에는 쓴 사람과 시각이 남습니다. 서명할까요?';

const valuesOf = (note: ConsultantLogNote | null, today: string): NoteValues => ({
  session_on: note?.session_on ?? today,
  discussed: note?.discussed ?? '',
  observed: note?.observed ?? '',
  agreed: note?.agreed ?? '',
  memo: note?.memo ?? '',
  visibility: note?.visibility ?? 'university',
  for_student: note?.for_student ?? false,
});

/**
 * A consultant's session note (decision 024): written as a draft in four parts, then signed; a
 * signed note is shown as written and can only be amended.
 */
export function NoteEditor({ studentName, topic, note, save, amend, onSaved, today }: NoteEditorProps) {
  const [current, setCurrent] = useState(note);
  const [values, setValues] = useState(() => valuesOf(note, today));
  const [busy, setBusy] = useState<'draft' | 'sign' | 'amend' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The server's reasons by field (the session's day, a part too long), shown at each field.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof NoteValues, string>>>({});
  const edit = (changed: Partial<NoteValues>) => {
    setValues({ ...values, ...changed });
    setFieldErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(changed)) delete rest[key as keyof NoteValues];
      return rest;
    });
  };
  // A session is one that has happened: the picker offers no day after today.
  const sessionDays = dayRange(RECORD_DAYS, today);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [addition, setAddition] = useState('');

  const done = (reply: Reply<ConsultantLogNote>) => {
    setBusy(null);
    if (!reply.ok) {
      const atFields = Object.fromEntries(
        (reply.issues ?? []).filter((issue) => issue.path in values).map((issue) => [issue.path, issue.message]),
      );
      setFieldErrors(atFields);
      // A reason no field of the form shows is said below it.
      setError(Object.keys(atFields).length > 0 ? null : reply.message);
      return false;
    }
    setError(null);
    setFieldErrors({});
    setCurrent(reply.data);
    setSavedAt(reply.data.updated_at);
    onSaved?.(reply.data);
    return true;
  };

  const submit = async (sign: boolean) => {
    if (sign && !(await confirm(SIGN_MESSAGE, { title: '일지 서명', confirmLabel: '서명' }))) return;
    setBusy(sign ? 'sign' : 'draft');
    done(await save(values, sign, current?.id ?? null));
  };

  if (current?.status === 'signed') {
    return (
      <Stack space="4">
        <NoteView note={current} headingLevel={3} />
        {current.deleted ? null : (
          <Form
            aria-label="일지에 덧붙이기"
            onSubmit={async () => {
              if (!addition.trim()) return;
              setBusy('amend');
              if (done(await amend(current.id, addition))) setAddition('');
            }}
          >
            <Stack space="2">
              <Textarea
                label="덧붙이기"
                description="서명한 일지는 고치지 않고 덧붙입니다. 쓴 사람과 시각이 함께 남습니다."
                value={addition}
                onChange={setAddition}
                maxLength={LOG_FIELD_MAX}
                rows={3}
              />
              <div>
                <Button type="submit" variant="secondary" isLoading={busy === 'amend'} loadingLabel="덧붙이는 중">
                  덧붙이기
                </Button>
              </div>
            </Stack>
          </Form>
        )}
        {error ? <ActionError message={error} /> : null}
      </Stack>
    );
  }

  return (
    <Form aria-label={`${studentName} 상담 일지`} onSubmit={() => submit(false)}>
      <Stack space="3">
        <Text tone="muted" size="sm">
          {studentName} · {LOG_TOPIC_NAMES[topic]} · {current ? '초안' : '새 일지'}
        </Text>
        <TextField
          label="상담한 날"
          type="date"
          isRequired
          value={values.session_on}
          onChange={(session_on) => edit({ session_on })}
          min={sessionDays.from}
          max={sessionDays.to}
          isInvalid={fieldErrors.session_on !== undefined}
          errorMessage={fieldErrors.session_on}
        />
        {LOG_PARTS.map((part) => (
          <Textarea
            key={part.key}
            label={part.label}
            description={part.hint}
            value={values[part.key]}
            onChange={(text) => edit({ [part.key]: text })}
            maxLength={LOG_FIELD_MAX}
            rows={3}
            isInvalid={fieldErrors[part.key] !== undefined}
            errorMessage={fieldErrors[part.key]}
          />
        ))}
        <RadioGroup
          label="누가 볼 수 있나요"
          value={values.visibility}
          onChange={(visibility) => edit({ visibility: visibility as NoteValues['visibility'] })}
          orientation="horizontal"
        >
          <Radio value="university" description="서명하면 대학 담당자와 이 학생의 다른 상담사가 읽을 수 있습니다">
            우리 대학
          </Radio>
          <Radio value="private" description="나만 읽습니다">
            나만 보기
          </Radio>
        </RadioGroup>
        <Checkbox
          isSelected={values.for_student}
          onChange={(for_student) => edit({ for_student })}
          description="서명하면 학생이 진로 포트폴리오에서 ‘나눈 이야기’와 ‘합의한 것’을 읽습니다. 관찰한 점과 메모는 보이지 않습니다."
        >
          학생에게도 보여 주기
        </Checkbox>
        {error ? <ActionError message={error} /> : null}
        {savedAt && !error ? (
          <Text size="sm" tone="muted" role="status">
            {dateTimeOf(savedAt)} 초안 저장됨
          </Text>
        ) : null}
        <Inline space="2">
          <Button type="submit" variant="secondary" isLoading={busy === 'draft'} loadingLabel="저장하는 중">
            초안 저장
          </Button>
          <Button
            variant="primary"
            isLoading={busy === 'sign'}
            loadingLabel="서명하는 중"
            onPress={() => void submit(true)}
          >
            서명하고 저장
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
