import { routes } from '@career/api-sdk';
import {
  ActionOutcome,
  type ActionOutcomeValue,
  Button,
  Form,
  Inline,
  SignInPanel,
  Stack,
  Text,
  TextField,
  textLink,
  useDrawnField,
} from '@career/tools-ui';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { NewPasswordFields, newPasswordOf, refused } from './NewPassword';

type Status = ActionOutcomeValue | null;

// The same words whether or not the address has an account (no account enumeration).
const sentMessage = (minutes: number) =>
  `가입된 이메일이라면 인증번호를 보냈습니다. ${minutes}분 안에 아래에 입력하고 새 비밀번호를 정해 주세요. 메일이 오지 않으면 스팸함을 확인하거나 인증번호를 다시 받아 주세요.`;

/**
 * Password reset in two steps: a one-time code by e-mail, then the code with a new password of the
 * user's choosing. Asking for a code changes nothing; the old password works until the code is used.
 */
export function FindPassword() {
  const navigate = useNavigate();
  // Drawn at build time (decision 012): an address typed before the page comes alive is kept.
  const emailForm = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useDrawnField(emailForm, 'email');
  const [codeSent, setCodeSent] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [passwordMismatch, setPasswordMismatch] = useState(false);

  async function sendCode() {
    setSending(true);
    const reply = await api.call(routes.instructor.sendPasswordResetCode, { body: { email } }, { loading: true });
    setSending(false);
    if (reply?.code === 200) {
      setCodeSent(true);
      setStatus({ tone: 'info', message: sentMessage(Math.round(reply.data.expires_in_seconds / 60)) });
    } else {
      setStatus(refused(reply, '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
  }

  function submitEmail() {
    void sendCode();
  }

  async function submitReset(element: HTMLFormElement) {
    const form = new FormData(element);
    const password = newPasswordOf(form);
    setPasswordMismatch(password === null);
    if (password === null) return;
    setSaving(true);
    const reply = await api.call(
      routes.instructor.resetPassword,
      { body: { email, code: String(form.get('code') ?? ''), password } },
      { loading: true },
    );
    setSaving(false);
    if (reply?.code === 200) {
      navigate('/login', { replace: true, state: { passwordReset: email } });
    } else {
      setStatus(refused(reply, '비밀번호를 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
  }

  return (
    <SignInPanel
      eyebrow="진로 코칭 플랫폼"
      title="비밀번호 찾기"
      description="강사 계정의 이메일로 인증번호를 보내 드립니다. 인증번호와 새 비밀번호를 입력해야 비밀번호가 바뀌고, 그 전까지는 기존 비밀번호를 그대로 쓸 수 있습니다."
      footer={
        <Link to="/login" className={textLink}>
          강사 로그인으로
        </Link>
      }
    >
      {codeSent ? (
        <Form onSubmit={submitReset}>
          <Stack space="4">
            <ActionOutcome outcome={status} />
            <Stack space="2">
              <Text size="sm">받는 이메일: {email}</Text>
              <Inline>
                <Button variant="secondary" onPress={sendCode} isLoading={sending} loadingLabel="보내는 중">
                  인증번호 다시 받기
                </Button>
                <Button
                  variant="ghost"
                  onPress={() => {
                    setCodeSent(false);
                    setStatus(null);
                  }}
                >
                  이메일 바꾸기
                </Button>
              </Inline>
            </Stack>
            <TextField
              label="인증번호"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              isRequired
              description="메일로 받은 8자리 숫자"
            />
            <NewPasswordFields label="새 비밀번호" mismatch={passwordMismatch} />
            <Button type="submit" variant="primary" size="lg" fullWidth isLoading={saving} loadingLabel="바꾸는 중">
              비밀번호 바꾸기
            </Button>
          </Stack>
        </Form>
      ) : (
        <Form ref={emailForm} onSubmit={submitEmail}>
          <Stack space="4">
            <ActionOutcome outcome={status} />
            <TextField
              label="이메일"
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              value={email}
              onChange={setEmail}
            />
            <Button type="submit" variant="primary" size="lg" fullWidth isLoading={sending} loadingLabel="보내는 중">
              인증번호 받기
            </Button>
          </Stack>
        </Form>
      )}
    </SignInPanel>
  );
}
