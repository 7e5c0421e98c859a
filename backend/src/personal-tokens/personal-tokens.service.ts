import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  MAX_PERSONAL_TOKENS,
  PERSONAL_TOKEN_MARK,
  PERSONAL_TOKEN_PREFIX_LENGTH,
  type CreatedPersonalToken,
  type PersonalTokenInput,
} from '@app/contracts/settings';
import { positionOf, toPage } from '../common/api/list-page.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { Transactions } from '../database/transactions.js';
import type { PersonalTokenListDto } from './dto/personal-token.dto.js';
import {
  DEFAULT_PERSONAL_TOKEN_PAGE_SIZE,
  MAX_PERSONAL_TOKEN_PAGE_SIZE,
  PERSONAL_TOKEN_LIST_CURSOR,
  type ListPersonalTokensQueryDto,
} from './dto/list-personal-tokens.dto.js';
import { PersonalTokenAuthRepository } from './personal-token-auth.repository.js';
import { toPersonalToken } from './personal-token-mapper.js';
import { PersonalTokensRepository } from './personal-tokens.repository.js';

/** `pat_` and 32 random bytes in base64url (43 characters): nothing else is ever a token. */
const TOKEN_FORMAT = /^pat_[A-Za-z0-9_-]{43}$/;
/** "Last used" needs minutes: one write per token per minute at most. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The secret is 256 random bits, so its plain SHA-256 is a safe thing to store and look up: a
 * lookup by hash compares no secret byte by byte (nothing to time), and the stored hash cannot be
 * turned back into a token.
 */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Personal access tokens: a user's own, and the check every request with one goes through. */
@Injectable()
export class PersonalTokensService {
  constructor(
    private readonly tokens: PersonalTokensRepository,
    private readonly holders: PersonalTokenAuthRepository,
    private readonly transactions: Transactions,
  ) {}

  /** One page of the owner's tokens, newest first; never a secret nor a hash. */
  async list(ownerId: string, query: ListPersonalTokensQueryDto): Promise<PersonalTokenListDto> {
    const limit = Math.min(
      query.limit ?? DEFAULT_PERSONAL_TOKEN_PAGE_SIZE,
      MAX_PERSONAL_TOKEN_PAGE_SIZE,
    );
    const position = positionOf(query, PERSONAL_TOKEN_LIST_CURSOR, limit);
    const [rows, total] = await Promise.all([
      this.tokens.page(ownerId, position, limit),
      this.tokens.countListed(ownerId),
    ]);
    const page = toPage({ rows, total }, query, limit, (row) => [row.createdAtText, row.token.id]);
    return { tokens: page.rows.map((row) => toPersonalToken(row.token)), ...page.info };
  }

  /**
   * A new token, answered with its secret this one time. At most MAX_PERSONAL_TOKENS per user:
   * counted under a per-user lock, so creates at once cannot pass the limit together.
   */
  async create(ownerId: string, input: PersonalTokenInput): Promise<CreatedPersonalToken> {
    const secret = PERSONAL_TOKEN_MARK + randomBytes(32).toString('base64url');
    const stored = await this.transactions.run(async (tx) => {
      const tokens = this.tokens.in(tx);
      await tokens.lockOwner(ownerId);
      if ((await tokens.count(ownerId)) >= MAX_PERSONAL_TOKENS) {
        throw new DomainException('TOKEN_LIMIT_REACHED', {
          message: `You can have at most ${MAX_PERSONAL_TOKENS} personal access tokens: revoke one to create another`,
        });
      }
      return tokens.create(ownerId, {
        name: input.name.trim(),
        scope: input.scope,
        tokenHash: hashOf(secret),
        prefix: secret.slice(0, PERSONAL_TOKEN_PREFIX_LENGTH),
        lastUsedAt: null,
      });
    });
    return { token: toPersonalToken(stored), secret };
  }

  /** Revokes (deletes) the owner's token: it stops working on the next request. 404 if not theirs. */
  revoke(ownerId: string, id: string): Promise<void> {
    return this.tokens.delete(ownerId, id);
  }

  /**
   * Who a request with this token acts for, or null (not a token, unknown, revoked, or its user
   * deleted). One indexed query, no cache: a revoked token stops working at once on every
   * instance. Records the use at most once a minute.
   */
  async authenticate(secret: string): Promise<AuthenticatedUser | null> {
    if (!TOKEN_FORMAT.test(secret)) return null;
    const holder = await this.holders.findByHash(hashOf(secret));
    if (holder === null) return null;
    const lastUsed = holder.lastUsedAt?.getTime() ?? 0;
    if (Date.now() - lastUsed >= LAST_USED_RESOLUTION_MS) {
      // A statistic, never a reason to fail the request.
      await this.holders.touch(holder.tokenId).catch(() => undefined);
    }
    return {
      id: holder.userId,
      email: holder.email,
      personalToken: { id: holder.tokenId, scope: holder.scope },
    };
  }
}
