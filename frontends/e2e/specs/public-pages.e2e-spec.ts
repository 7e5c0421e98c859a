import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, launchBrowser, scrollSettled, useBrowser } from '../support/browser.js';

type PublicPage = {
  readonly path: string;
  readonly en: { readonly heading: string; readonly title: string };
  readonly nl: { readonly heading: string; readonly title: string };
};

const publicPages: readonly PublicPage[] = [
  {
    path: '/features',
    en: { heading: 'Features', title: 'Features | Invoicing' },
    nl: { heading: 'Functies', title: 'Functies | Invoicing' },
  },
  {
    path: '/pricing',
    en: { heading: 'Pricing', title: 'Pricing | Invoicing' },
    nl: { heading: 'Prijzen', title: 'Prijzen | Invoicing' },
  },
  {
    path: '/contact',
    en: { heading: 'Contact', title: 'Contact | Invoicing' },
    nl: { heading: 'Contact', title: 'Contact | Invoicing' },
  },
  {
    path: '/faq',
    en: { heading: 'Frequently asked questions', title: 'FAQ | Invoicing' },
    nl: { heading: 'Veelgestelde vragen', title: 'Veelgestelde vragen | Invoicing' },
  },
  {
    path: '/privacy',
    en: { heading: 'Privacy policy', title: 'Privacy policy | Invoicing' },
    nl: { heading: 'Privacybeleid', title: 'Privacybeleid | Invoicing' },
  },
  {
    path: '/terms',
    en: { heading: 'Terms of service', title: 'Terms of service | Invoicing' },
    nl: { heading: 'Algemene voorwaarden', title: 'Algemene voorwaarden | Invoicing' },
  },
];

type Case = [path: string, language: string, heading: string, title: string];

const cases: Case[] = publicPages.flatMap((page): Case[] => [
  [page.path, 'en', page.en.heading, page.en.title],
  [`/nl${page.path}`, 'nl', page.nl.heading, page.nl.title],
]);

/** The page once its remote has rendered (hydrated) the public page. */
async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  // Pre-rendered HTML is there at once; data-ready appears once the remote has hydrated it.
  await page.locator('[data-remote="publicPages"][data-page][data-ready="true"]').waitFor();
  return response;
}

/**
 * The public pages keep nothing in the browser (no storage; service workers are off in the
 * journeys), so the tests of this block read them as one visitor does: one context with
 * JavaScript and one without, for the whole block, each test on pages of its own. After the
 * first visit the scripts come from that browser's cache. The editor's page, which stores the
 * invoices, is tested below with a fresh context per test.
 */
