import { useId } from 'react';
import {
  PAYMENT_REFERENCE_KINDS,
  smallBusinessScheme,
  vatRegimesFor,
  type PaymentReferenceKind,
  type VatRegime,
} from '@app/contracts/vat';
import { useAppDispatch } from '../../../store';
import { editorActions } from '../../invoices/editor-commands';
import { useEditorTranslation, useSettings } from '../../invoices/hooks';

/**
 * The seller's VAT regime and the payment reference new invoices ask for (issue 32). The regime
 * select shows only where the country has a small-business scheme; choosing it makes the
 * working draft's lines charge no VAT (editor-commands `settingsChanged`).
 */
export function VatSettings() {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const { country, vatRegime, paymentReferenceKind } = useSettings();
  const regimes = vatRegimesFor(country);
  const scheme = smallBusinessScheme(country);
  const regimeLabel = (regime: VatRegime): string =>
    regime === 'small_business' && scheme !== null
      ? t(`settings.vatRegimes.${scheme}`)
      : t('settings.vatRegimes.standard');

  return (
    <>
      {regimes.length > 1 ? (
        <div className="app-field">
          <label className="app-field__label" htmlFor={`${id}-regime`}>
            {t('settings.vatRegime')}
          </label>
          <select
            id={`${id}-regime`}
            className="app-field__input"
            data-testid="settings-vat-regime"
            value={vatRegime}
            onChange={(event) =>
              dispatch(
                editorActions.settingsChanged({ vatRegime: event.target.value as VatRegime }),
              )
            }
          >
            {regimes.map((regime) => (
              <option key={regime} value={regime}>
                {regimeLabel(regime)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="app-field">
        <label className="app-field__label" htmlFor={`${id}-reference`}>
          {t('settings.paymentReference')}
        </label>
        <select
          id={`${id}-reference`}
          className="app-field__input"
          data-testid="settings-payment-reference"
          value={paymentReferenceKind}
          onChange={(event) =>
            dispatch(
              editorActions.settingsChanged({
                paymentReferenceKind: event.target.value as PaymentReferenceKind,
              }),
            )
          }
        >
          {PAYMENT_REFERENCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`settings.paymentReferences.${kind}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
