import { CreateUsers1763701200000 } from './1763701200000-create-users.js';

/** In order of application. Generate new ones with `npm run migration:generate -w backend -- Name`. */
export const MIGRATIONS = [CreateUsers1763701200000];
