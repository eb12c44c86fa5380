/** Shown when a phone opens a desktop-only screen (spec §5). */
export const PHONE_REFUSED_MESSAGE = '모바일 환경에서는 사용이 불가능 합니다.';

const PHONE = /\b(iPhone|iPod|Windows Phone|BlackBerry|IEMobile|Opera Mini)\b|Android.+Mobile|Mobile.+Firefox/i;

/** Whether a browser is a phone (tablets and desktops are not). */
export function isPhone(userAgent: string, userAgentDataMobile?: boolean): boolean {
  return userAgentDataMobile === true || PHONE.test(userAgent);
}
