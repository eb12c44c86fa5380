import { routes } from '@career/api-sdk';
import { api } from '../../api';

/** The manager's reissue or revoke of a participant's sign-in link, for `LinkActions`. */
export const changeParticipantLink = (participantId: number) => (action: 'reissue' | 'revoke') =>
  api.call(
    routes.university.participantLink,
    { params: { id: String(participantId) }, body: { action } },
    { unwrap: true },
  );
