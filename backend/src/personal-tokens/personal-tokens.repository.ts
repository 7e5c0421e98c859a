import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { PagePosition } from '../common/api/list-page.js';
import { atPosition, countCapped, timestampKeyText } from '../database/list-queries.js';
import { OwnedRepository } from '../database/owned-repository.js';
import { PersonalTokenEntity } from './personal-token.entity.js';

/** "PATK" in ASCII: the first key of the advisory locks taken here, so they meet no other lock. */
const TOKEN_LOCK_CLASS = 0x5041544b;

/**
 * The list order, newest first, all descending; the id makes a place in it unique. Served in
 * index order by personal_access_tokens_user_list_idx (user_id, created_at, id), read backwards.
 */
const LIST_KEY = ['token.created_at', 'token.id'] as const;
const CREATED_AT_TEXT = timestampKeyText('token.created_at');

/** A token of a list page, with its creation time as text for the page's cursor. */
export type ListedPersonalToken = { token: PersonalTokenEntity; createdAtText: string };

/** Personal access tokens, always by owner (see OwnedRepository). */
@Injectable()
export class PersonalTokensRepository extends OwnedRepository<PersonalTokenEntity> {
  constructor(@InjectRepository(PersonalTokenEntity) repository: Repository<PersonalTokenEntity>) {
    super(repository);
  }

  /** One page of the owner's tokens, newest first, `limit + 1` rows to tell whether more follow. */
  async page(
    ownerId: string,
    position: PagePosition,
    limit: number,
  ): Promise<ListedPersonalToken[]> {
    const query = atPosition(
      this.ownedQuery(ownerId, 'token')
        .addSelect(CREATED_AT_TEXT, 'created_at_text')
        .orderBy(LIST_KEY[0], 'DESC')
        .addOrderBy(LIST_KEY[1], 'DESC'),
      position,
      LIST_KEY,
      'DESC',
      limit,
    );
    const { entities, raw } = await query.getRawAndEntities<{
      token_id: string;
      created_at_text: string;
    }>();
    const textOf = new Map(raw.map((row) => [row.token_id, row.created_at_text]));
    return entities.map((token) => ({ token, createdAtText: textOf.get(token.id)! }));
  }

  /** How many tokens `page` lists in all, counted up to `COUNT_CAP + 1`. */
  countListed(ownerId: string): Promise<number> {
    return countCapped(this.ownedQuery(ownerId, 'token'));
  }

  /**
   * Holds back any other token create of this owner until the surrounding transaction ends, so
   * two creates at once cannot both see room for one more. Call it through `in(tx)`.
   */
  async lockOwner(ownerId: string): Promise<void> {
    await this.repository.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      TOKEN_LOCK_CLASS,
      ownerId,
    ]);
  }
}
