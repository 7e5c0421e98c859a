/**
 * Why an e-mail failed, as the history shows it. The record's `error` is free text: the
 * backend's own two messages (backend/src/email-queue/email-planner.service.ts and
 * email-recovery.service.ts, English by design: they are logged and read by support) are told
 * apart here and shown in the interface's language; anything else is the mail server's or the
 * renderer's own wording, which no one can translate, so it is shown as a quoted detail under a
 * translated lead-in rather than after a bare "Fout:".
 */
export type EmailFailure =
  | { readonly kind: 'sendingLimit'; readonly until: string }
  | { readonly kind: 'gaveUp'; readonly count: number }
  | { readonly kind: 'server'; readonly error: string };

const SENDING_LIMIT =
  /^Not sent: the sending limit of \d+ e-mails per \w+ was reached \(until ([^)]+)\)/;
const GAVE_UP = /^Gave up after (\d+) tries$/;

export function emailFailure(error: string): EmailFailure {
  const until = SENDING_LIMIT.exec(error)?.[1];
  if (until !== undefined && !Number.isNaN(Date.parse(until)))
    return { kind: 'sendingLimit', until };
  const gaveUp = GAVE_UP.exec(error);
  if (gaveUp !== null) return { kind: 'gaveUp', count: Number(gaveUp[1]) };
  return { kind: 'server', error };
}
