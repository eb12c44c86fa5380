import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/Form';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { TextField } from '../../../components/TextField';
import { ActionError } from '../../../patterns/ActionError';
import { useSellingPoint } from '../context';
import type { Occupation } from '../types';
import * as styles from './screens.css';

export interface JobPickerProps {
  current: Occupation | null;
  onPick(occupation: Occupation): void;
}

/** The target occupation: found by its name in the reference data, one picked. */
export function JobPicker({ current, onPick }: JobPickerProps) {
  const headingId = useId();
  const { calls } = useSellingPoint();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<Occupation[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const search = async () => {
    setProblem(null);
    const reply = await calls.searchJob.load({ body: { keyword } });
    if (reply.ok) setFound(reply.data);
    else setProblem(reply.message);
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={3} id={headingId}>
        목표 직업
      </Heading>
      {current ? (
        <Text>
          <strong>{current.name}</strong> · {current.group.name}
        </Text>
      ) : (
        <Text tone="muted">아직 고르지 않았습니다.</Text>
      )}
      <Form className={styles.searchRow} onSubmit={search}>
        <TextField label="직업 찾기" placeholder="예: 간호사, 개발자, 마케팅" value={keyword} onChange={setKeyword} />
        <Button type="submit" variant="secondary" iconStart="search" isDisabled={keyword.trim() === ''}>
          찾기
        </Button>
      </Form>
      {problem ? <ActionError title="찾지 못했습니다" message={problem} /> : null}
      {found ? (
        found.length === 0 ? (
          <Text tone="muted">찾는 말이 들어간 직업이 없습니다. 더 짧거나 다른 말로 찾아 보세요.</Text>
        ) : (
          <ul className={styles.list} aria-label="찾은 직업">
            {found.map((occupation) => (
              <li key={occupation.id} className={styles.card}>
                <Text weight="bold">
                  {occupation.name} <span className={styles.meaning}>{occupation.group.name}</span>
                </Text>
                <p className={styles.meaning}>{occupation.summary}</p>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant={current?.id === occupation.id ? 'primary' : 'secondary'}
                    aria-label={`${occupation.name} ${current?.id === occupation.id ? '고른 직업' : '고르기'}`}
                    onPress={() => {
                      onPick(occupation);
                      setFound(null);
                    }}
                  >
                    {current?.id === occupation.id ? '고른 직업' : '고르기'}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
