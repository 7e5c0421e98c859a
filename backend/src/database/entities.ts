import { CompanyEntity } from '../companies/company.entity.js';
import { UserEntity } from '../users/user.entity.js';

/** Listed explicitly: ESM builds cannot load entities by glob reliably. */
export const ENTITIES = [UserEntity, CompanyEntity];
