import type {
  DeepPartial,
  EntityTarget,
  FindOptionsOrder,
  FindOptionsWhere,
  ObjectLiteral,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import { DomainException } from '../common/errors/domain.exception.js';
import { BoundRepository } from './bound-repository.js';
import { type LeanStatement, leanStatement, runLeanStatement } from './lean-entities.js';

/** A row that belongs to one user. Every table of the product but `users` has one. */
export type OwnedEntity = ObjectLiteral & { id: string; userId: string };

export type OwnedListOptions<Entity extends OwnedEntity> = {
  where?: Omit<FindOptionsWhere<Entity>, 'userId'>;
  order?: FindOptionsOrder<Entity>;
  take?: number;
  skip?: number;
};

/**
 * Data access that takes the owner first: `findOne(ownerId, id)`, never `findOne(id)`. A row of
 * another user is indistinguishable from a missing one, so services answer 404 for both.
 * Feature repositories extend this and add their own queries in the same owner-first form;
 * `in(tx)` runs them in a transaction (BoundRepository).
 */
export class OwnedRepository<Entity extends OwnedEntity> extends BoundRepository {
  private readonly target: EntityTarget<Entity>;
  private readonly statements: { findOne?: LeanStatement<Entity> } = {};

  constructor(repository: Repository<Entity>) {
    super(repository.manager);
    this.target = repository.target;
  }

  /** The table, on this repository's manager (the pool's or the bound transaction's). */
  protected get repository(): Repository<Entity> {
    return this.manager.getRepository<Entity>(this.target);
  }

  /** A query over the owner's rows only: subclasses start their own queries here. */
  protected ownedQuery(ownerId: string, alias: string): SelectQueryBuilder<Entity> {
    return this.repository
      .createQueryBuilder(alias)
      .where(`${alias}.user_id = :ownerId`, { ownerId });
  }

  protected owned(ownerId: string, where: object = {}): FindOptionsWhere<Entity> {
    return { ...where, userId: ownerId } as FindOptionsWhere<Entity>;
  }

  async findOne(ownerId: string, id: string): Promise<Entity | null> {
    const rows = await runLeanStatement(this.manager, this.findOneStatement(), { ownerId, id });
    return rows[0] ?? null;
  }

  /** findOne's SQL, the same for every owner and id: built at its first use (lean-entities.ts). */
  private findOneStatement(): LeanStatement<Entity> {
    // A holder shared with the copies `in(tx)` makes, which would otherwise each build their own.
    this.statements.findOne ??= leanStatement(
      this.ownedQuery(':ownerId', 'owned').andWhere('owned.id = :id', { id: ':id' }).limit(1),
    );
    return this.statements.findOne;
  }

  /** Like findOne, but a missing or foreign row is the API's 404. */
  async get(ownerId: string, id: string): Promise<Entity> {
    const entity = await this.findOne(ownerId, id);
    if (entity === null) throw new DomainException('NOT_FOUND');
    return entity;
  }

  find(ownerId: string, options: OwnedListOptions<Entity> = {}): Promise<Entity[]> {
    return this.repository.find({
      where: this.owned(ownerId, options.where),
      order: options.order,
      take: options.take,
      skip: options.skip,
    });
  }

  count(ownerId: string, where?: OwnedListOptions<Entity>['where']): Promise<number> {
    return this.repository.countBy(this.owned(ownerId, where));
  }

  /** Inserts a row for the owner; the owner can never come from the values. */
  create(ownerId: string, values: Omit<DeepPartial<Entity>, 'userId'>): Promise<Entity> {
    const entity = this.repository.create({ ...values, userId: ownerId } as DeepPartial<Entity>);
    return this.repository.save(entity);
  }

  /** Changes the owner's row; 404 when it is not theirs. The owner and id never change. */
  async update(
    ownerId: string,
    id: string,
    changes: Omit<DeepPartial<Entity>, 'id' | 'userId'>,
  ): Promise<Entity> {
    const entity = await this.get(ownerId, id);
    return this.repository.save(this.repository.merge(entity, changes as DeepPartial<Entity>));
  }

  /** Deletes the owner's row; 404 when it is not theirs. */
  async delete(ownerId: string, id: string): Promise<void> {
    const result = await this.repository.delete(this.owned(ownerId, { id }));
    if (!result.affected) throw new DomainException('NOT_FOUND');
  }
}
