import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { BoundRepository } from '../database/bound-repository.js';
import { MollieConnectionEntity } from './mollie-connection.entity.js';

/**
 * The users' Mollie connections, owner first; one row per user, keyed by the owner, holding the
 * sealed connection (MollieConnectionsService seals and opens it).
 */
@Injectable()
export class MollieConnectionsRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  private get connections(): Repository<MollieConnectionEntity> {
    return this.manager.getRepository(MollieConnectionEntity);
  }

  async save(ownerId: string, sealed: string): Promise<void> {
    await this.connections.upsert({ userId: ownerId, sealed }, ['userId']);
  }

  async delete(ownerId: string): Promise<void> {
    await this.connections.delete({ userId: ownerId });
  }

  exists(ownerId: string): Promise<boolean> {
    return this.connections.existsBy({ userId: ownerId });
  }

  /** The owner's sealed connection, or null when none is connected. */
  async sealed(ownerId: string): Promise<string | null> {
    const entity = await this.connections.findOneBy({ userId: ownerId });
    return entity?.sealed ?? null;
  }

  /** Like `sealed`, with the row locked (`FOR UPDATE`) until the bound transaction ends. */
  async lockSealed(ownerId: string): Promise<string | null> {
    const entity = await this.connections
      .createQueryBuilder('connection')
      .setLock('pessimistic_write')
      .where('connection.user_id = :ownerId', { ownerId })
      .getOne();
    return entity?.sealed ?? null;
  }

  /** Replaces the owner's sealed connection (after a token refresh). */
  async reseal(ownerId: string, sealed: string): Promise<void> {
    await this.connections.update({ userId: ownerId }, { sealed });
  }
}
