import { appRoutes, languages, withLanguagePrefix } from '@app/contracts/routing';

/** The origin (scheme, host, port) of PUBLIC_URL, without a trailing slash. */
export function publicOrigin(publicUrl: string): string {
  return new URL(publicUrl).origin;
}

/** Pages worth indexing: the route table's localized pages without parameters or wildcards. */
function indexablePatterns(): string[] {
  return appRoutes
    .filter((route) => route.localized && !/[:*]/.test(route.pattern))
    .map((route) => route.pattern);
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /invoice-status/',
    'Disallow: /invoice/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Every public page in every language, each with its `hreflang` alternates (and x-default). */
export function sitemapXml(origin: string): string {
  const urls = indexablePatterns().flatMap((pattern) => {
    const alternates = [
      ...languages.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + withLanguagePrefix(pattern, language))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + withLanguagePrefix(pattern, 'en'))}"/>`,
    ];
    return languages.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeXml(origin + withLanguagePrefix(pattern, language))}</loc>`,
        ...alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
