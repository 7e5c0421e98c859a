import {
  isStarterLine,
  type Invoice,
  type Language,
  type VatCategory,
} from '@app/contracts/invoice';
import { legalText, LEGAL_TEXTS, type LegalTextId } from './legal-texts.js';
import { lineTreatment } from './line-treatment.js';
import { partyCountry, partyFields } from './parties.js';

export type MandatoryText = {
  id: LegalTextId;
  text: string;
  vatex: string | null;
  /** The category of the first line that needs the text. */
  category: VatCategory;
};

type TextInvoice = Pick<Invoice, 'items' | 'recipient' | 'vatRegime' | 'isPlaceholder'>;

/**
 * The legal texts the invoice must print, once each, in the order of the first line needing
 * them. The untouched starter line is no invoice line and asks for nothing.
 */
export const mandatoryTexts = (
  invoice: TextInvoice,
  sellerCountry: string,
  language: Language,
): MandatoryText[] => {
  const context = {
    sellerCountry,
    regime: invoice.vatRegime ?? 'standard',
    customerCountry: partyCountry(
      partyFields(invoice.recipient, invoice.isPlaceholder.recipient),
      sellerCountry,
    ),
  };
  const texts = new Map<LegalTextId, MandatoryText>();
  for (const item of invoice.items.filter((line) => !isStarterLine(line))) {
    const { category, textId } = lineTreatment(item, context);
    if (textId !== null && !texts.has(textId)) {
      const { vatex } = LEGAL_TEXTS[textId];
      texts.set(textId, { id: textId, text: legalText(textId, language), vatex, category });
    }
  }
  return [...texts.values()];
};
