import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { BoundRepository } from '../database/bound-repository.js';

/** The readiness probe's query. It reads no table, so it has no owner. */
@Injectable()
export class HealthRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  /** Resolves when PostgreSQL answers a query on a pooled connection. */
  async ping(): Promise<void> {
    await this.manager.query('SELECT 1');
  }
}
