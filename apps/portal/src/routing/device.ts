import { isPhone } from '@career/session';

interface NavigatorWithHints extends Navigator {
  userAgentData?: { mobile?: boolean };
}

/** Whether this browser is a phone (spec §5 refuses phones on the public home and the consultant main screen). */
export function isPhoneBrowser(): boolean {
  const nav = navigator as NavigatorWithHints;
  return isPhone(nav.userAgent, nav.userAgentData?.mobile);
}