describe('public pages', () => {
  let browser: Browser | undefined;
  let visitor: BrowserContext;
  let noScript: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    const options = { baseURL: baseUrl(), serviceWorkers: 'block' } as const;
    visitor = await browser.newContext(options);
    noScript = await browser.newContext({ ...options, javaScriptEnabled: false });
  });
  afterAll(async () => {
    await browser?.close();
  });
  /** The pages a test opened, closed after it. */
  let opened: Page[] = [];
  const newPage = async (context: BrowserContext = visitor): Promise<Page> => {
    const page = await context.newPage();
    opened.push(page);
    return page;
  };
  afterEach(async () => {
    await Promise.all(opened.map((page) => page.close()));
    opened = [];
  });

  describe.each(cases)('%s (%s)', (path, language, heading, title) => {
    // One visit for the checks that only read the page as it loaded: what it shows and axe.
    let page: Page;
    let response: Response | null;
    beforeAll(async () => {
      page = await visitor.newPage();
      response = await openPage(page, path);
    });
    afterAll(async () => {
      await page?.close();
    });

    it('renders with its heading, title, description, canonical and hreflang links', async () => {
      expect(response?.status()).toBe(200);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(language);
      await expect(
        page
          .locator('[data-remote="publicPages"]')
          .getByRole('heading', { level: 1 })
          .textContent(),
      ).resolves.toBe(heading);
      await expect(page.title()).resolves.toBe(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      // Absolute links on PUBLIC_URL's origin (the backend's default: http://localhost:<port>).
      const origin = await page.locator('meta[name="public-origin"]').getAttribute('content');
      expect(origin).toMatch(/^https?:\/\/[^/]+$/);
      await expect(page.locator('link[rel="canonical"]').count()).resolves.toBe(1);
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
        `${origin}${path}`,
      );
      const english = path.replace(/^\/nl/, '');
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
      expect(alternates).toEqual([
        ['en', `${origin}${english}`],
        ['nl', `${origin}/nl${english}`],
        ['x-default', `${origin}${english}`],
      ]);
    });

    it('has no serious or critical accessibility violation', async () => {
      await expect(seriousViolations(page)).resolves.toEqual([]);
    });

    it('shows its content before JavaScript runs', async () => {
      const before = await newPage(noScript);
      await before.goto(path);
      await expect(before.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      await expect(before.getByTestId('site-header').isVisible()).resolves.toBe(true);
    });
  });

  it('links the pricing tiers: free to the editor, business to contact, in both languages', async () => {
    const page = await newPage();
    await openPage(page, '/pricing');
    await expect(page.getByTestId('tier-free-button').getAttribute('href')).resolves.toBe('/');
    await expect(page.getByTestId('tier-business-button').getAttribute('href')).resolves.toBe(
      '/contact',
    );
    const text = await page.locator('[data-page="pricing"]').textContent();
    expect(text).toContain('100,000 entrepreneurs');
    expect(text).toContain('one million free invoices');
    expect(text).toContain('3 or more seats');
    expect(text).toContain('500+ invoices per month');
    expect(text).toContain('API access (coming later)');
    expect(text).not.toMatch(/€\s?\d/);

    await openPage(page, '/nl/pricing');
    await expect(page.getByTestId('tier-free-button').getAttribute('href')).resolves.toBe('/nl');
    await expect(page.getByTestId('tier-business-button').getAttribute('href')).resolves.toBe(
      '/nl/contact',
    );
    await expect(page.locator('[data-page="pricing"]').textContent()).resolves.toContain(
      '100.000 ondernemers',
    );
  });

  it('shows the payment logos and the sign-in providers on the features page', async () => {
    const page = await newPage();
    await openPage(page, '/features');
    await expect(
      page.getByTestId('payment-logos').locator('li').allTextContents(),
    ).resolves.toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Apple Pay',
      'Google Pay',
      'PayPal',
      'SEPA',
      'iDeal',
      'Klarna',
    ]);
    await expect(
      page.getByTestId('sign-in-providers').locator('li').allTextContents(),
    ).resolves.toEqual(['Google', 'Microsoft']);
    await expect(page.getByTestId('feature-list').locator('li').count()).resolves.toBe(5);
  });

  it('gives the contact e-mail, location, community links and the 24-hour reply target', async () => {
    const page = await newPage();
    await openPage(page, '/nl/contact');
    await expect(page.getByTestId('contact-email').getAttribute('href')).resolves.toBe(
      'mailto:support@invoicing.nl',
    );
    await expect(page.getByTestId('contact-location').textContent()).resolves.toBe(
      'Amsterdam, Nederland',
    );
    await expect(page.getByTestId('reply-target').textContent()).resolves.toContain('24 uur');
    await expect(
      page.getByRole('link', { name: 'Volg ons op X' }).getAttribute('rel'),
    ).resolves.toBe('noopener noreferrer');
    await expect(
      page.getByRole('link', { name: 'Volg ons op LinkedIn' }).isVisible(),
    ).resolves.toBe(true);
  });

  it('opens one FAQ answer at a time and links to contact', async () => {
    const page = await newPage();
    await openPage(page, '/faq');
    const area = page.locator('[data-page="faq"]');
    await expect(area.locator('[data-category]').count()).resolves.toBe(3);
    const first = area.getByRole('button', { name: 'Is Invoicing really free?' });
    const second = area.getByRole('button', { name: 'Does it work offline?' });

    await first.click();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(
      page.getByText('Invoicing is free for the first 100,000 entrepreneurs, with').isVisible(),
    ).resolves.toBe(true);

    await second.click();
    await expect(second.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(area.locator('[aria-expanded="true"]').count()).resolves.toBe(1);
    await expect(area.locator('.pp-faq__answer:not([hidden])').count()).resolves.toBe(1);

    await second.click();
    await expect(area.locator('[aria-expanded="true"]').count()).resolves.toBe(0);
    await expect(page.getByTestId('faq-contact-link').getAttribute('href')).resolves.toBe(
      '/contact',
    );
  });

  it.each([
    ['/privacy', 8],
    ['/terms', 11],
  ])(
    '%s has %d sections in English, a table of contents and the last update',
    async (path, count) => {
      const page = await newPage();
      await openPage(page, path);
      const content = page.getByTestId('legal-content');
      await expect(content.locator('section[data-section]').count()).resolves.toBe(count);
      await expect(content.locator('nav ol li').count()).resolves.toBe(count);
      await expect(page.getByTestId('last-updated').textContent()).resolves.toBe(
        'Last updated May 29, 2025',
      );
      const last = content.locator('nav ol li a').last();
      const target = await last.getAttribute('href');
      await last.click();
      await page.waitForFunction((hash) => window.location.hash === hash, target);
      // Where the smooth scroll to the section ends.
      await scrollSettled(page, target!, 'top');
      const top = await page
        .locator(target!)
        .evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeLessThan(400);
      if (path === '/terms') {
        await expect(content.textContent()).resolves.toContain('governed by Dutch law');
      }
    },
  );

  it('shows the English legal text under /nl with lang="en" and a Dutch note', async () => {
    const page = await newPage();
    await openPage(page, '/nl/privacy');
    await expect(page.getByTestId('legal-content').getAttribute('lang')).resolves.toBe('en');
    await expect(page.getByTestId('english-only-note').textContent()).resolves.toContain(
      'alleen in het Engels',
    );
    await expect(page.getByTestId('last-updated').textContent()).resolves.toBe(
      'Laatst bijgewerkt op 29 mei 2025',
    );
  });

  it('folds the legal sections on a phone; a contents link opens its section', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/terms');
    const toggle = page.getByRole('button', { name: '11. Governing law and disputes' });
    await toggle.waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page
      .getByTestId('legal-content')
      .getByRole('link', { name: '11. Governing law and disputes' })
      .click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(
      page.getByText('These terms are governed by Dutch law.').isVisible(),
    ).resolves.toBe(true);
  });

  it('serves robots.txt and a sitemap of every public page in both languages', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const path of ['/', '/features', '/pricing', '/contact', '/faq', '/privacy', '/terms']) {
      expect(sitemap).toContain(`${path === '/' ? '' : path}</loc>`);
      expect(sitemap).toContain(`/nl${path === '/' ? '' : path}</loc>`);
    }
    expect(sitemap).not.toContain('/admin');
  });
});

