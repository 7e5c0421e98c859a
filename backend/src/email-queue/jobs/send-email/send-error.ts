/** Longest error text stored on a record. */
const MAX_ERROR_LENGTH = 500;

/**
 * What a failed try stores and logs: the mail server's or the renderer's message, without the
 * SMTP credentials (should a library ever echo its URL) and cut to a readable length. Mail
 * content never reaches an error message: nodemailer reports commands and responses only.
 */
export function describeSendError(thrown: unknown, smtpUrl: string | undefined): string {
  let text = thrown instanceof Error ? thrown.message : String(thrown);
  const code = (thrown as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code === 'number' && !text.includes(String(code))) text = `${code} ${text}`;
  const secrets = new Set<string>();
  if (smtpUrl !== undefined) {
    const url = new URL(smtpUrl);
    for (const part of [url.password, decodeURIComponent(url.password), smtpUrl]) {
      if (part !== '') secrets.add(part);
    }
  }
  for (const secret of secrets) text = text.split(secret).join('***');
  // Any URL with credentials, whoever's.
  text = text.replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//***:***@');
  text = text.replace(/\s+/g, ' ').trim() || 'Unknown error';
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
