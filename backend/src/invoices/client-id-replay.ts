import type { ApiInvoice } from '@app/contracts/invoice';
import { DomainException } from '../common/errors/domain.exception.js';
import { toApiInvoice } from './invoice-mapper.js';
import type { InvoicesRepository } from './invoices.repository.js';

const IN_USE = {
  invoice: 'This invoice id is already in use; send the invoice without an id or with a new one',
  creditNote: 'This id is already in use; send the credit note without an id or with a new one',
};

/**
 * A create repeated with a client id the caller already stored (an offline replay, a retry)
 * answers that document unchanged; an id another user's document holds is a conflict naming
 * `{body}.id`, never a way to reach that row. null: the id is free (or none was sent).
 */
export async function storedUnderClientId(
  invoices: InvoicesRepository,
  ownerId: string,
  id: string | undefined,
  body: 'invoice' | 'creditNote',
): Promise<{ invoice: ApiInvoice; created: false } | null> {
  if (id === undefined) return null;
  const stored = await invoices.findOne(ownerId, id);
  if (stored !== null) return { invoice: toApiInvoice(stored), created: false };
  if (await invoices.idTakenByAnotherOwner(ownerId, id)) {
    throw new DomainException('CONFLICT', {
      message: IN_USE[body],
      fields: [{ field: `${body}.id`, message: 'is already in use' }],
    });
  }
  return null;
}
