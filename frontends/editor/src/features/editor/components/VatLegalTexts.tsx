import { useMemo } from 'react';
import type { Invoice } from '@app/contracts/invoice';
import { mandatoryTexts } from '@app/contracts/vat';
import { useEditorTranslation, useSettings } from '../../invoices/hooks';
import { invoiceToIssue } from '../../invoices/vat-lines';

/**
 * The statements the VAT law makes this invoice print (exemption, reverse charge, the scheme),
 * in the invoice language, as the PDF will show them under the totals.
 */
export function VatLegalTexts({ invoice }: { invoice: Invoice }) {
  const { t } = useEditorTranslation();
  const settings = useSettings();
  const language = settings.invoiceLanguage;
  const texts = useMemo(
    () => mandatoryTexts(invoiceToIssue(invoice, settings), settings.country, language),
    [invoice, settings, language],
  );
  if (texts.length === 0) return null;
  return (
    <section
      className="vat-legal-texts"
      aria-label={t('vat.legalTexts')}
      lang={language}
      data-testid="vat-legal-texts"
    >
      {texts.map((text) => (
        <p key={text.id} className="vat-legal-texts__text" data-text-id={text.id}>
          {text.text}
        </p>
      ))}
    </section>
  );
}
