import { routes } from '@career/api-sdk';
import {
  ActionOutcome,
  type ActionOutcomeValue,
  Button,
  Checkbox,
  Form,
  Inline,
  SignInPanel,
  Stack,
  Text,
  TextField,
  textLink,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { NewPasswordFields, newPasswordOf, refused } from './NewPassword';

type Status = ActionOutcomeValue | null;

/** Instructor sign-up: e-mail verification code, password, name, phone and both agreements. */
export function SignUp() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [passwordMismatch, setPasswordMismatch] = useState(false);

  async function sendCode() {
    setSending(true);
    const check = await api.call(routes.instructor.checkEmail, { body: { email } });
    if (check?.code === 200 && !check.data.available) {
      setStatus({ tone: 'danger', message: '이미 가입된 이메일입니다. 로그인하거나 비밀번호 찾기를 이용해 주세요.' });
      setSending(false);
      return;
    }
    const reply = await api.call(routes.instructor.sendEmail, { body: { email } }, { loading: true });
    setSending(false);
    if (reply?.code === 200) {
      setCodeSent(true);
      setStatus({ tone: 'info', message: `${email}(으)로 인증번호를 보냈습니다. 10분 안에 입력해 주세요.` });
    } else {
      setStatus(refused(reply, '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
  }

  async function submit(element: HTMLFormElement) {
    const form = new FormData(element);
    const password = newPasswordOf(form);
    setPasswordMismatch(password === null);
    if (password === null) return;
    if (form.get('agreeTerms') !== 'on' || form.get('agreePrivacy') !== 'on') {
      setStatus({ tone: 'danger', message: '서비스 이용약관과 개인정보 수집·이용에 모두 동의해 주세요.' });
      return;
    }
    setSubmitting(true);
    const reply = await api.call(
      routes.instructor.signUp,
      {
        body: {
          email,
          code: String(form.get('code') ?? ''),
          password,
          name: String(form.get('name') ?? ''),
          phone: String(form.get('phone') ?? ''),
          agree_terms: true,
          agree_privacy: true,
        },
      },
      { loading: true },
    );
    setSubmitting(false);
    if (reply?.code === 200) {
      navigate('/login', { replace: true, state: { signedUp: email } });
    } else {
      setStatus(refused(reply, '가입하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
  }

  return (
    <SignInPanel
      wide
      eyebrow="진로 코칭 플랫폼"
      title="강사 회원가입"
      description="이메일 인증을 마치면 수업과 키트를 관리할 수 있는 강사 계정이 만들어집니다."
      footer={
        <Text size="sm">
          이미 계정이 있으신가요?{' '}
          <Link to="/login" className={textLink}>
            강사 로그인
          </Link>
        </Text>
      }
    >
      <Form onSubmit={submit}>
        <Stack space="5">
          <ActionOutcome outcome={status} />
          <Stack space="2">
            <TextField
              label="이메일"
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              value={email}
              onChange={setEmail}
              description="로그인 아이디로 쓰입니다."
            />
            <Inline>
              <Button variant="secondary" onPress={sendCode} isLoading={sending} isDisabled={!email.includes('@')}>
                {codeSent ? '인증번호 다시 받기' : '인증번호 받기'}
              </Button>
            </Inline>
          </Stack>
          <TextField
            label="인증번호"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            isRequired
            description="메일로 받은 6자리 숫자"
          />
          <NewPasswordFields label="비밀번호" mismatch={passwordMismatch} />
          <TextField label="이름" name="name" autoComplete="name" isRequired />
          <TextField
            label="휴대전화"
            name="phone"
            type="tel"
            autoComplete="tel"
            isRequired
            description="예: 010-1234-5678"
          />
          <Stack space="2">
            <Checkbox name="agreeTerms" isRequired>
              <span>
                <Link to="/serviceTermPolicy" target="_blank" className={textLink}>
                  서비스 이용약관
                </Link>
                에 동의합니다. (필수)
              </span>
            </Checkbox>
            <Checkbox name="agreePrivacy" isRequired>
              <span>
                <Link to="/privacyPolicy" target="_blank" className={textLink}>
                  개인정보 수집·이용
                </Link>
                에 동의합니다. (필수)
              </span>
            </Checkbox>
          </Stack>
          <Button type="submit" variant="primary" size="lg" fullWidth isLoading={submitting} loadingLabel="가입 중">
            가입하기
          </Button>
        </Stack>
      </Form>
    </SignInPanel>
  );
}
