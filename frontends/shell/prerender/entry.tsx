// Build-time pre-rendering of the home page's first screen (docs/public-pages.md). Bundled for
// Node by prerender/webpack.config.js and run by prerender/run.mjs after the shell's build. The
// editor renders its loading state here: heading, notice and loading text. The public pages are
// the public pages remote's to pre-render (frontends/public-pages/prerender).
import { HomePage } from '../../editor/src/pages/HomePage';
import {
  prerenderTargets as targetsOf,
  renderShellPage,
  type PrerenderedPages,
} from './render-page';

const prerendered: PrerenderedPages = { home: HomePage };

export function prerenderTargets() {
  return targetsOf(prerendered);
}

export function renderPath(path: string) {
  return renderShellPage(prerendered, path);
}
