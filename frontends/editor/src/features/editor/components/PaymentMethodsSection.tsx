import { useState } from 'react';
import {
  displayBic,
  formatIban,
  normaliseIban,
  validateBic,
  validateIban,
  type Invoice,
  type PaymentMethods,
} from '@app/contracts/invoice';
import { TextField } from '@app/platform/controls';
import { useAppDispatch } from '../../../store';
import { editorActions } from '../../invoices/editor-commands';
import { useEditorTranslation } from '../../invoices/hooks';
import { MollieConnect } from '../../payments/components/MollieConnect';
import { EditableSection } from './EditableSection';
import './payment-methods-section.css';

/** Bank transfer and Mollie only (spec §2); Stripe and PayPal are not listed here. */
export function PaymentMethodsSection({
  invoice,
  readOnly,
}: {
  invoice: Invoice;
  readOnly: boolean;
}) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const [ibanTouched, setIbanTouched] = useState(false);
  const methods = invoice.paymentMethods;
  const bank = methods.bank;
  const change = (next: PaymentMethods) => dispatch(editorActions.paymentMethodsChanged(next));
  const changeBank = (patch: Partial<PaymentMethods['bank']>) =>
    change({ ...methods, bank: { ...bank, ...patch } });
  const ibanError = bank.enabled && ibanTouched ? validateIban(bank.iban) : null;
  const bicError = bank.enabled ? validateBic(bank.bic ?? '') : null;
  const none = !bank.enabled && !methods.mollie.enabled;
  const bic = displayBic(bank.bic);

  const summary = none ? (
    <span className="payment-methods__add" data-testid="add-payment-methods">
      + {t('payment.add')}
    </span>
  ) : (
    <span className="payment-methods__summary">
      {bank.enabled ? (
        <>
          <span>{t('payment.bankTransfer')}</span>
          <span>{bank.accountName}</span>
          <span data-testid="bank-iban">{formatIban(bank.iban)}</span>
          {bic === null ? null : <span>BIC: {bic}</span>}
          {validateIban(bank.iban) === null ? null : (
            <span className="app-field__error">{t('validation.ibanInvalid')}</span>
          )}
        </>
      ) : null}
      {methods.mollie.enabled ? <span>Mollie</span> : null}
    </span>
  );

  return (
    <section className="payment-methods" aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title" className="editor-label">
        {t('payment.title')}
      </h2>
      <EditableSection
        section="paymentMethods"
        label={t('payment.title')}
        readOnly={readOnly}
        summary={summary}
      >
        <div className="app-field app-field--inline">
          <input
            id="payment-bank-enabled"
            type="checkbox"
            data-testid="bank-enabled"
            checked={bank.enabled}
            onChange={(event) => changeBank({ enabled: event.target.checked })}
          />
          <label htmlFor="payment-bank-enabled">{t('payment.bankTransfer')}</label>
        </div>
        {bank.enabled ? (
          <>
            <TextField
              label={t('payment.accountName')}
              value={bank.accountName}
              testId="bank-account-name"
              onChange={(accountName) => changeBank({ accountName })}
            />
            <TextField
              label={t('payment.iban')}
              value={bank.iban}
              testId="bank-iban-input"
              placeholder="NL91 ABNA 0417 1643 00"
              autoComplete="off"
              onChange={(iban) => changeBank({ iban: iban.toUpperCase() })}
              onBlur={() => {
                setIbanTouched(true);
                if (validateIban(bank.iban) === null)
                  changeBank({ iban: normaliseIban(bank.iban) });
              }}
              error={ibanError === null ? null : t(ibanError)}
            />
            <TextField
              label={t('payment.bic')}
              value={bank.bic ?? ''}
              testId="bank-bic"
              onChange={(value) => changeBank({ bic: value.toUpperCase() })}
              error={bicError === null ? null : t(bicError)}
            />
          </>
        ) : null}
        <MollieConnect
          mollie={methods.mollie}
          onChange={(mollie) => change({ ...methods, mollie })}
        />
      </EditableSection>
    </section>
  );
}