describe("the editor's page, pre-rendered", () => {
  const session = useBrowser();

  it.each([
    [
      '/',
      'Create an invoice | Invoicing',
      'Invoice editor',
      'only in this browser',
      'Loading invoices...',
    ],
    [
      '/nl',
      'Maak een factuur | Invoicing',
      'Factuureditor',
      'alleen in deze browser',
      'Facturen laden…',
    ],
  ])(
    "%s shows the editor page's first screen before JavaScript runs, and keeps it on hydration",
    async (path, title, heading, notice, loading) => {
      const noScript = await session.newContext({ javaScriptEnabled: false });
      const before = await noScript.newPage();
      await before.goto(path);
      await expect(before.title()).resolves.toBe(title);
      await expect(before.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      await expect(before.getByTestId('cloud-sync-notice').textContent()).resolves.toContain(
        notice,
      );
      await expect(before.getByRole('status').first().textContent()).resolves.toContain(loading);

      const { page } = session;
      await page.goto(path);
      await page.getByTestId('overview').waitFor();
      await expect(page.title()).resolves.toBe(title);
      await expect(page.getByTestId('cloud-sync-notice').count()).resolves.toBe(1);
      await expect(page.getByText(loading).count()).resolves.toBe(0);
      // A hydration mismatch would be reported as a console error.
      expect(session.consoleErrors).toEqual([]);
    },
  );

  it.each([
    ['/', 'en', 'Professional invoicing made simple.'],
    ['/nl', 'nl', 'Professioneel factureren, zonder gedoe.'],
  ])(
    '%s loads the carousel below the editor once the reader scrolls; it steps 300 px',
    async (path, _l, title) => {
      const { page } = session;
      await page.setViewportSize({ width: 800, height: 900 });
      const carouselRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/remotes/public-pages/')) {
          carouselRequests.push(request.url());
        }
      });
      await page.goto(path);
      await page.getByTestId('overview').waitFor();
      await page.waitForLoadState('networkidle');
      // Below the first screen: nothing of the public pages remote is fetched until the reader scrolls.
      expect(carouselRequests).toEqual([]);

      await page.mouse.wheel(0, 300);
      const carousel = page.getByTestId('home-carousel');
      await carousel.waitFor();
      expect(carouselRequests.length).toBeGreaterThan(0);
      await expect(carousel.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(title);
      await expect(carousel.locator('[data-card]').count()).resolves.toBe(5);
      const editorArea = page.locator('[data-remote-area="editor"]');
      const carouselArea = page.locator('[data-remote-area="publicPages"]');
      const editorBox = await editorArea.boundingBox();
      const carouselBox = await carouselArea.boundingBox();
      expect(carouselBox!.y).toBeGreaterThanOrEqual(editorBox!.y + editorBox!.height - 1);

      const track = page.getByTestId('carousel-track');
      await carousel.getByTestId('carousel-next').click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="carousel-track"]')!.scrollLeft > 0,
      );
      // Where the smooth scroll and the snapping end.
      await scrollSettled(page, '[data-testid="carousel-track"]', 'scrollLeft');
      const left = await track.evaluate((element) => element.scrollLeft);
      // Scroll snapping may settle on the nearest card edge after the 300 px step.
      expect(left).toBeGreaterThan(200);
      expect(left).toBeLessThan(400);
    },
  );
});
