import { ApiProperty } from '@nestjs/swagger';
import type {
  ReceivedAllowanceCharge,
  ReceivedAttachment,
  ReceivedBillingReference,
  ReceivedDocumentView,
  ReceivedLine,
  ReceivedParty,
  ReceivedPaymentMeans,
  ReceivedTotals,
  ReceivedVatCategory,
  ReceivedVatSubtotal,
} from '@app/contracts/documents';

/**
 * The OpenAPI shape of contracts' ReceivedDocumentView: what the received document says, read
 * from its UBL. Amounts are integer cents as decimal text ("165625" is 1656.25), exact.
 */

const CENTS = { type: 'string', pattern: '^-?\\d+$', example: '165625' } as const;
const NULLABLE_CENTS = { ...CENTS, nullable: true, type: 'string' } as const;
const NULLABLE_TEXT = { type: 'string', nullable: true } as const;

export class ReceivedPartyDto implements ReceivedParty {
  @ApiProperty({ example: 'Voorbeeld BV' }) name!: string;
  @ApiProperty(NULLABLE_TEXT) legalName!: string | null;
  @ApiProperty({ type: [String], example: ['Kerkstraat 1', '1000 Brussel'] })
  addressLines!: string[];
  @ApiProperty({ ...NULLABLE_TEXT, example: 'BE' }) country!: string | null;
  @ApiProperty({ ...NULLABLE_TEXT, example: 'BE0123456749' }) vatId!: string | null;
  @ApiProperty(NULLABLE_TEXT) companyId!: string | null;
  @ApiProperty({ ...NULLABLE_TEXT, example: '0208:0123456749' }) endpointId!: string | null;
  @ApiProperty(NULLABLE_TEXT) contactName!: string | null;
  @ApiProperty(NULLABLE_TEXT) email!: string | null;
}

export class ReceivedVatCategoryDto implements ReceivedVatCategory {
  @ApiProperty({ example: 'S', description: 'UNCL 5305' }) code!: string;
  @ApiProperty({ ...NULLABLE_TEXT, example: '21' }) percent!: string | null;
}

export class ReceivedLineDto implements ReceivedLine {
  @ApiProperty({ example: '1' }) id!: string;
  @ApiProperty({ example: 'Design work' }) name!: string;
  @ApiProperty(NULLABLE_TEXT) description!: string | null;
  @ApiProperty(NULLABLE_TEXT) note!: string | null;
  @ApiProperty({ example: '7', description: 'Decimal, signed' }) quantity!: string;
  @ApiProperty({ ...NULLABLE_TEXT, example: 'HUR' }) unitCode!: string | null;
  @ApiProperty({ ...NULLABLE_TEXT, example: '95.5', description: 'Decimal, as written' })
  unitPrice!: string | null;
  @ApiProperty(NULLABLE_TEXT) baseQuantity!: string | null;
  @ApiProperty(CENTS) lineAmountCents!: string;
  @ApiProperty({ type: ReceivedVatCategoryDto, nullable: true })
  vat!: ReceivedVatCategoryDto | null;
}

export class ReceivedAllowanceChargeDto implements ReceivedAllowanceCharge {
  @ApiProperty({ description: 'True for a charge, false for an allowance' }) charge!: boolean;
  @ApiProperty(NULLABLE_TEXT) reason!: string | null;
  @ApiProperty(NULLABLE_TEXT) reasonCode!: string | null;
  @ApiProperty(CENTS) amountCents!: string;
  @ApiProperty({ type: ReceivedVatCategoryDto, nullable: true })
  vat!: ReceivedVatCategoryDto | null;
}

export class ReceivedVatSubtotalDto implements ReceivedVatSubtotal {
  @ApiProperty(CENTS) taxableCents!: string;
  @ApiProperty(CENTS) vatCents!: string;
  @ApiProperty({ type: ReceivedVatCategoryDto }) category!: ReceivedVatCategoryDto;
  @ApiProperty(NULLABLE_TEXT) exemptionReason!: string | null;
  @ApiProperty(NULLABLE_TEXT) exemptionReasonCode!: string | null;
}

