import { INTERVIEW_AUDIO_MAX_BYTES, INTERVIEW_AUDIO_TYPES } from '@career/api-sdk';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { useInterview } from '../context';
import * as styles from './screens.css';

// Spoken answers (decision 028): recorded in the browser while the student answers, kept with the
// run so they and their consultant or instructor can listen again. Never transcribed.

type AudioType = (typeof INTERVIEW_AUDIO_TYPES)[number];
type RecordingState =
  | { status: 'idle' }
  | { status: 'recording' }
  | { status: 'saving' }
  | { status: 'saved'; seconds: number }
  | { status: 'error'; message: string };

/** Low enough for three minutes to stay under the size kept per answer. */
const BITS_PER_SECOND = 24_000;

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** Recording one answer: start, stop (which saves it), and where it stands. */
export function useAnswerRecording(runId: number, key: string) {
  const { calls } = useInterview();
  const [state, setState] = useState<RecordingState>({ status: 'idle' });
  const media = useRef<{
    recorder: MediaRecorder;
    stream: MediaStream;
    chunks: Blob[];
    type: AudioType;
    started: number;
  } | null>(null);
  const supported =
    typeof window !== 'undefined' && 'MediaRecorder' in window && Boolean(navigator.mediaDevices?.getUserMedia);

  // Leaving the question mid-recording lets the microphone go.
  useEffect(
    () => () => {
      const current = media.current;
      media.current = null;
      if (current?.recorder.state === 'recording') current.recorder.stop();
      for (const track of current?.stream.getTracks() ?? []) track.stop();
    },
    [],
  );

  const start = async () => {
    try {
      const type = INTERVIEW_AUDIO_TYPES.find((candidate) => MediaRecorder.isTypeSupported(candidate));
      if (!type) throw new Error('no supported audio type');
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const recorder = new MediaRecorder(stream, { mimeType: type, audioBitsPerSecond: BITS_PER_SECOND });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.start(1000);
      media.current = { recorder, stream, chunks, type, started: Date.now() };
      setState({ status: 'recording' });
    } catch {
      setState({ status: 'error', message: '마이크를 쓸 수 없어 녹음하지 못했습니다. 글로 답해 주세요.' });
    }
  };

  /** Stops the recording and saves it with the answer. */
  const stop = async () => {
    const current = media.current;
    if (!current) return;
    media.current = null;
    const stopped = new Promise((resolve) => {
      current.recorder.onstop = resolve;
    });
    current.recorder.stop();
    await stopped;
    for (const track of current.stream.getTracks()) track.stop();
    const blob = new Blob(current.chunks, { type: current.type });
    const seconds = Math.min(1200, Math.round((Date.now() - current.started) / 1000));
    if (blob.size === 0 || blob.size > INTERVIEW_AUDIO_MAX_BYTES) {
      setState({
        status: 'error',
        message: '녹음이 비었거나 3분을 넘어 저장하지 못했습니다. 글 답변은 그대로 있습니다.',
      });
      return;
    }
    setState({ status: 'saving' });
    const saved = await calls.saveAudio({
      body: { run_id: runId, key, type: current.type, data: await base64Of(blob), seconds },
    });
    setState(
      saved
        ? { status: 'saved', seconds }
        : { status: 'error', message: '녹음을 저장하지 못했습니다. 글 답변은 그대로 있습니다.' },
    );
  };

  return { supported, state, start, stop, recording: state.status === 'recording' };
}

const STATUS_TEXT = (state: RecordingState) => {
  switch (state.status) {
    case 'recording':
      return '녹음 중입니다. 답을 마치면 멈춰 주세요.';
    case 'saving':
      return '녹음을 저장하는 중입니다.';
    case 'saved':
      return `녹음을 저장했습니다 (${state.seconds}초).`;
    case 'error':
      return state.message;
    default:
      return '';
  }
};

/** The recording controls under an answer. */
export function RecordingControls({ recording }: { recording: ReturnType<typeof useAnswerRecording> }) {
  if (!recording.supported) return null;
  const { state } = recording;
  return (
    <div className={styles.section}>
      <div className={styles.actions}>
        {recording.recording ? (
          <Button variant="secondary" onPress={() => void recording.stop()}>
            녹음 멈추기
          </Button>
        ) : (
          <Button variant="secondary" isDisabled={state.status === 'saving'} onPress={() => void recording.start()}>
            {state.status === 'saved' ? '다시 녹음하기' : '말로 답하며 녹음하기 (선택)'}
          </Button>
        )}
        <p role="status" className={styles.status}>
          {STATUS_TEXT(state)}
        </p>
      </div>
      <Text size="sm" tone="muted">
        녹음은 다시 듣기 위해 면접 기록과 함께 보관하며, 글로 옮기지 않습니다.
      </Text>
    </div>
  );
}

/** Plays back the recording of an answer, loaded when asked for. */
export function AnswerAudio({ runId, questionKey, seconds }: { runId: number; questionKey: string; seconds: number }) {
  const { calls } = useInterview();
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const load = async () => {
    setProblem(null);
    const reply = await calls.audio.load({ params: { runId, key: questionKey } });
    if (!reply.ok) {
      setProblem(reply.message);
      return;
    }
    const bytes = Uint8Array.from(atob(reply.data.data), (char) => char.charCodeAt(0));
    setUrl(URL.createObjectURL(new Blob([bytes], { type: reply.data.type })));
  };
  if (url) {
    // biome-ignore lint/a11y/useMediaCaption: a student's own spoken answer; its words are the typed answer above.
    return <audio controls src={url} aria-label={`녹음한 답변 (${seconds}초)`} />;
  }
  return (
    <div className={styles.actions}>
      <Button variant="ghost" onPress={() => void load()}>
        녹음 듣기 ({seconds}초)
      </Button>
      {problem ? (
        <Text size="sm" tone="muted">
          {problem}
        </Text>
      ) : null}
    </div>
  );
}
