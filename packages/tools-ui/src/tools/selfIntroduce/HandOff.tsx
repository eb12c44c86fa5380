import { SELF_INTRODUCE_DEFAULT_TYPES } from '@career/api-sdk';
import { type Key, useId, useState } from 'react';
import { Button } from '../../components/Button';
import { Heading } from '../../components/Heading';
import { Select } from '../../components/Select';
import { Text } from '../../components/Text';
import * as screens from '../framework/screens.css';
import * as styles from './HandOff.css';

export type SelfIntroduceKey = (typeof SELF_INTRODUCE_DEFAULT_TYPES)[number]['key'];

export interface SelfIntroduceHandOffProps {
  title: string;
  description: string;
  /** The button's label (also what is sent, in a word). */
  action: string;
  /** Sends to question `key`: the question's name, false when refused (alerted), undefined when unreachable. */
  send(key: SelfIntroduceKey): Promise<{ question: string } | false | undefined>;
  /** What is said once sent, with the question's name. */
  sent(question: string): string;
}

/** Sends what a tool made to one of self introduction's four questions (deep interview, selling point). */
export function SelfIntroduceHandOff({ title, description, action, send, sent }: SelfIntroduceHandOffProps) {
  const headingId = useId();
  const [key, setKey] = useState<SelfIntroduceKey>('growth');
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState('');
  const press = async () => {
    setSending(true);
    setSaid('');
    const reply = await send(key);
    setSending(false);
    if (reply) setSaid(sent(reply.question));
    else if (reply === undefined) setSaid('서버에 연결하지 못해 보내지 못했습니다. 잠시 후 다시 보내 주세요.');
  };
  return (
    <section className={styles.handOff} aria-labelledby={headingId}>
      <Heading level={2} size={3} id={headingId}>
        {title}
      </Heading>
      <Text tone="muted">{description}</Text>
      <div className={screens.toolbar}>
        <Select
          label="보낼 문항"
          options={SELF_INTRODUCE_DEFAULT_TYPES.map((type) => ({ id: type.key, label: type.label }))}
          selectedKey={key}
          onSelectionChange={(next: Key | null) => {
            if (next !== null) setKey(next as SelfIntroduceKey);
          }}
        />
        <Button variant="secondary" isDisabled={sending} onPress={() => void press()}>
          {action}
        </Button>
      </div>
      <p className={styles.handOffStatus} role="status">
        {said}
      </p>
    </section>
  );
}
