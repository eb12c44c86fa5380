import {
  type EndpointData,
  LOG_TOPIC_NAMES,
  type LogTopic,
  type consultantLog as logCalls,
  routes,
  type StreamingApiClient,
  todayInKorea,
} from '@career/api-sdk';
import { useState } from 'react';
import { Dialog, Heading as DialogTitle, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../components/Button';
import { Heading } from '../components/Heading';
import { Radio, RadioGroup } from '../components/RadioGroup';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { Textarea } from '../components/Textarea';
import { UserText } from '../components/UserText';
import { ActionError } from '../patterns/ActionError';
import { Loaded } from '../tools/framework/Loaded';
import { useLoaded } from '../tools/framework/useLoaded';
import { NoteEditor } from './NoteEditor';
import * as styles from './NotePopup.css';

type Popup = EndpointData<typeof logCalls.popup>;

export interface NotePopupProps {
  client: StreamingApiClient;
  topic: LogTopic;
  runId: number;
  studentName: string;
}

/**
 * The consultant's note for the run a tool window shows (decision 024): a button above the tool
 * that opens the note in a dialog, with the student's action items beside it and, for a run the
 * consultant started, when the student sees its result.
 */
export function NotePopup(props: NotePopupProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.bar}>
      <Button variant="secondary" size="sm" iconStart="edit" onPress={() => setOpen(true)}>
        상담 일지
      </Button>
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog} aria-label={`${props.studentName} 상담 일지`}>
            <Stack space="4">
              <div className={styles.header}>
                <DialogTitle slot="title" className={styles.title}>
                  상담 일지 · {props.studentName}
                </DialogTitle>
                <Button variant="ghost" size="sm" onPress={() => setOpen(false)}>
                  닫기
                </Button>
              </div>
              <PopupBody {...props} />
            </Stack>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}

function PopupBody({ client, topic, runId, studentName }: NotePopupProps) {
  const loaded = useLoaded(
    () => client.load(routes.consultantLog.popup, { params: { actionItem: topic, runId: String(runId) } }),
    `${topic}/${runId}`,
  );
  if (loaded.status !== 'ready')
    return (
      <Loaded
        value={loaded}
        failed="상담 일지를 불러오지 못했습니다"
        loading={{ label: '상담 일지를 불러오는 중', lines: 6 }}
      />
    );
  const { run, student, note, action_items } = loaded.data;
  return (
    <Stack space="5">
      <Text tone="muted" size="sm">
        {LOG_TOPIC_NAMES[topic]} ·{' '}
        {run.result ? `결과: ${run.result.summary ?? '있음'}` : run.status === 'open' ? '진행 중' : '결과 없음'}
      </Text>
      <NoteEditor
        studentName={studentName}
        topic={topic}
        note={note}
        today={todayInKorea()}
        save={(values, sign, draftId) =>
          client.load(routes.consultantLog.save, {
            body: {
              ...values,
              ...(draftId ? { id: draftId } : {}),
              user_id: student.id,
              action_item: topic,
              run_id: run.id,
              sign,
            },
          })
        }
        amend={(id, text) =>
          client.load(routes.consultantLog.amend, { params: { actionItem: topic, id: String(id) }, body: { text } })
        }
      />
      {run.started_by_me ? <ReleaseChoice client={client} run={run} /> : null}
      <Stack space="2">
        <Heading level={3}>
          <UserText>{student.name}</UserText> 학생의 실행 계획
        </Heading>
        {action_items.length === 0 ? (
          <Text tone="muted" size="sm">
            아직 실행 계획이 없습니다.
          </Text>
        ) : (
          <ul>
            {action_items.map((item) => (
              <li key={item.id}>
                <Text size="sm">
                  [{LOG_TOPIC_NAMES[item.action_item]}] {item.content}
                  {item.due_date ? ` (${item.due_date}까지)` : ''} {item.done ? '· 했음' : ''}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Stack>
  );
}

/** When the student sees the result of a run this consultant started: at once, or after they have talked. */
function ReleaseChoice({ client, run }: { client: StreamingApiClient; run: Popup['run'] }) {
  const [release, setRelease] = useState(run.release);
  const [note, setNote] = useState(run.release_note ?? '');
  const [state, setState] = useState<{ saving: boolean; message: string | null; saved: boolean }>({
    saving: false,
    message: null,
    saved: false,
  });
  const save = async () => {
    setState({ saving: true, message: null, saved: false });
    const reply = await client.load(routes.consultantLog.release, {
      params: { runId: String(run.id) },
      body: { release, note: note.trim() || null },
    });
    setState({ saving: false, message: reply.ok ? null : reply.message, saved: reply.ok });
  };
  return (
    <Stack space="3">
      <RadioGroup
        label="학생이 결과를 언제 볼까요"
        value={release}
        onChange={(value) => setRelease(value as typeof release)}
        description="상담사는 언제나 결과를 봅니다."
      >
        <Radio value="now">바로 (학생 화면에 바로 보입니다)</Radio>
        <Radio
          value="after_talk"
          description="학생 화면에는 '상담 후 공개됩니다'라고 나옵니다. 상담 뒤 '바로'로 바꾸면 열립니다."
        >
          상담 후
        </Radio>
      </RadioGroup>
      <Textarea label="결과와 함께 학생이 읽을 메모 (선택)" value={note} onChange={setNote} maxLength={2000} rows={2} />
      <div>
        <Button variant="secondary" isLoading={state.saving} loadingLabel="저장하는 중" onPress={() => void save()}>
          공개 시점 저장
        </Button>
      </div>
      {state.message ? <ActionError message={state.message} /> : null}
      {state.saved ? (
        <Text size="sm" role="status">
          {release === 'now' ? '학생이 결과를 볼 수 있습니다.' : '상담 후 공개로 두었습니다.'}
        </Text>
      ) : null}
    </Stack>
  );
}
