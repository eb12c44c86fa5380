import { TOKEN } from '@career/api-sdk';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CodeEntry } from './CodeEntry';

/** Enter with the code of a received link: the same as opening /user/{code}. */
export function UserMainLogin() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  function enter(code: string) {
    const raw = code.trim();
    // A regional (광주) card's whole address opens its own door: its token signs in only there.
    const regional = /\/gwangju\/([^/?#]+)\/(\d+)/.exec(raw);
    if (regional && TOKEN.test(regional[1] ?? '')) {
      navigate(`/gwangju/${regional[1]}/${regional[2]}`);
      return;
    }
    // People paste the whole link as often as the code.
    const token = raw.replace(/^.*\/user\//, '').replace(/[/?#].*$/, '');
    if (!TOKEN.test(token)) {
      setError('링크 코드는 영문 소문자, 숫자, _ 또는 -로 되어 있습니다. 받은 링크를 다시 확인해 주세요.');
      return;
    }
    navigate(`/user/${token}`);
  }

  return (
    <CodeEntry
      title="링크 코드로 시작하기"
      description="상담사나 강사에게 받은 링크의 마지막 부분(링크 코드)이나 링크 전체를 붙여 넣어 주세요."
      other={{ to: '/ai-gift/login', label: 'AI 선물 코드가 있어요' }}
      label="링크 코드"
      example="demo-student-01"
      error={error}
      onCode={enter}
    />
  );
}
