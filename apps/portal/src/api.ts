import { createStreamingApiClient } from '@career/api-sdk';
import { trackLoading } from '@career/session';
import { showAlert } from './alerts';

/** The portal's one API client: same origin, loading flag and alerts wired to the shell. */
export const api = createStreamingApiClient({ onLoading: trackLoading, onAlert: showAlert });
