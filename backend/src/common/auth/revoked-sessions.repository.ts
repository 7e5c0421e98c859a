import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { BoundRepository } from '../../database/bound-repository.js';

export type RevokedSession = { sessionId: string; revokedAt: Date };

/**
 * The guard's read of the sessions that ended (refresh_tokens, written by auth/sessions). The
 * guard refuses any user's revoked token, so the read covers every user: there is no owner.
 */
@Injectable()
export class RevokedSessionsRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  /**
   * The families revoked after `since`, with when (one index-only query). Bound to a
   * transaction (`in(tx)`), `timeoutMs` limits the query there. No owner: every user's
   * revoked sessions must stop working on this instance.
   */
  async revokedSince(since: Date, timeoutMs: number): Promise<RevokedSession[]> {
    await this.manager.query(`SET LOCAL statement_timeout = ${timeoutMs}`);
    return (await this.manager.query(
      `SELECT family_id AS "sessionId", max(revoked_at) AS "revokedAt"
         FROM refresh_tokens WHERE revoked_at > $1 GROUP BY family_id`,
      [since],
    )) as RevokedSession[];
  }
}
