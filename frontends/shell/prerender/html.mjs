// What the shell's and the public pages remote's pre-renders share: how a rendered page goes
// into its HTML template, with its critical CSS inlined (no inline script: the CSP allows none).

export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * The template (an `index.html` with an empty `#root`) with the page's language, its language's
 * web app manifest, the hoisted `<title>`, `<meta>` and `<link>` elements, the critical CSS and
 * the page's markup.
 */
export function fillPage(template, { language, head, css, body }) {
  if (!head.includes('<title>')) throw new Error('a page pre-renders without a <title>');
  const html = template
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('/manifest.en.webmanifest', `/manifest.${language}.webmanifest`)
    .replace(/<title>[^<]*<\/title>/, head)
    .replace('</head>', `<style data-prerendered>${minifyCss(css)}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="true">${body}</div>`);
  if (!html.includes('data-prerendered="true"')) {
    throw new Error('the template has no empty <div id="root"></div> to pre-render into');
  }
  return html;
}
