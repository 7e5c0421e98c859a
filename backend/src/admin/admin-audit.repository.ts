import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { BoundRepository } from '../database/bound-repository.js';
import { AdminAuditEntity } from './admin-audit.entity.js';

export type AdminAuditEntry = Pick<
  AdminAuditEntity,
  'adminId' | 'adminEmail' | 'action' | 'targetUserId' | 'targetId' | 'outcome'
>;

/**
 * The admin audit log, a system role's table: its rows are about admins and the users they
 * looked at, and belong to neither (no owner to scope by).
 */
@Injectable()
export class AdminAuditRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  /** One thing an admin did. No owner: the trail is the operators', not the admin's own data. */
  async record(entry: AdminAuditEntry): Promise<void> {
    await this.manager.getRepository(AdminAuditEntity).insert(entry);
  }
}
