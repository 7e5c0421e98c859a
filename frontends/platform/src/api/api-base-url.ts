/**
 * The page's own origin: the endpoints generated from openapi.yaml carry the whole path
 * (`/api/...`). Spelled out absolutely because Node's fetch (used under test) cannot resolve a
 * relative URL; in the browser it is the same request.
 */
export function apiBaseUrl(): string {
  return typeof location === 'undefined' ? '/' : location.origin;
}
