// The generated webhook types (openapi.yaml) and the contracts types, proved equal at compile
// time: a drift on either side fails `npm run typecheck` naming the fields.
import type { SameShape, TypesMatch } from '@app/contracts/common';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointWithSecret,
} from '@app/contracts/settings';
import type {
  SaveWebhookEndpointDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookEndpointWithSecretDto,
} from './webhooksApi.gen';

export type _WebhookEndpointDtoMatches = TypesMatch<SameShape<WebhookEndpointDto, WebhookEndpoint>>;
export type _WebhookEndpointWithSecretDtoMatches = TypesMatch<
  SameShape<WebhookEndpointWithSecretDto, WebhookEndpointWithSecret>
>;
export type _WebhookDeliveryDtoMatches = TypesMatch<SameShape<WebhookDeliveryDto, WebhookDelivery>>;
export type _SaveWebhookEndpointDtoMatches = TypesMatch<
  SameShape<Required<SaveWebhookEndpointDto>, WebhookEndpointInput>
>;
