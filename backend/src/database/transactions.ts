import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { allowLongWork } from './timeouts.js';

declare const open: unique symbol;

/**
 * An open database transaction. Opaque outside repositories: a service only passes it on, and a
 * repository runs its queries in it through `repository.in(tx)` (database/bound-repository.ts).
 * That is the one way a transaction travels (docs/backend.md, "Transactions").
 */
export type Transaction = { readonly [open]: true };

/** The transaction's EntityManager: for database/ only (BoundRepository.in). */
export function managerOf(tx: Transaction): EntityManager {
  return tx as unknown as EntityManager;
}

const asTransaction = (manager: EntityManager): Transaction => manager as unknown as Transaction;

/** Opens transactions for services, which never see TypeORM. */
@Injectable()
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction under the request limits (database/timeouts.ts). */
  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(asTransaction(manager)));
  }

  /** Like `run`, for scheduled work that may legitimately wait longer than a request. */
  runLong<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await allowLongWork(manager);
      return work(asTransaction(manager));
    });
  }
}
