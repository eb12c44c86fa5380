import { loadingState } from '@career/session';
import { DialogHost, LoadingOverlay, UiProvider } from '@career/tools-ui';
import { type ReactNode, StrictMode, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio/vanilla';

const subscribeToLoading = (notify: () => void) => subscribe(loadingState, notify);
const runningRequests = () => loadingState.running;
const nothingRunningYet = () => 0;

/** Around the router, in the browser and when a screen is drawn at build time alike. */
export function App({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <UiProvider>
        {router}
        {/* The global loading overlay and dialog host (spec §2), fed by the api client. */}
        <LoadingOverlay running={useSyncExternalStore(subscribeToLoading, runningRequests, nothingRunningYet)} />
        <DialogHost />
      </UiProvider>
    </StrictMode>
  );
}
