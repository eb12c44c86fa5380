import { type ReactNode, StrictMode } from 'react';
import { DialogHost } from '../../shell/dialog';
import { LoadingOverlay } from '../../shell/loading';
import { UiProvider } from '../../UiProvider';

export interface AppRootProps {
  /** The app's router (or, at build time, the drawn screen). */
  children: ReactNode;
  /** Calls running that asked for the loading indicator (the session's loading count). */
  loadingRequests: number;
}

/**
 * What every host app puts around its router, in the browser and when a screen is drawn at build
 * time alike: the UI provider, the global loading overlay and the dialog host (spec §2).
 */
export function AppRoot({ children, loadingRequests }: AppRootProps) {
  return (
    <StrictMode>
      <UiProvider>
        {children}
        <LoadingOverlay running={loadingRequests} />
        <DialogHost />
      </UiProvider>
    </StrictMode>
  );
}
