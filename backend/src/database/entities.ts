import { AdminAuditEntity } from '../admin/admin-audit.entity.js';
import { ArchivedDocumentEntity } from '../archive/archived-document.entity.js';
import { BankCreditEntity } from '../bank-statements/bank-credit.entity.js';
import { RefreshTokenEntity } from '../auth/sessions/refresh-token.entity.js';
import { UserIdentityEntity } from '../auth/sign-in/user-identity.entity.js';
import { CompanyEntity } from '../companies/company.entity.js';
import { IdempotencyKeyEntity } from '../common/idempotency/idempotency-key.entity.js';
import { InvoiceEmailEntity } from '../email-queue/invoice-email.entity.js';
import { InvoiceEntity } from '../invoices/invoice.entity.js';
import { MollieConnectStateEntity } from '../mollie/mollie-connect-state.entity.js';
import { MollieConnectionEntity } from '../mollie/mollie-connection.entity.js';
import { ScheduleEntity } from '../schedules/schedule.entity.js';
import { ScheduleRunEntity } from '../schedules/generator/schedule-run.entity.js';
import { UserSettingsEntity } from '../settings/user-settings.entity.js';
import { LogoEntity } from '../logo/logo.entity.js';
import { LogoFileEntity } from '../logo/storage/logo-file.entity.js';
import { MollieRefundEntity } from '../payments/refunds/mollie-refund.entity.js';
import { PersonalTokenEntity } from '../personal-tokens/personal-token.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { UserInvoiceCountEntity } from '../users/user-invoice-count.entity.js';
import { PeppolRegistrationEntity } from '../peppol/registration/peppol-registration.entity.js';
import { PeppolDeliveryEntity } from '../peppol/deliveries/peppol-delivery.entity.js';
import { ReceivedAttachmentEntity } from '../peppol/received/received-attachment.entity.js';
import { ReceivedDocumentEntity } from '../peppol/received/received-document.entity.js';
import { VatNumberCheckEntity } from '../vies/vat-number-check.entity.js';
import { WebhookDeliveryEntity } from '../webhooks/webhook-delivery.entity.js';
import { WebhookEndpointEntity } from '../webhooks/webhook-endpoint.entity.js';
import { WebhookEventEntity } from '../webhooks/webhook-event.entity.js';

/** Listed explicitly: ESM builds cannot load entities by glob reliably. */
export const ENTITIES = [
  UserEntity,
  CompanyEntity,
  RefreshTokenEntity,
  UserIdentityEntity,
  UserSettingsEntity,
  InvoiceEntity,
  LogoEntity,
  LogoFileEntity,
  ScheduleEntity,
  InvoiceEmailEntity,
  ScheduleRunEntity,
  MollieConnectionEntity,
  MollieConnectStateEntity,
  AdminAuditEntity,
  UserInvoiceCountEntity,
  PersonalTokenEntity,
  WebhookEndpointEntity,
  WebhookEventEntity,
  WebhookDeliveryEntity,
  IdempotencyKeyEntity,
  MollieRefundEntity,
  VatNumberCheckEntity,
  PeppolRegistrationEntity,
  PeppolDeliveryEntity,
  ReceivedDocumentEntity,
  ReceivedAttachmentEntity,
  ArchivedDocumentEntity,
  BankCreditEntity,
];
