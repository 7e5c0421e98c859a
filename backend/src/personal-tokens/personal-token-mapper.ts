import type { PersonalToken } from '@app/contracts/settings';
import type { PersonalTokenEntity } from './personal-token.entity.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The one place a stored token becomes what the API returns: never its hash. */
export function toPersonalToken(entity: PersonalTokenEntity): PersonalToken {
  return {
    id: entity.id,
    name: entity.name,
    scope: entity.scope,
    prefix: entity.prefix,
    createdAt: seconds(entity.createdAt),
    lastUsedAt: entity.lastUsedAt === null ? null : seconds(entity.lastUsedAt),
  };
}
