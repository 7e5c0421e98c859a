import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * The local provider's storage: in memory, as its sessions need not survive a restart (it is a
 * development stand-in; our own sessions live in PostgreSQL). Given explicitly so the provider
 * does not warn about its built-in one at every start.
 */
export class MemoryAdapter implements Adapter {
  private static readonly store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();

  constructor(private readonly model: string) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    MemoryAdapter.store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (entry === undefined || entry.expiresAt < Date.now()) return undefined;
    return entry.payload;
  }

  async findByUserCode(): Promise<undefined> {
    return undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    for (const [key, entry] of MemoryAdapter.store) {
      if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return entry.payload;
    }
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    MemoryAdapter.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, entry] of MemoryAdapter.store) {
      if (entry.payload.grantId === grantId) MemoryAdapter.store.delete(key);
    }
  }
}
