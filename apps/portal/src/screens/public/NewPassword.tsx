import { type ActionOutcomeValue, PasswordField } from '@career/tools-ui';

/** A refusal in the server's words, or ours when it gave none (or did not answer). */
export const refused = (reply: { message?: string } | undefined, fallback: string): ActionOutcomeValue => ({
  tone: 'danger',
  message: reply?.message || fallback,
});

/** The new password a form holds when it was typed the same twice; null when the two differ. */
export function newPasswordOf(form: FormData): string | null {
  const password = String(form.get('password') ?? '');
  return password === String(form.get('passwordConfirm') ?? '') ? password : null;
}

/** A new password typed twice (read with `newPasswordOf`); `mismatch` says the two differed. */
export function NewPasswordFields({ label, mismatch }: { label: string; mismatch: boolean }) {
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        isRequired
        description="8자 이상, 영문자와 숫자를 함께 써 주세요."
      />
      <PasswordField
        label={`${label} 확인`}
        name="passwordConfirm"
        autoComplete="new-password"
        isRequired
        isInvalid={mismatch}
        // Only a mismatch says so; left empty, the field says it is required like the others.
        errorMessage={mismatch ? '비밀번호가 서로 다릅니다.' : undefined}
      />
    </>
  );
}
