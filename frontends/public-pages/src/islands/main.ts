// The one script of a pre-rendered public page (prerender/run.mjs): no framework, the page's
// interactive parts in plain DOM code, the shell loaded only when the visitor signs in.
import { startPublicPage } from './public-page';

startPublicPage({ serviceWorker: __SERVICE_WORKER__ });
