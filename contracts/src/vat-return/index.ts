export {
  RETURN_COUNTRIES,
  type BelgianGrid,
  type BoxFigure,
  type BoxId,
  type BoxNotFilled,
  type CustomerZone,
  type DocumentShare,
  type DutchBox,
  type FilingObligation,
  type ListingKind,
  type ListingLine,
  type NotReportedFigure,
  type NotReportedReason,
  type Placement,
  type ReturnBox,
  type ReturnCountry,
  type ReturnDocument,
  type ReturnRule,
  type ReturnTreatment,
  type VatReturnFigures,
} from './types.js';
export { RETURN_BOXES, BOXES_NOT_FILLED } from './boxes.js';
export { VAT_RETURN_RULES } from './rules.js';
export { customerZone, documentParts, ruleFor, type DocumentPart } from './document-parts.js';
export { vatReturnRange, type VatReturnPeriod } from './period.js';
export { lastCompleteQuarter, parseVatReturnPeriod, vatReturnPeriodKey } from './period-key.js';
export { BELGIAN_LISTING_CODES } from './listing.js';
export { vatReturn, type VatReturnInput } from './calculate.js';
