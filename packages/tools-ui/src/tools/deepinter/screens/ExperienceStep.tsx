import type { Key } from 'react';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { useToolRun } from '../../framework/ToolRunContext';
import { useItemText } from '../../framework/useAnswerValue';
import { useDeepinter } from '../context';
import { item, LIMITS } from '../model/interview';
import * as styles from './screens.css';

/** The one experience the interview is about: its name in the student's words, and what kind it is. */
export function ExperienceStep() {
  const { content: kinds } = useDeepinter();
  const { snapshot, actions } = useToolRun();
  const [title, setTitle] = useItemText(item.title, LIMITS.title);
  const kind = typeof snapshot.answers[item.kind] === 'string' ? (snapshot.answers[item.kind] as string) : null;
  return (
    <div className={styles.section}>
      <TextField
        label="이야기할 경험"
        description="면접에서 꺼내고 싶은 경험 하나를 짧게 적어 주세요. 질문이 이 이름으로 물어봅니다."
        placeholder="예: 학생회 축제 부스 운영"
        value={title}
        onChange={setTitle}
        maxLength={LIMITS.title}
        isRequired
      />
      <Select
        label="경험의 종류"
        description="첫 질문을 경험에 맞게 묻습니다."
        options={kinds.map((entry) => ({ id: entry.key, label: entry.label }))}
        selectedKey={kind}
        onSelectionChange={(key: Key | null) => {
          if (key !== null) actions.answer(item.kind, String(key));
        }}
      />
    </div>
  );
}
