import { webhooksApi as generated } from './webhooksApi.gen';

/**
 * Cache tags for the generated webhook endpoints: a change to an endpoint makes the list stale;
 * a test event adds a delivery.
 */
export const webhooksApi = generated.enhanceEndpoints({
  addTagTypes: ['WebhookEndpoints', 'WebhookDeliveries'],
  endpoints: {
    listWebhookEndpoints: { providesTags: ['WebhookEndpoints'] },
    createWebhookEndpoint: { invalidatesTags: ['WebhookEndpoints'] },
    updateWebhookEndpoint: { invalidatesTags: ['WebhookEndpoints'] },
    deleteWebhookEndpoint: { invalidatesTags: ['WebhookEndpoints', 'WebhookDeliveries'] },
    rotateWebhookSecret: { invalidatesTags: ['WebhookEndpoints'] },
    listWebhookDeliveries: { providesTags: ['WebhookDeliveries'] },
    sendWebhookTestEvent: { invalidatesTags: ['WebhookDeliveries'] },
  },
});

export const {
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useListWebhookDeliveriesQuery,
  useSendWebhookTestEventMutation,
} = webhooksApi;
