import { createHash } from 'node:crypto';

export type LocalAccount = { sub: string; email: string; name: string };

/** The accounts the local provider's picker offers; "another account" adds any address. */
export const SAMPLE_ACCOUNTS: readonly Omit<LocalAccount, 'sub'>[] = [
  { email: 'anna.devries@example.com', name: 'Anna de Vries' },
  { email: 'bram.jansen@example.com', name: 'Bram Jansen' },
  { email: 'admin@example.com', name: 'Admin Example' },
];

/** The same address always gets the same subject, across restarts, like a real provider. */
export const subjectOf = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

export class LocalAccounts {
  private readonly bySubject = new Map<string, LocalAccount>();

  constructor() {
    for (const account of SAMPLE_ACCOUNTS) this.add(account.email, account.name);
  }

  add(email: string, name: string): LocalAccount {
    const normalised = email.trim().toLowerCase();
    const account = {
      sub: subjectOf(normalised),
      email: normalised,
      name: name.trim() || normalised,
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
