import type { EntityManager } from 'typeorm';
import { managerOf, type Transaction } from './transactions.js';

/**
 * The base of every repository: its queries run on `this.manager`, the pool's by default and a
 * transaction's in the copy `in(tx)` returns. Repository methods never take a manager or a
 * transaction as an argument; a caller binds the repository instead:
 * `await invoices.in(tx).lockOne(ownerId, id)`.
 */
export abstract class BoundRepository {
  constructor(protected readonly manager: EntityManager) {}

  /** This repository with every query in `tx`. */
  in(tx: Transaction): this {
    // A copy that inherits every other field (injected settings, clocks) from this instance.
    const bound = Object.create(this) as this;
    Object.defineProperty(bound, 'manager', { value: managerOf(tx) });
    return bound;
  }
}
