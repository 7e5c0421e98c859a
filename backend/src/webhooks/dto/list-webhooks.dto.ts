import { MAX_WEBHOOK_ENDPOINTS } from '@app/contracts/settings';
import {
  CursorParameter,
  LimitParameter,
  PageParameter,
  type CursorShape,
} from '../../common/api/list-page.js';

/** A place in either list's order: the creation time to the microsecond, then the id. */
export const WEBHOOK_LIST_CURSOR: CursorShape = ['timestamp', 'uuid'];

export const DEFAULT_WEBHOOK_DELIVERY_PAGE_SIZE = 20;
export const MAX_WEBHOOK_DELIVERY_PAGE_SIZE = 100;

export class ListWebhookEndpointsQueryDto {
  @PageParameter()
  page?: number;

  @CursorParameter(WEBHOOK_LIST_CURSOR)
  cursor?: string;

  @LimitParameter(MAX_WEBHOOK_ENDPOINTS, MAX_WEBHOOK_ENDPOINTS)
  limit?: number;
}

export class ListWebhookDeliveriesQueryDto {
  @PageParameter()
  page?: number;

  @CursorParameter(WEBHOOK_LIST_CURSOR)
  cursor?: string;

  @LimitParameter(DEFAULT_WEBHOOK_DELIVERY_PAGE_SIZE, MAX_WEBHOOK_DELIVERY_PAGE_SIZE)
  limit?: number;
}
