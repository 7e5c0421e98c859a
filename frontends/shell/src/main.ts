import { startManifestRequest } from './remotes/early-manifest';

// Ask for the remotes' URLs while the shared singletons download.
startManifestRequest();
// A session cookie means the visitor may be signed in: hide the pre-rendered sign-in button until
// the start-up refresh has answered (features/session/session-start.ts clears this).
if (document.cookie.includes('XSRF-TOKEN='))
  document.documentElement.dataset['session'] = 'restoring';
// The async boundary module federation needs: shared singletons are negotiated before bootstrap runs.
import('./bootstrap');
