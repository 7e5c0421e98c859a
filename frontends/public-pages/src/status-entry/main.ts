// The one script of the invoice status and pay pages (prerender/run.mjs): React and the page, no
// federation, store, router or i18next, and the header's islands; the shell loads only when the
// visitor signs in (docs/public-pages.md).
import { startPublicPage } from '../islands/public-page';
import { statusPageOptions } from './status-islands';

startPublicPage(statusPageOptions);
