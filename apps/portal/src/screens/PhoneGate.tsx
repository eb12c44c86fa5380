import { isPhone, PHONE_REFUSED_MESSAGE } from '@career/session';
import { EmptyState } from '@career/tools-ui';
import { type ReactNode, useEffect } from 'react';
import { showAlert } from '../alerts';

interface NavigatorWithHints extends Navigator {
  userAgentData?: { mobile?: boolean };
}

/** Spec §5: phones are refused on the public home and the consultant main screen, and go back one step. */
export function PhoneGate({ children }: { children: ReactNode }) {
  const nav = navigator as NavigatorWithHints;
  const phone = isPhone(nav.userAgent, nav.userAgentData?.mobile);
  useEffect(() => {
    if (!phone) return;
    showAlert(PHONE_REFUSED_MESSAGE);
    window.history.back();
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
