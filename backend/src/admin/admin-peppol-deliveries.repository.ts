import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DocumentType, PeppolStatus } from '@app/contracts/invoice';
import type { PagePosition } from '../common/api/list-page.js';
import { BoundRepository } from '../database/bound-repository.js';
import { readQueueRows, type QueueRows } from './admin-queue-page.js';
import type { AdminPeppolDeliveryDto } from './dto/admin-peppol-delivery.dto.js';

type DeliveryRow = {
  id: string;
  invoice_id: string;
  invoice_number: string;
  document_type: DocumentType;
  user_id: string;
  user_email: string;
  recipient: string;
  status: PeppolStatus;
  reason: string | null;
  attempts: number;
  provider_document_id: string | null;
  envelope_id: string | null;
  claimed_by: string | null;
  possibly_duplicated: boolean;
  created_at: Date;
  sent_at: Date | null;
  settled_at: Date | null;
};

const DELIVERY_SELECT = `
  d.id, d.invoice_id, i.invoice_number, i.document_type, d.user_id, u.email AS user_email,
  d.recipient, d.status, d.reason, d.attempts, d.provider_document_id, d.envelope_id,
  d.claimed_by, d.possibly_duplicated, d.created_at, d.sent_at, d.settled_at`;

const toAdminDelivery = (row: DeliveryRow): AdminPeppolDeliveryDto => ({
  id: row.id,
  invoiceId: row.invoice_id,
  invoiceNumber: row.invoice_number,
  documentType: row.document_type,
  userId: row.user_id,
  userEmail: row.user_email,
  recipient: row.recipient,
  status: row.status,
  reason: row.reason,
  attempts: row.attempts,
  providerDocumentId: row.provider_document_id,
  envelopeId: row.envelope_id,
  claimedBy: row.claimed_by,
  mayHaveBeenDeliveredTwice: row.possibly_duplicated,
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at?.toISOString() ?? null,
  settledAt: row.settled_at?.toISOString() ?? null,
});

/**
 * Every user's Peppol deliveries, for the admin area (behind the admin guard), read like the
 * e-mail queue: newest first along `peppol_deliveries_queue_idx`, the counters from
 * `peppol_deliveries_unfinished_idx` and `peppol_deliveries_status_idx`.
 */
@Injectable()
export class AdminPeppolDeliveriesRepository extends BoundRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource.manager);
  }

  /** One page, `limit + 1` rows, with the counters: on its way, sent, refused or failed. */
  page(position: PagePosition, limit: number): Promise<QueueRows<AdminPeppolDeliveryDto>> {
    return readQueueRows<DeliveryRow, AdminPeppolDeliveryDto>(
      {
        from: () => this.manager.createQueryBuilder().from('peppol_deliveries', 'd'),
        alias: 'd',
        select: (query) =>
          query
            .select(DELIVERY_SELECT)
            .innerJoin('invoices', 'i', 'i.id = d.invoice_id')
            .innerJoin('users', 'u', 'u.id = d.user_id'),
        counters: [
          `d.status IN ('queued', 'sending')`,
          `d.status IN ('sent', 'delivered')`,
          `d.status IN ('refused', 'failed')`,
        ],
        toItem: toAdminDelivery,
      },
      position,
      limit,
    );
  }
}
