import { createHash } from 'node:crypto';

export type LocalAccount = {
  sub: string;
  email: string;
  name: string;
  /** Whether the provider vouches for the address (sent as `email_verified`). */
  emailVerified: boolean;
  /** Microsoft's directory (tenant) and object ids, which the app identifies accounts by. */
  tid: string;
  oid: string;
};

/** The accounts the local provider's picker offers; "another account" adds any address. */
export const SAMPLE_ACCOUNTS: readonly Pick<LocalAccount, 'email' | 'name'>[] = [
  { email: 'anna.devries@example.com', name: 'Anna de Vries' },
  { email: 'bram.jansen@example.com', name: 'Bram Jansen' },
  { email: 'admin@example.com', name: 'Admin Example' },
];

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const uuidOf = (text: string) => {
  const hex = hashOf(text);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** The directory of the accounts whose address is verified (Microsoft: the domain's tenant). */
const HOME_TENANT = uuidOf('local-idp:home-tenant');
/** Unverified addresses live in another directory, as an account anyone can create would. */
const OTHER_TENANT = uuidOf('local-idp:other-tenant');

/**
 * The same address always gets the same subject, across restarts, like a real provider. An
 * unverified claim of an address is another account (someone else typing that address in), so
 * it gets another subject and object id.
 */
export const subjectOf = (email: string, emailVerified = true): string =>
  hashOf(`${emailVerified ? '' : 'unverified:'}${email.trim().toLowerCase()}`).slice(0, 32);

export class LocalAccounts {
  private readonly bySubject = new Map<string, LocalAccount>();

  constructor() {
    for (const account of SAMPLE_ACCOUNTS) this.add(account.email, account.name);
  }

  add(email: string, name: string, emailVerified = true): LocalAccount {
    const normalised = email.trim().toLowerCase();
    const sub = subjectOf(normalised, emailVerified);
    const account = {
      sub,
      email: normalised,
      name: name.trim() || normalised,
      emailVerified,
      tid: emailVerified ? HOME_TENANT : OTHER_TENANT,
      oid: uuidOf(`local-idp:object:${sub}`),
    };
    this.bySubject.set(account.sub, account);
    return account;
  }

  find(sub: string): LocalAccount | undefined {
    return this.bySubject.get(sub);
  }

  all(): LocalAccount[] {
    return [...this.bySubject.values()];
  }
}
