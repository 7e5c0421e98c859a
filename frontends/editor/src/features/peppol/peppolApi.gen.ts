import { baseApi as api } from '@app/platform';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPeppolDeliveries: build.query<ListPeppolDeliveriesApiResponse, ListPeppolDeliveriesApiArg>({
      query: (queryArg) => ({ url: `/api/invoices/${queryArg.id}/peppol-deliveries` }),
    }),
    sendPeppolDelivery: build.mutation<SendPeppolDeliveryApiResponse, SendPeppolDeliveryApiArg>({
      query: (queryArg) => ({
        url: `/api/invoices/${queryArg.id}/peppol-deliveries`,
        method: 'POST',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getPeppolParticipant: build.query<GetPeppolParticipantApiResponse, GetPeppolParticipantApiArg>({
      query: (queryArg) => ({ url: `/api/peppol/participants/${queryArg.peppolId}` }),
    }),
    leavePeppol: build.mutation<LeavePeppolApiResponse, LeavePeppolApiArg>({
      query: () => ({ url: `/api/peppol/registration`, method: 'DELETE' }),
    }),
    getPeppolRegistration: build.query<
      GetPeppolRegistrationApiResponse,
      GetPeppolRegistrationApiArg
    >({
      query: () => ({ url: `/api/peppol/registration` }),
    }),
    registerForPeppol: build.mutation<RegisterForPeppolApiResponse, RegisterForPeppolApiArg>({
      query: () => ({ url: `/api/peppol/registration`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as peppolApi };
export type ListPeppolDeliveriesApiResponse = /** status 200  */ PeppolDeliveryListDto;
export type ListPeppolDeliveriesApiArg = {
  /** The invoice's id: 16 to 64 letters, digits, _ or - */
  id: string;
};
export type SendPeppolDeliveryApiResponse =
  /** status 202 Queued: the delivery is stored; the queue sends it once */ PeppolDeliveryResultDto;
export type SendPeppolDeliveryApiArg = {
  /** The invoice's id: 16 to 64 letters, digits, _ or - */
  id: string;
  /** A key the client makes once per intended create or send (a UUID, say) and sends again with every retry of it. Within 24 hours, the same key with the same request answers the first answer again, with `Idempotent-Replayed: true`, and does nothing twice; with another body, path or method it answers 422 IDEMPOTENCY_KEY_REUSED. Keys are per user. An error answer keeps nothing: the request may be retried with the same key (docs/data-api.md "Idempotent writes"). */
  'Idempotency-Key'?: string;
};
export type GetPeppolParticipantApiResponse = /** status 200  */ PeppolParticipantDto;
export type GetPeppolParticipantApiArg = {
  /** The Peppol id: a four-digit scheme, a colon and the identifier, e.g. 0208:0123456749 */
  peppolId: string;
};
export type LeavePeppolApiResponse = unknown;
export type LeavePeppolApiArg = void;
export type GetPeppolRegistrationApiResponse = /** status 200  */ PeppolRegistrationDto;
export type GetPeppolRegistrationApiArg = void;
export type RegisterForPeppolApiResponse = /** status 201  */ PeppolRegistrationDto;
export type RegisterForPeppolApiArg = void;
export type PeppolStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'refused' | 'failed';
export type PeppolDeliveryDto = {
  /** When it was asked for (queued) */
  createdAt: string;
  id: string;
  invoiceId: string;
  /** A sending server stopped mid-send and another took the delivery over: the customer may have received it twice */
  mayHaveBeenDeliveredTwice: boolean;
  /** Why it was refused or failed, or why the last try did not get through; null otherwise */
  reason: string | null;
  /** The customer's Peppol address */
  recipient: string;
  /** When the customer’s access point took it; null until then */
  sentAt: string | null;
  /** When it became delivered, refused or failed; null until then */
  settledAt: string | null;
  /** `queued` and `sending`: on its way; `sent`: the customer’s access point has it; `delivered`: the customer’s system accepted it; `refused`: the network or the customer said no (see `reason`); `failed`: it could not be sent (see `reason`) */
  status: PeppolStatus;
};
export type PeppolDeliveryListDto = {
  /** Oldest first */
  deliveries: PeppolDeliveryDto[];
};
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'MALFORMED_JSON'
  | 'NESTING_TOO_DEEP'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'TOKEN_SCOPE'
  | 'TOKEN_NOT_ALLOWED'
  | 'TOKEN_LIMIT_REACHED'
  | 'WEBHOOK_LIMIT_REACHED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INVOICE_NUMBER_TAKEN'
  | 'INVOICE_LOCKED'
  | 'INVOICE_NOT_CREDITABLE'
  | 'CREDIT_EXCEEDS_INVOICE'
  | 'VERSION_CONFLICT'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_KEY_IN_PROGRESS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'EMAIL_LIMIT_REACHED'
  | 'MOLLIE_NOT_CONFIGURED'
  | 'PAYMENT_NOT_AVAILABLE'
  | 'PAYMENT_PROVIDER_FAILED'
  | 'REFUND_NOT_AVAILABLE'
  | 'REFUND_EXISTS'
  | 'REFUND_EXCEEDS_PAYMENT'
  | 'EINVOICE_NOT_READY'
  | 'PEPPOL_NOT_CONFIGURED'
  | 'PEPPOL_NOT_REGISTERED'
  | 'PEPPOL_RECIPIENT_UNREACHABLE'
  | 'PEPPOL_PROVIDER_FAILED'
  | 'VAT_RETURN_COUNTRY'
  | 'BANK_STATEMENT_REFUSED'
  | 'BANK_CREDIT_RESOLVED'
  | 'INVOICE_NOT_OPEN'
  | 'DATABASE_BUSY'
  | 'DATABASE_UNAVAILABLE'
  | 'INTERNAL_ERROR';
export type FieldErrorDto = {
  /** Dotted path of the offending field */
  field: string;
  message: string;
};
export type ErrorLimitDto = {
  /** How many the limit allows per period */
  max: number;
  per: 'hour' | 'day';
  /** When the request can succeed again (ISO 8601, UTC) */
  retryAt: string;
};
export type ErrorBodyDto = {
  /** Stable machine-readable code: switch on this, never on the message */
  code: ErrorCode;
  error: string;
  fields?: FieldErrorDto[];
  /** With EMAIL_LIMIT_REACHED */
  limit?: ErrorLimitDto;
  message: string;
  statusCode: number;
};
export type PeppolDeliveryResultDto = {
  /** The queued delivery */
  delivery: PeppolDeliveryDto;
};
export type PeppolDocumentType = 'invoice' | 'creditNote';
export type PeppolParticipantDto = {
  /** What it receives of what we send */
  documentTypes: PeppolDocumentType[];
  /** The name in the Peppol directory, when listed */
  name: string | null;
  /** The id asked about (scheme:identifier) */
  peppolId: string;
  /** It receives invoices or credit notes over Peppol. False also when the lookup itself failed: the network cannot tell the two apart */
  reachable: boolean;
};
export type PeppolRegistrationStatus = 'none' | 'pending_verification' | 'active';
export type PeppolRegistrationDto = {
  /** The Peppol id customers send to (scheme:identifier); null when not registered */
  peppolId: string | null;
  /** When the current registration was made; null when not registered */
  registeredAt: string | null;
  /** `none`: not registered (or left). `pending_verification`: registered; the identity check at `verificationUrl` is still to be done before invoices can be sent or received. `active`: e-invoices can be sent and received over Peppol. */
  status: PeppolRegistrationStatus;
  /** Where the identity check is done, while it is pending; else null */
  verificationUrl: string | null;
};
export const {
  useListPeppolDeliveriesQuery,
  useSendPeppolDeliveryMutation,
  useGetPeppolParticipantQuery,
  useLeavePeppolMutation,
  useGetPeppolRegistrationQuery,
  useRegisterForPeppolMutation,
} = injectedRtkApi;
