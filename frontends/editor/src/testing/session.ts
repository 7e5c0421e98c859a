// The editor's unit tests sign a user in as the shell's session would (no server involved).
import { sessionActions } from '@app/platform';

/** The action that makes `id` the signed-in user. */
export const signedInAs = (id = 'user-1') =>
  sessionActions.signedIn({ id, email: 'u@example.com', displayName: null, photoUrl: null });
