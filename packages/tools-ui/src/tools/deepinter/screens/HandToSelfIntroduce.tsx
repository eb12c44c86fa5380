import { SELF_INTRODUCE_DEFAULT_TYPES } from '@career/api-sdk';
import { type Key, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Select } from '../../../components/Select';
import { Text } from '../../../components/Text';
import { useDeepinter } from '../context';
import * as styles from './screens.css';

type QuestionKey = (typeof SELF_INTRODUCE_DEFAULT_TYPES)[number]['key'];

/** Sends the story to a self-introduction question as an experience note, to draft from there. */
export function HandToSelfIntroduce({ runId }: { runId: number }) {
  const headingId = useId();
  const { calls } = useDeepinter();
  const [key, setKey] = useState<QuestionKey>('growth');
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState('');
  const send = async () => {
    setSending(true);
    setSaid('');
    const sent = await calls.toSelfIntroduce({ body: { run_id: runId, key } });
    setSending(false);
    if (sent) {
      setSaid(
        `자기소개서의 '${sent.question}' 경험 메모에 넣었습니다. 자기소개서 도구에서 이 메모로 초안을 만들어 보세요.`,
      );
    } else if (sent === undefined) setSaid('서버에 연결하지 못해 보내지 못했습니다. 잠시 후 다시 보내 주세요.');
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={3} id={headingId}>
        자기소개서 메모로 보내기
      </Heading>
      <Text tone="muted">
        이 이야기를 자기소개서 문항의 경험 메모(상황, 한 일, 결과)로 옮깁니다. 내가 쓴 말만 옮기며, 자기소개서에서
        고치거나 지울 수 있습니다.
      </Text>
      <div className={styles.actions}>
        <Select
          label="보낼 문항"
          options={SELF_INTRODUCE_DEFAULT_TYPES.map((type) => ({ id: type.key, label: type.label }))}
          selectedKey={key}
          onSelectionChange={(next: Key | null) => {
            if (next !== null) setKey(next as QuestionKey);
          }}
        />
        <Button variant="secondary" isDisabled={sending} onPress={() => void send()}>
          자기소개서 메모로 보내기
        </Button>
      </div>
      <p className={styles.status} role="status">
        {said}
      </p>
    </section>
  );
}
