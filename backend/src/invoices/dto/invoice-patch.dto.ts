import { PartialType } from '@nestjs/swagger';
import { InvoiceDto } from './invoice.dto.js';

/** The schema of a PATCH body (a JSON merge patch): any of the invoice's fields. */
export class InvoicePatchDto extends PartialType(InvoiceDto) {}
