import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  type RefundStatus,
  type PublicCreditNote,
  type InvoiceStatusResponse,
  type PaymentStatus,
  type PublicInvoice,
  type PublicParty,
  type PublicPaymentLink,
  type PublicPaymentMethods,
} from '@app/contracts/invoice';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';

export class PublicPartyDto {
  @ApiProperty({ example: 'Studio Vos' })
  company!: string;

  @ApiProperty({ example: 'Keizersgracht 1' })
  address!: string;

  @ApiProperty({ example: '1015 AA' })
  postalCode!: string;

  @ApiProperty({ example: 'Amsterdam' })
  city!: string;
}

class PublicBankDto {
  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({
    description: 'Empty unless bank transfer is offered',
    example: 'NL91ABNA0417164300',
  })
  iban!: string;

  @ApiProperty({ description: 'Empty when none was given', example: 'ABNANL2A' })
  bic!: string;

  @ApiProperty({ example: 'Studio Vos' })
  accountName!: string;

  @ApiProperty({
    description:
      'What to quote with the transfer, as the invoice prints it: its payment reference (a ' +
      'Belgian structured one, or an RF creditor reference in groups of four), else the invoice ' +
      'number. Empty unless bank transfer is offered',
    example: '+++090/9337/55493+++',
  })
  paymentReference!: string;
}

class PublicOnlineMethodDto {
  @ApiProperty()
  enabled!: boolean;
}

export class PublicPaymentMethodsDto {
  @ApiProperty({ type: PublicBankDto })
  bank!: PublicBankDto;

  @ApiProperty({ type: PublicOnlineMethodDto })
  mollie!: PublicOnlineMethodDto;

  @ApiProperty({ type: PublicOnlineMethodDto })
  stripe!: PublicOnlineMethodDto;
}

class PublicCreditedInvoiceDto {
  @ApiProperty({ example: 'INV-2026-0042' })
  invoiceNumber!: string;

  @ApiProperty({ format: 'date', example: '2026-11-24' })
  date!: string;
}

export class PublicCreditNoteDto {
  @ApiProperty({ type: PublicCreditedInvoiceDto, description: 'The invoice it corrects' })
  creditedInvoice!: PublicCreditedInvoiceDto;

  @ApiProperty({
    enum: REFUND_STATUSES,
    nullable: true,
    description: 'Its refund through Mollie; null when none was asked for',
    example: 'refunded',
  })
  refundStatus!: RefundStatus | null;
}

export class PublicInvoiceDto {
  @ApiProperty({ example: 'V1StGXR8_Z5jdHi6B-myT' })
  id!: string;

  @ApiProperty({ example: 'INV-2026-0042' })
  invoiceNumber!: string;

  @ApiProperty({ format: 'date', example: '2026-11-24' })
  date!: string;

  @ApiProperty({ format: 'date', example: '2026-12-08' })
  dueDate!: string;

  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'unpaid' })
  paymentStatus!: PaymentStatus;

  @ApiPropertyOptional({ format: 'date-time', description: 'When paid' })
  paidAt?: string;

  @ApiProperty({ type: PublicPartyDto })
  sender!: PublicPartyDto;

  @ApiProperty({ type: PublicPartyDto })
  recipient!: PublicPartyDto;

  @ApiProperty({ type: PublicPaymentMethodsDto })
  paymentMethods!: PublicPaymentMethodsDto;

  @ApiProperty({ type: 'integer', description: 'Cents, computed by the server', example: 12100 })
  total!: number;

  @ApiProperty({
    type: 'integer',
    description:
      'Cents the customer is still asked to pay: the total less its credit notes; 0 when paid, ' +
      'fully credited, or on a credit note',
    example: 7100,
  })
  amountDue!: number;

  @ApiProperty({ enum: ['EUR'], example: 'EUR' })
  currency!: 'EUR';

  @ApiPropertyOptional({
    enum: ['partly', 'full'],
    description: 'An invoice with credit notes: credited in part or in full; absent otherwise',
  })
  creditStatus?: 'partly' | 'full';

  @ApiPropertyOptional({
    type: PublicCreditNoteDto,
    description: 'Present when the document is a credit note (nothing to pay)',
  })
  creditNote?: PublicCreditNoteDto;
}

export class PublicPaymentLinkDto {
  @ApiProperty({ example: 'mollie' })
  provider!: string;

  @ApiProperty({ description: "'paid' once paid", example: 'open' })
  status!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ example: 'https://payment-links.mollie.com/payment/4Y0eZitmBnQ6IDoMqZQKh' })
  url!: string;
}

export class InvoiceStatusDto {
  @ApiProperty({ type: PublicInvoiceDto })
  invoice!: PublicInvoiceDto;

  @ApiProperty({ type: PublicPaymentLinkDto, nullable: true, description: 'The newest link' })
  paymentLink!: PublicPaymentLinkDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The pay page while the invoice can be paid online, else null',
    example: 'https://invoicing.example/invoice/V1StGXR8_Z5jdHi6B-myT',
  })
  paymentRedirectUrl!: string | null;

  @ApiProperty({
    description:
      'The seller’s country as the invoice’s documents read it (the sender’s VAT number, else a ' +
      'Dutch postcode, else the seller’s settings): in Dutch, a Belgian seller’s page uses ' +
      'Belgian wording and dates, as their PDF and e-mail do',
    example: 'NL',
  })
  sellerCountry!: string;
}

export type _PublicPartyDtoMatchesDomain = DtoMatchesDomain<SameShape<PublicPartyDto, PublicParty>>;
export type _PublicPaymentMethodsDtoMatchesDomain = DtoMatchesDomain<
  SameShape<PublicPaymentMethodsDto, PublicPaymentMethods>
>;
export type _PublicInvoiceDtoMatchesDomain = DtoMatchesDomain<
  SameShape<PublicInvoiceDto, PublicInvoice>
>;
export type _PublicCreditNoteDtoMatchesDomain = DtoMatchesDomain<
  SameShape<PublicCreditNoteDto, PublicCreditNote>
>;
export type _PublicPaymentLinkDtoMatchesDomain = DtoMatchesDomain<
  SameShape<PublicPaymentLinkDto, PublicPaymentLink>
>;
export type _InvoiceStatusDtoMatchesDomain = DtoMatchesDomain<
  SameShape<InvoiceStatusDto, InvoiceStatusResponse>
>;
