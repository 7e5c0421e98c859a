import type { CursorShape } from '../../common/api/list-page.js';

/**
 * A place in an admin list's order, newest first: the row's `created_at` to the microsecond,
 * then its id (CursorShape says why the microseconds).
 */
export const ADMIN_LIST_CURSOR: CursorShape = ['timestamp', 'uuid'];
