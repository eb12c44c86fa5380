import '@career/tools-ui/styles';
import { checkDevelopmentServer, loadingState } from '@career/session';
import { DialogHost, LoadingOverlay, UiProvider } from '@career/tools-ui';
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { subscribe } from 'valtio/vanilla';
import { api } from './api';
import { router } from './router';

void checkDevelopmentServer(api);

const subscribeToLoading = (notify: () => void) => subscribe(loadingState, notify);
const runningRequests = () => loadingState.running;

/** The global loading overlay (spec §2), fed by the api client's loading count. */
function AppLoadingOverlay() {
  return <LoadingOverlay running={useSyncExternalStore(subscribeToLoading, runningRequests)} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <UiProvider>
      <RouterProvider router={router} />
      <AppLoadingOverlay />
      <DialogHost />
    </UiProvider>
  </StrictMode>,
);
