import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_TYPES, type DocumentType } from '@app/contracts/invoice';
import { VAT_REGIMES, type VatRegime } from '@app/contracts/vat';
import {
  RETURN_BOXES,
  RETURN_COUNTRIES,
  type BoxId,
  type DocumentShare,
  type FilingObligation,
  type ListingKind,
  type NotReportedReason,
  type ReturnCountry,
} from '@app/contracts/vat-return';
import type { DtoMatchesDomain, SameShape } from '../../common/api/dto-matches-domain.js';

/* The contracts' VatReturnFigures as the API documents it; every amount integer cents. */

const BOX_IDS: readonly BoxId[] = [...RETURN_BOXES.NL, ...RETURN_BOXES.BE].map(({ id }) => id);
const OBLIGATIONS = [
  'periodicReturn',
  'none',
  'annualCustomerListing',
] as const satisfies readonly FilingObligation[];
const REASONS = [
  'exempt',
  'smallBusiness',
  'rateNotInReturn',
] as const satisfies readonly NotReportedReason[];
const KINDS = ['goods', 'services'] as const satisfies readonly ListingKind[];

const CENTS = { type: 'integer', description: 'Cents, signed as it counts there' } as const;

export class VatReturnRangeDto {
  @ApiProperty({ format: 'date', example: '2026-07-01' }) start!: string;
  @ApiProperty({ format: 'date', example: '2026-09-30', description: 'Inclusive' }) end!: string;
}

/** What one document adds to a figure. */
export class VatReturnDocumentShareDto {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'INV-2026-0012' }) invoiceNumber!: string;
  @ApiProperty({ enum: DOCUMENT_TYPES }) documentType!: DocumentType;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty(CENTS) base!: number;
  @ApiProperty(CENTS) vat!: number;
  @ApiProperty({
    required: false,
    enum: [true],
    description:
      'Present (true) when the user deleted the document after it was issued: it still counts, ' +
      'and its id is then its archived copy’s (GET /api/archive/{id}/pdf)',
  })
  deleted?: true;
}

export type _VatReturnDocumentShareMatches = DtoMatchesDomain<
  SameShape<VatReturnDocumentShareDto, DocumentShare>
>;

export class VatReturnBoxDto {
  @ApiProperty({
    enum: BOX_IDS,
    enumName: 'VatReturnBox',
    description: 'A Dutch rubriek (1a…5a) or a Belgian grid (00…64)',
  })
  box!: BoxId;
  @ApiProperty(CENTS) base!: number;
  @ApiProperty(CENTS) vat!: number;
  @ApiProperty({ type: [VatReturnDocumentShareDto], description: 'The documents behind it' })
  documents!: VatReturnDocumentShareDto[];
}

export class VatReturnNotReportedDto {
  @ApiProperty({ enum: REASONS, enumName: 'VatReturnNotReportedReason' })
  reason!: NotReportedReason;
  @ApiProperty(CENTS) base!: number;
  @ApiProperty(CENTS) vat!: number;
  @ApiProperty({ type: [VatReturnDocumentShareDto] })
  documents!: VatReturnDocumentShareDto[];
}

/** One line of the opgaaf ICP / listing intracommunautaire. */
export class VatReturnListingLineDto {
  @ApiProperty({ description: 'The customer’s VAT number, normalised; empty when it had none' })
  vatNumber!: string;
  @ApiProperty({ description: 'Member state of the VAT number (GR for EL); empty without one' })
  country!: string;
  @ApiProperty({ enum: KINDS, enumName: 'VatReturnListingKind' }) kind!: ListingKind;
  @ApiProperty({ type: 'integer', description: 'Cents, credit notes netted' }) base!: number;
  @ApiProperty({ type: [VatReturnDocumentShareDto] })
  documents!: VatReturnDocumentShareDto[];
}

export class VatReturnDto {
  @ApiProperty({ enum: RETURN_COUNTRIES, enumName: 'VatReturnCountry' }) country!: ReturnCountry;
  @ApiProperty({ type: VatReturnRangeDto }) period!: VatReturnRangeDto;
  @ApiProperty({ enum: VAT_REGIMES }) regime!: VatRegime;
  @ApiProperty({
    enum: OBLIGATIONS,
    enumName: 'VatReturnObligation',
    description:
      'What the seller files: the periodic return, nothing (KOR), or the annual customer listing (Belgian franchise)',
  })
  obligation!: FilingObligation;
  @ApiProperty({
    type: [VatReturnBoxDto],
    description:
      'Every box of the country’s form that sales fill, in the form’s order, 0 when empty',
  })
  boxes!: VatReturnBoxDto[];
  @ApiProperty({ type: [VatReturnNotReportedDto], description: 'Amounts on no box, by reason' })
  notReported!: VatReturnNotReportedDto[];
  @ApiProperty({ type: [VatReturnListingLineDto], description: 'The intra-community listing' })
  listing!: VatReturnListingLineDto[];
}
