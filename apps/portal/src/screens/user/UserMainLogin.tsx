import { TOKEN } from '@career/api-sdk';
import { ActionError, Button, Form, SignInPanel, Stack, TextField, textLink, useDrawnField } from '@career/tools-ui';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

/** Enter with the code of a received link: the same as opening /user/{code}. */
export function UserMainLogin() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Drawn at build time (decision 012): a code typed before the page comes alive stays.
  const [code, setCode] = useDrawnField(formRef, 'code');

  function submit(element: HTMLFormElement) {
    const raw = String(new FormData(element).get('code') ?? '').trim();
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
    <SignInPanel
      eyebrow="진로 코칭 플랫폼"
      title="링크 코드로 시작하기"
      description="상담사나 강사에게 받은 링크의 마지막 부분(링크 코드)이나 링크 전체를 붙여 넣어 주세요."
      footer={
        <>
          <Link to="/ai-gift/login" className={textLink}>
            AI 선물 코드가 있어요
          </Link>
          <Link to="/" className={textLink}>
            처음 화면으로
          </Link>
        </>
      }
    >
      <Form ref={formRef} onSubmit={submit}>
        <Stack space="4">
          {error ? <ActionError message={error} /> : null}
          <TextField
            label="링크 코드"
            name="code"
            value={code}
            onChange={setCode}
            isRequired
            autoFocus
            description="예: demo-student-01"
          />
          <Button type="submit" variant="primary" size="lg" fullWidth>
            시작하기
          </Button>
        </Stack>
      </Form>
    </SignInPanel>
  );
}
