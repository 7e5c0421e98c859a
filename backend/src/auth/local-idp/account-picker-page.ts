import type { LocalAccount } from './local-accounts.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The local provider's only page: pick a listed account or sign in as any other address. */
export function accountPickerPage(options: {
  action: string;
  clientName: string;
  accounts: LocalAccount[];
  error?: string;
}): string {
  const accounts = options.accounts
    .map(
      (account) => `
      <li><form method="post" action="${escapeHtml(options.action)}">
        <input type="hidden" name="email" value="${escapeHtml(account.email)}">
        <input type="hidden" name="name" value="${escapeHtml(account.name)}">
        <input type="hidden" name="email_verified" value="${account.emailVerified}">
        <button type="submit" data-testid="local-account">
          <strong>${escapeHtml(account.name)}</strong><span>${escapeHtml(account.email)}${account.emailVerified ? '' : ' (not verified)'}</span>
        </button>
      </form></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Choose an account - local sign-in</title>
<style>
  body { font: 16px/1.4 system-ui, sans-serif; max-width: 26rem; margin: 2rem auto; padding: 0 1rem; }
  ul { list-style: none; padding: 0; } li { margin: .5rem 0; }
  button { width: 100%; text-align: left; padding: .75rem; border: 1px solid #ccc; border-radius: .5rem; background: #fff; cursor: pointer; }
  button span { display: block; color: #555; font-size: .875rem; }
  label { display: block; margin: .5rem 0 .25rem; } input[type=email], input[type=text], select { width: 100%; padding: .5rem; box-sizing: border-box; }
  .note { color: #555; font-size: .875rem; } .error { color: #b00020; }
</style></head>
<body>
  <h1>Choose an account</h1>
  <p class="note">Local sign-in for development and tests, standing in for ${escapeHtml(options.clientName)}. It never runs in production.</p>
  <ul>${accounts}</ul>
  <h2>Another account</h2>
  ${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
  <form method="post" action="${escapeHtml(options.action)}" data-testid="another-account">
    <label for="email">E-mail address</label>
    <input id="email" name="email" type="email" required maxlength="254" autocomplete="email">
    <label for="name">Name</label>
    <input id="name" name="name" type="text" maxlength="200" autocomplete="name">
    <label for="email_verified">The provider says the address is</label>
    <select id="email_verified" name="email_verified">
      <option value="true" selected>verified (the account owns it)</option>
      <option value="false">not verified (anyone could have typed it in)</option>
    </select>
    <p><button type="submit">Continue</button></p>
  </form>
</body></html>`;
}
