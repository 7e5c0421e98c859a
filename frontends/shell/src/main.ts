import { startManifestRequest } from './remotes/early-manifest';

// Ask for the remotes' URLs while the shared singletons download.
startManifestRequest();
// The async boundary module federation needs: shared singletons are negotiated before bootstrap runs.
import('./bootstrap');
