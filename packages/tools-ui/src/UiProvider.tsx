import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

export interface UiProviderProps {
  children: ReactNode;
  /** BCP 47 locale for react-aria's built-in messages, number and date formats. */
  locale?: string;
}

/**
 * Puts the components' built-in announcements (sort order, selection, progress) in Korean whatever
 * the browser's language; wrap each app once at its root.
 */
export function UiProvider({ children, locale = 'ko-KR' }: UiProviderProps) {
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
