import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { BoundRepository } from '../../database/bound-repository.js';
import { PeppolRegistrationEntity } from './peppol-registration.entity.js';

/** "PEPR" in ASCII: the first key of the advisory locks taken here, so they meet no other lock. */
const REGISTRATION_LOCK_CLASS = 0x50455052;

export type NewRegistration = Pick<
  PeppolRegistrationEntity,
  'providerCompanyId' | 'peppolId' | 'status' | 'verificationUrl'
>;

/** A registration the inbox poll looks at, and whose it is. */
export type PolledRegistration = Pick<
  PeppolRegistrationEntity,
  'userId' | 'providerCompanyId' | 'status'
>;

/** The users' Peppol registrations, owner first; one row per user, keyed by the owner. */
@Injectable()
export class PeppolRegistrationsRepository extends BoundRepository {
  constructor(@InjectEntityManager() manager: EntityManager) {
    super(manager);
  }

  private get registrations(): Repository<PeppolRegistrationEntity> {
    return this.manager.getRepository(PeppolRegistrationEntity);
  }

  find(ownerId: string): Promise<PeppolRegistrationEntity | null> {
    return this.registrations.findOneBy({ userId: ownerId });
  }

  /**
   * Serialises registering and leaving for one owner until the bound transaction ends, so two
   * requests at once cannot both create a company at the provider.
   */
  async lockOwner(ownerId: string): Promise<void> {
    await this.manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      REGISTRATION_LOCK_CLASS,
      ownerId,
    ]);
  }

  /** Stores the owner's new registration (replacing one they left); its time starts now. */
  async register(
    ownerId: string,
    registration: NewRegistration,
  ): Promise<PeppolRegistrationEntity> {
    await this.manager.query(
      `INSERT INTO "peppol_registrations"
         ("user_id", "provider_company_id", "peppol_id", "status", "verification_url")
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("user_id") DO UPDATE
         SET "provider_company_id" = EXCLUDED."provider_company_id",
             "peppol_id" = EXCLUDED."peppol_id", "status" = EXCLUDED."status",
             "verification_url" = EXCLUDED."verification_url",
             "created_at" = now(), "updated_at" = now()`,
      [
        ownerId,
        registration.providerCompanyId,
        registration.peppolId,
        registration.status,
        registration.verificationUrl,
      ],
    );
    const stored = await this.find(ownerId);
    if (stored === null) throw new Error('The registration just stored is missing');
    return stored;
  }

  async markLeft(ownerId: string): Promise<void> {
    await this.registrations.update({ userId: ownerId }, { status: 'left' });
  }

  /** Pending becomes active (the identity check was passed); answers whether it changed. */
  async activate(ownerId: string, providerCompanyId: string): Promise<boolean> {
    const result = await this.registrations.update(
      { userId: ownerId, providerCompanyId, status: 'pending_verification' },
      { status: 'active' },
    );
    return (result.affected ?? 0) > 0;
  }

  /**
   * The registration of a provider company. Not owner first: an incoming document names only
   * the company it arrived for, and this is how it finds its owner. Left ones are not routed to.
   */
  findByProviderCompany(providerCompanyId: string): Promise<PeppolRegistrationEntity | null> {
    return this.registrations
      .createQueryBuilder('registration')
      .where('registration.provider_company_id = :providerCompanyId', { providerCompanyId })
      .andWhere(`registration.status <> 'left'`)
      .getOne();
  }

  /**
   * Up to `limit` registrations that are not left, after `afterUserId` in owner order: the inbox
   * poll's pages, every user's, hence no owner.
   */
  async pageForPoll(afterUserId: string | null, limit: number): Promise<PolledRegistration[]> {
    const rows = (await this.manager.query(
      `SELECT "user_id" AS "userId", "provider_company_id" AS "providerCompanyId", "status"
         FROM "peppol_registrations"
        WHERE "status" <> 'left' AND ($1::uuid IS NULL OR "user_id" > $1::uuid)
        ORDER BY "user_id"
        LIMIT $2`,
      [afterUserId, limit],
    )) as PolledRegistration[];
    return rows;
  }
}
