import { createHash } from 'node:crypto';

/** What the opener receives; the shell gets its access token by refreshing, never from here. */
export type SignInResult =
  | { type: 'invoicing:sign-in'; ok: true }
  | { type: 'invoicing:sign-in'; ok: false; error: SignInErrorKind };

export type SignInErrorKind =
  'access-denied' | 'invalid-state' | 'account-exists' | 'internal-error';

// Static, so the page's CSP can allow exactly this script by its hash and nothing else.
const SCRIPT =
  "var r=JSON.parse(document.getElementById('result').textContent);" +
  'if(window.opener){window.opener.postMessage(r,location.origin);}window.close();';
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

export const POPUP_PAGE_CSP = `default-src 'none'; script-src ${SCRIPT_HASH}; base-uri 'none'; frame-ancestors 'none'`;

/**
 * The page a popup sign-in ends on: it hands the result to the window that opened it, for our
 * origin only (postMessage's target origin), and closes.
 */
export function popupResultPage(result: SignInResult): string {
  // JSON inside <script type=application/json>: escape `<` so no text can close the element.
  const data = JSON.stringify(result).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in</title></head>
<body><p>${result.ok ? 'Signed in. You can close this window.' : 'Sign-in did not complete. You can close this window.'}</p>
<script type="application/json" id="result">${data}</script>
<script>${SCRIPT}</script></body></html>`;
}
