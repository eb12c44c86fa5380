import { ApiError } from '../http/errors';

const LOGIN_ID_TAKEN = '이미 쓰고 있는 아이디입니다. 다른 아이디를 입력해 주세요.';
const EMAIL_TAKEN = '이미 다른 계정이 쓰는 이메일입니다.';

/** A refusal that names its field, in the shape of a validation error, so the form shows it there. */
export const fieldError = (status: 409 | 400, path: string, message: string) =>
  new ApiError(status, message, { issues: [{ path, message }] });

/** Unique-constraint failures as the field they are about. */
export async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const text = String((error as { message?: string }).message ?? error);
    if (/login_id/.test(text) && /unique|duplicate/i.test(text)) throw fieldError(409, 'login_id', LOGIN_ID_TAKEN);
    if (/email/.test(text) && /unique|duplicate/i.test(text)) throw fieldError(409, 'email', EMAIL_TAKEN);
    throw error;
  }
}
