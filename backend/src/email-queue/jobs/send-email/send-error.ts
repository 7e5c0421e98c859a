/** Longest error text stored on a record. */
const MAX_ERROR_LENGTH = 500;

/**
 * Failures of a dependency that comes back (the disk of the outbox, the network, the mail server
 * being down or busy), not of the message: retried without using up the record's tries.
 */
const TRANSIENT_CODES = new Set([
  // The file system (the outbox folder).
  'EACCES',
  'EPERM',
  'EEXIST',
  'ENOENT',
  'ENOTDIR',
  'EISDIR',
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EIO',
  'EMFILE',
  'ENFILE',
  'EBUSY',
  'EAGAIN',
  // The network, as Node and nodemailer name it.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ECONNECTION',
  'ESOCKET',
  'EDNS',
]);

/** Whether a try failed because of a dependency that may come back: worth trying again later. */
export function isTransientSendError(thrown: unknown): boolean {
  const { code, responseCode } = (thrown ?? {}) as { code?: unknown; responseCode?: unknown };
  // 4xx from a mail server means "not now" (greylisting, a full queue); 5xx is final.
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}

/** A file-system error: said in words with its code, since its message names server paths. */
function fileSystemError(thrown: unknown): string | undefined {
  const { code, syscall } = (thrown ?? {}) as { code?: unknown; syscall?: unknown };
  if (typeof code !== 'string' || typeof syscall !== 'string') return undefined;
  if (!['mkdir', 'open', 'write', 'rename', 'unlink', 'stat'].includes(syscall)) return undefined;
  return `The mail folder could not be written (${code}); the e-mail is tried again`;
}

/**
 * What a failed try stores and logs: the mail server's or the renderer's message, without the
 * SMTP credentials or server paths (should a library ever echo its URL) and cut to a readable length. Mail
 * content never reaches an error message: nodemailer reports commands and responses only.
 */
export function describeSendError(thrown: unknown, smtpUrl: string | undefined): string {
  let text = fileSystemError(thrown) ?? (thrown instanceof Error ? thrown.message : String(thrown));
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
  // Users see this text: no server path, whichever library put one in (a URL's path stays).
  text = text.replace(/(^|[\s'"(=,])(?:[A-Za-z]:)?[\\/][^\s'"),]*/g, '$1<path>');
  text = text.replace(/\s+/g, ' ').trim() || 'Unknown error';
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
