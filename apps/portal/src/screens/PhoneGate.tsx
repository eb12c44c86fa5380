import { isPhone, PHONE_REFUSED_MESSAGE } from '@career/session';
import { alert, EmptyState } from '@career/tools-ui';
import { type ReactNode, useEffect } from 'react';

interface NavigatorWithHints extends Navigator {
  userAgentData?: { mobile?: boolean };
}

/**
 * Spec §5: phones are refused on the public home and the consultant main screen, and go back one
 * step once the person has read the message (pressed '확인', or dismissed it).
 */
export function PhoneGate({ children }: { children: ReactNode }) {
  const nav = navigator as NavigatorWithHints;
  const phone = isPhone(nav.userAgent, nav.userAgentData?.mobile);
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
