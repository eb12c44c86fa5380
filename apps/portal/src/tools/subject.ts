import type { Audience } from '@career/api-sdk';
import { identities, sessions } from '@career/session';
import { useSnapshot } from 'valtio';
import { type SessionStudent, sessionStudent } from './sessionStudent';

/**
 * Whom a tool screen is run for: the signed-in user themselves; for a consultant, the student
 * chosen for the session, else the student signed in through their link in this browser; for an
 * instructor, the participant chosen. Null when there is nobody yet.
 */
export function useSubject(audience: Audience): SessionStudent | null {
  const user = useSnapshot(sessions.user);
  const names = useSnapshot(identities);
  const chosen = useSnapshot(sessionStudent).current;
  const signedIn = user.isAuth && user.uid !== null ? { id: user.uid, name: names.user ?? '' } : null;
  if (audience === 'user') return signedIn;
  if (chosen) return chosen;
  return audience === 'consultant' ? signedIn : null;
}
