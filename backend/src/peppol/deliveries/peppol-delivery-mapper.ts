import type { PeppolDeliveryDto } from './dto/peppol-delivery.dto.js';
import type { PeppolDeliveryEntity } from './peppol-delivery.entity.js';

/** The one place a stored delivery becomes what its owner is answered. */
export function toPeppolDeliveryDto(entity: PeppolDeliveryEntity): PeppolDeliveryDto {
  return {
    id: entity.id,
    invoiceId: entity.invoiceId,
    recipient: entity.recipient,
    status: entity.status,
    reason: entity.reason,
    createdAt: entity.createdAt.toISOString(),
    sentAt: entity.sentAt?.toISOString() ?? null,
    settledAt: entity.settledAt?.toISOString() ?? null,
    mayHaveBeenDeliveredTwice: entity.possiblyDuplicated,
  };
}
