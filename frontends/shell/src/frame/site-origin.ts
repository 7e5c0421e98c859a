/**
 * The origin for absolute links (canonical, hreflang). The backend writes its PUBLIC_URL's origin
 * into `<meta name="public-origin">`; without it (tests, a static host) the page's own origin.
 * The build-time pre-render sets `publicOriginPlaceholder` (contracts/routing), which the
 * backend replaces when serving.
 */
let override: string | null = null;

export function setSiteOrigin(origin: string | null): void {
  override = origin;
}

export function siteOrigin(): string {
  if (override !== null) return override;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="public-origin"]')?.content;
  if (meta !== undefined && /^https?:\/\//.test(meta)) return meta.replace(/\/$/, '');
  return window.location.origin;
}
