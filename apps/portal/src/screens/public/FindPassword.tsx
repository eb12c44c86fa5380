import { routes } from '@career/api-sdk';
import { Button, Notice, SignInPanel, Stack, TextField, textLink } from '@career/tools-ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api';

const SENT =
  '가입된 이메일이라면 임시 비밀번호를 보냈습니다. 메일이 오지 않으면 스팸함을 확인하거나 잠시 후 다시 시도해 주세요.';

/** Temporary password by e-mail; the answer is the same whether or not the address has an account. */
export function FindPassword() {
  const [status, setStatus] = useState<{ tone: 'success' | 'danger'; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setSending(true);
    const reply = await api.call(routes.instructor.sendTemporaryPassword, { body: { email } }, { loading: true });
    setSending(false);
    setStatus(
      reply?.code === 200
        ? { tone: 'success', message: SENT }
        : { tone: 'danger', message: reply?.message || '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
    );
  }

  return (
    <SignInPanel
      eyebrow="진로 코칭 플랫폼"
      title="비밀번호 찾기"
      description="강사 계정의 이메일로 30분 동안 쓸 수 있는 임시 비밀번호를 보내 드립니다. 기존 비밀번호도 그대로 쓸 수 있습니다."
      footer={
        <Link to="/login" className={textLink}>
          강사 로그인으로
        </Link>
      }
    >
      <form onSubmit={submit}>
        <Stack space="4">
          {status ? <Notice tone={status.tone}>{status.message}</Notice> : null}
          <TextField label="이메일" name="email" type="email" autoComplete="email" isRequired />
          <Button type="submit" variant="primary" size="lg" fullWidth isLoading={sending} loadingLabel="보내는 중">
            임시 비밀번호 받기
          </Button>
        </Stack>
      </form>
    </SignInPanel>
  );
}
