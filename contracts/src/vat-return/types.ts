import type {
  DateRange,
  DocumentType,
  Invoice,
  InvoiceStatus,
  VatCategory,
} from '@app/contracts/invoice';
import type { LegalSource, VatRegime } from '@app/contracts/vat';

/** The countries whose return the product fills: where its sellers are taxed. */
export const RETURN_COUNTRIES = ['NL', 'BE'] as const;

export type ReturnCountry = (typeof RETURN_COUNTRIES)[number];

/** Rubrieken of the Dutch btw-aangifte that sales invoices fill. */
export type DutchBox = '1a' | '1b' | '1c' | '1e' | '3a' | '3b' | '5a';

/** Roosters (grids) of the Belgian periodic VAT return that sales invoices fill. */
export type BelgianGrid =
  '00' | '01' | '02' | '03' | '44' | '45' | '46' | '47' | '48' | '49' | '54' | '64';

export type BoxId = DutchBox | BelgianGrid;

/**
 * What a line's VAT treatment is for the return: its category (`lineVatCategory`), or
 * 'small_business' when the document was issued under the KOR or the Belgian franchise.
 */
export type ReturnTreatment = VatCategory | 'small_business';

/** Where the customer is, seen from the seller: as `lineTreatment` reads it. */
export type CustomerZone = 'domestic' | 'eu' | 'nonEu';

/** Why a line's amount is on no box of the return. */
export type NotReportedReason = 'exempt' | 'smallBusiness' | 'rateNotInReturn';

/** Where one line's base and VAT go; a credit note's `sign` says whether they count negative. */
export type Placement =
  { base: BoxId; vat: BoxId | null; sign: 1 | -1 } | { notReported: NotReportedReason };

/** Goods (intra-EU supply) or services (B2B reverse charge in another member state). */
export type ListingKind = 'goods' | 'services';

/**
 * One row of the rule table. A row applies to a line of a document of `country`'s seller when
 * the treatment matches, the rate matches (standard lines only: a canonical rate, '*' for any
 * other) and the customer zone matches (absent: any zone).
 */
export type ReturnRule = {
  country: ReturnCountry;
  treatment: ReturnTreatment;
  rate?: string;
  customer?: CustomerZone;
  invoice: Placement;
  creditNote: Placement;
  /** The intra-community listing (opgaaf ICP / listing intracommunautaire) the base goes to. */
  listing?: ListingKind;
  /** Why: the authority's instruction (and the article behind it). */
  sources: readonly LegalSource[];
  /** What the instruction says, and where we were unsure. */
  note: string;
};

/** One box of a return form as the product shows it. */
export type ReturnBox = {
  id: BoxId;
  /** The form's own title (Dutch) and our English rendering. */
  label: { en: string; nl: string };
  /** Which amounts the form asks in this box. */
  columns: readonly ('base' | 'vat')[];
  /** Belgian credit-note grids: their base lowers the turnover. */
  credit?: true;
  sources: readonly LegalSource[];
};

/** A box of the form that sales invoices never fill, and why. */
export type BoxNotFilled = { country: ReturnCountry; id: string; reason: string };

/** An issued invoice or credit note as the return needs it. */
export type ReturnDocument = Pick<
  Invoice,
  'invoiceNumber' | 'date' | 'items' | 'discount' | 'recipient' | 'vatRegime'
> &
  Partial<Pick<Invoice, 'documentType' | 'isPlaceholder'>> & {
    id: string;
    /** A concept is no issued document; passed anyway, it is left out. */
    status?: InvoiceStatus;
    /**
     * Deleted by the user after it was issued: it still counts (the VAT on an issued invoice is
     * owed; only a credit note undoes it), and its shares say so.
     */
    deleted?: true;
  };

/** What one document adds to a figure, signed as it counts there (cents). */
export type DocumentShare = {
  id: string;
  invoiceNumber: string;
  documentType: DocumentType;
  date: string;
  base: number;
  vat: number;
  /** The document was deleted after it was issued (its id is then its archived copy's). */
  deleted?: true;
};

export type BoxFigure = { box: BoxId; base: number; vat: number; documents: DocumentShare[] };

export type NotReportedFigure = {
  reason: NotReportedReason;
  base: number;
  vat: number;
  documents: DocumentShare[];
};

/** One customer and kind on the intra-community listing, credit notes netted. */
export type ListingLine = {
  /** As the invoice shows it, normalised ("BE0123456749"); empty when the invoice has none. */
  vatNumber: string;
  /** The member state of the VAT number ('GR' for EL), '' without one. */
  country: string;
  kind: ListingKind;
  base: number;
  documents: DocumentShare[];
};

/**
 * What the seller must file for the period: the periodic return, nothing (the Dutch KOR), or
 * no periodic return but the annual customer listing (the Belgian franchise).
 */
export type FilingObligation = 'periodicReturn' | 'none' | 'annualCustomerListing';

export type VatReturnFigures = {
  country: ReturnCountry;
  period: DateRange;
  regime: VatRegime;
  obligation: FilingObligation;
  /** Every box of the country's form that sales fill, in the form's order, 0 when empty. */
  boxes: BoxFigure[];
  /** Amounts on no box, by reason (only reasons that occur). */
  notReported: NotReportedFigure[];
  listing: ListingLine[];
};