export class ReceivedTotalsDto implements ReceivedTotals {
  @ApiProperty(CENTS) lineExtensionCents!: string;
  @ApiProperty(CENTS) taxExclusiveCents!: string;
  @ApiProperty(CENTS) taxInclusiveCents!: string;
  @ApiProperty(NULLABLE_CENTS) allowanceTotalCents!: string | null;
  @ApiProperty(NULLABLE_CENTS) chargeTotalCents!: string | null;
  @ApiProperty(NULLABLE_CENTS) prepaidCents!: string | null;
  @ApiProperty(NULLABLE_CENTS) roundingCents!: string | null;
  @ApiProperty(CENTS) payableCents!: string;
  @ApiProperty(NULLABLE_CENTS) vatCents!: string | null;
}

export class ReceivedPaymentMeansDto implements ReceivedPaymentMeans {
  @ApiProperty({ example: '58', description: 'UNCL 4461' }) code!: string;
  @ApiProperty({ ...NULLABLE_TEXT, example: 'BE71096123456769' }) iban!: string | null;
  @ApiProperty(NULLABLE_TEXT) bic!: string | null;
  @ApiProperty(NULLABLE_TEXT) accountName!: string | null;
  @ApiProperty({ ...NULLABLE_TEXT, example: '+++090/9337/55493+++' }) paymentId!: string | null;
}

export class ReceivedBillingReferenceDto implements ReceivedBillingReference {
  @ApiProperty({ example: 'INV-2026-0042' }) number!: string;
  @ApiProperty({ ...NULLABLE_TEXT, format: 'date' }) issueDate!: string | null;
}

export class ReceivedAttachmentViewDto implements ReceivedAttachment {
  @ApiProperty({ type: 'integer' }) index!: number;
  @ApiProperty() reference!: string;
  @ApiProperty(NULLABLE_TEXT) description!: string | null;
  @ApiProperty({ example: 'invoice.pdf' }) filename!: string;
  @ApiProperty({ example: 'application/pdf' }) mime!: string;
  @ApiProperty({ type: 'integer' }) size!: number;
}

export class ReceivedDocumentViewDto implements ReceivedDocumentView {
  @ApiProperty({ enum: ['invoice', 'credit_note'] }) type!: 'invoice' | 'credit_note';
  @ApiProperty({ example: 'F2026-0012' }) number!: string;
  @ApiProperty({ ...NULLABLE_TEXT, example: '380' }) typeCode!: string | null;
  @ApiProperty({ format: 'date' }) issueDate!: string;
  @ApiProperty({ ...NULLABLE_TEXT, format: 'date' }) dueDate!: string | null;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty(NULLABLE_TEXT) buyerReference!: string | null;
  @ApiProperty(NULLABLE_TEXT) orderReference!: string | null;
  @ApiProperty({ type: ReceivedPartyDto }) seller!: ReceivedPartyDto;
  @ApiProperty({ type: ReceivedPartyDto }) buyer!: ReceivedPartyDto;
  @ApiProperty({ type: [ReceivedLineDto] }) lines!: ReceivedLineDto[];
  @ApiProperty({ type: [ReceivedAllowanceChargeDto] })
  allowancesCharges!: ReceivedAllowanceChargeDto[];
  @ApiProperty({ type: [ReceivedVatSubtotalDto] }) vatBreakdown!: ReceivedVatSubtotalDto[];
  @ApiProperty({ type: ReceivedTotalsDto }) totals!: ReceivedTotalsDto;
  @ApiProperty({ type: [ReceivedPaymentMeansDto] }) paymentMeans!: ReceivedPaymentMeansDto[];
  @ApiProperty(NULLABLE_TEXT) paymentTerms!: string | null;
  @ApiProperty({ type: [String] }) notes!: string[];
  @ApiProperty({ type: [ReceivedBillingReferenceDto] })
  billingReferences!: ReceivedBillingReferenceDto[];
  @ApiProperty({ type: [ReceivedAttachmentViewDto] }) attachments!: ReceivedAttachmentViewDto[];
}
