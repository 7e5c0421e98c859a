import type { PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { isInvoiceId } from '@app/contracts/invoice';
import { DomainException } from '../errors/domain.exception.js';

const CLIENT_ID_FORM = '16 to 64 letters, digits, _ or -';

/**
 * A path id of a row whose id a client may make (invoices, schedules). A malformed one can never
 * be anyone's row: it is answered like a missing one.
 */
export const clientId: PipeTransform<string, string> = {
  transform(value) {
    if (!isInvoiceId(value)) throw new DomainException('NOT_FOUND');
    return value;
  },
};

/** Documents such a path parameter. */
export const ApiClientIdParam = (name: string, of: string): MethodDecorator =>
  ApiParam({
    name,
    description: `The ${of}'s id: ${CLIENT_ID_FORM}`,
    example: 'V1StGXR8_Z5jdHi6B-myT',
  });
