import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OwnedRepository } from '../database/owned-repository.js';
import { CompanyEntity } from './company.entity.js';

/** Companies, always by owner (see OwnedRepository). Feature queries go here, owner first. */
@Injectable()
export class CompaniesRepository extends OwnedRepository<CompanyEntity> {
  constructor(@InjectRepository(CompanyEntity) repository: Repository<CompanyEntity>) {
    super(repository);
  }

  newestFirst(ownerId: string): Promise<CompanyEntity[]> {
    return this.find(ownerId, { order: { createdAt: 'DESC', id: 'ASC' } });
  }
}
