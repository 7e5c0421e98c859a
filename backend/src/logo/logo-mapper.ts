import type { Logo } from '@app/contracts/settings';
import type { LogoEntity } from './logo.entity.js';

/** The one place a stored logo becomes what the API returns. */
export function toLogo(entity: LogoEntity): Logo {
  return { id: entity.id, url: `/api/logo/${entity.id}`, filename: entity.filename };
}
