import { routes } from '@career/api-sdk';
import { api } from '../../api';

/** The administrator's reissue or revoke of a user's sign-in link, for `LinkActions`. */
export const changeUserLink = (userId: number) => (action: 'reissue' | 'revoke') =>
  api.call(routes.admin.userLink, { params: { id: String(userId) }, body: { action } }, { unwrap: true });
