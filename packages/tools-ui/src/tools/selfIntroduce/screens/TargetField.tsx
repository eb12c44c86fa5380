import { TextField } from '../../../components/TextField';
import { useItemText } from '../../framework/useAnswerValue';
import { item, LIMITS } from '../model/items';

/** The company or field applied to: one line, optional; a draft writes towards it. */
export function TargetField() {
  const [target, setTarget] = useItemText(item.target, LIMITS.target);
  return (
    <TextField
      label="지원 회사·분야"
      description="적어 두면 초안이 이곳을 향해 쓰고, 제출한 글 위에 함께 적힙니다. 비워 두어도 됩니다."
      placeholder="예: 한빛복지관 사회복지사"
      value={target}
      onChange={setTarget}
      maxLength={LIMITS.target}
    />
  );
}
