import { PHONE_REFUSED_MESSAGE } from '@career/session';
import { alert, EmptyState } from '@career/tools-ui';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { isPhoneBrowser } from '../routing/device';

const noChanges = () => () => {};
const desktopAtBuildTime = () => false;

/**
 * Spec §5: phones are refused on the public home and the consultant main screen, and go back one
 * step once the person has read the message (pressed '확인', or dismissed it). The consultant main
 * screen's guard lets phones through to here (routing/guards.ts), so a signed-out phone is refused
 * too rather than sent to the login page.
 */
export function PhoneGate({ children }: { children: ReactNode }) {
  // A screen drawn at build time is a desktop one; a phone finds out right after hydrating it.
  const phone = useSyncExternalStore(noChanges, isPhoneBrowser, desktopAtBuildTime);
  useEffect(() => {
    if (!phone) return;
    const back = () => window.history.back();
    // Leaving the screen another way takes the message away (and StrictMode's second run does not queue it twice).
    const shown = new AbortController();
    void alert(PHONE_REFUSED_MESSAGE, { onPress: back, onDismiss: back, signal: shown.signal });
    return () => shown.abort();
  }, [phone]);
  if (phone) {
    return (
      <main>
        <EmptyState title={PHONE_REFUSED_MESSAGE} description="PC나 노트북의 브라우저로 접속해 주세요." icon="alert" />
      </main>
    );
  }
  return children;
}
