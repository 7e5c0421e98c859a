import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { BoundRepository } from '../database/bound-repository.js';
import { MollieConnectStateEntity } from './mollie-connect-state.entity.js';

/** A used-up authorization state: whose it was and until when it held. */
export type ConsumedMollieState = { ownerId: string; expiresAt: Date };

/**
 * The authorizations started with Mollie, by the hash of their state. Not owner-scoped: the
 * callback carries no signed-in user (the state is what names one), and expired states are
 * worth nothing to anyone.
 */
@Injectable()
export class MollieConnectStatesRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  private get states(): Repository<MollieConnectStateEntity> {
    return this.manager.getRepository(MollieConnectStateEntity);
  }

  async start(ownerId: string, stateHash: string, expiresAt: Date): Promise<void> {
    await this.states.insert({ stateHash, userId: ownerId, expiresAt });
  }

  /** Forgets every user's expired states: they can no longer finish, whoever started them. */
  async deleteExpired(now: Date): Promise<void> {
    await this.states.createQueryBuilder().delete().where('expires_at <= :now', { now }).execute();
  }

  /**
   * Deletes the state and answers whose it was, or null when unknown or already used. By its
   * hash alone: the callback's state is the only thing naming the user. The delete is the claim:
   * of any number of callbacks with one state, one gets the row.
   */
  async consume(stateHash: string): Promise<ConsumedMollieState | null> {
    const [rows] = (await this.states.query(
      `DELETE FROM mollie_connect_states WHERE state_hash = $1 RETURNING user_id, expires_at`,
      [stateHash],
    )) as [{ user_id: string; expires_at: Date }[], number];
    const row = rows[0];
    return row === undefined ? null : { ownerId: row.user_id, expiresAt: new Date(row.expires_at) };
  }
}
