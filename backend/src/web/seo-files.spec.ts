import { describe, expect, it } from '@jest/globals';
import { publicOrigin, robotsTxt, sitemapXml } from './seo-files.js';

describe('robots.txt and sitemap.xml', () => {
  it('uses the origin of PUBLIC_URL', () => {
    expect(publicOrigin('https://invoicing.example/app/')).toBe('https://invoicing.example');
  });

  it('points crawlers at the sitemap and keeps private pages out', () => {
    const robots = robotsTxt('https://invoicing.example');
    expect(robots).toContain('Sitemap: https://invoicing.example/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /invoice-status/');
  });

  it('lists every public page in both languages with its alternates', () => {
    const sitemap = sitemapXml('https://invoicing.example');
    for (const path of ['', '/features', '/pricing', '/contact', '/faq', '/privacy', '/terms']) {
      expect(sitemap).toContain(`<loc>https://invoicing.example${path || '/'}</loc>`);
      expect(sitemap).toContain(`<loc>https://invoicing.example/nl${path}</loc>`);
    }
    expect(sitemap.match(/<url>/g)).toHaveLength(14);
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://invoicing.example/pricing"/>',
    );
    expect(sitemap).not.toMatch(/admin|invoice-status|:id/);
  });
});
