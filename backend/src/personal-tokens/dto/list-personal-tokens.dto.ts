import {
  CursorParameter,
  LimitParameter,
  PageParameter,
  type CursorShape,
} from '../../common/api/list-page.js';

export const DEFAULT_PERSONAL_TOKEN_PAGE_SIZE = 50;
export const MAX_PERSONAL_TOKEN_PAGE_SIZE = 100;

/** A place in the list order: the creation time to the microsecond, then the id. */
export const PERSONAL_TOKEN_LIST_CURSOR: CursorShape = ['timestamp', 'uuid'];

export class ListPersonalTokensQueryDto {
  @PageParameter()
  page?: number;

  @CursorParameter(PERSONAL_TOKEN_LIST_CURSOR)
  cursor?: string;

  @LimitParameter(DEFAULT_PERSONAL_TOKEN_PAGE_SIZE, MAX_PERSONAL_TOKEN_PAGE_SIZE)
  limit?: number;
}
