import type { ReactNode } from 'react';
import type { Recipient, RecipientField } from '@app/contracts/invoice';
import { useAppDispatch } from '../../store';
import { editorActions } from '../invoices/editor-commands';
import { useEditorTranslation } from '../invoices/hooks';
import { useViesCheck } from './useViesCheck';
import type { ViesAddressDto } from './viesApi.gen';
import './vies-check.css';

type Props = {
  readonly recipient: Recipient;
  /** The recipient's VAT number field: leaving it asks VIES at once. */
  readonly children: ReactNode;
};

const oneLine = (address: ViesAddressDto): string =>
  [address.street, [address.postalCode, address.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/**
 * Under the customer's VAT number (signed-in users): what VIES says about it, and a button that
 * copies the registered name and address into the recipient. Advice only: saving never waits
 * for it.
 */
export function ViesCheck({ recipient, children }: Props) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const vatNumber = recipient.isPlaceholder?.vatNumber ? '' : (recipient.vatNumber ?? '');
  const { state, checkNow } = useViesCheck(vatNumber);

  const use = () => {
    if (state.kind !== 'valid') return;
    const fill = (field: RecipientField, value: string) =>
      dispatch(editorActions.recipientChanged({ field, value }));
    if (state.name !== undefined) fill('company', state.name);
    if (state.address !== undefined) {
      // The address is one whole: a part VIES did not give must not keep an old value.
      fill('address', state.address.street);
      fill('postalCode', state.address.postalCode);
      fill('city', state.address.city);
    }
  };

  const canUse =
    state.kind === 'valid' && (state.name !== undefined || state.address !== undefined);
  return (
    <div className="vies-check" onBlur={checkNow}>
      {children}
      <div
        className="vies-check__status"
        role="status"
        aria-live="polite"
        data-testid="vies-status"
        data-status={state.kind}
      >
        {state.kind === 'checking' ? (
          <p className="vies-check__text">{t('vies.checking')}</p>
        ) : null}
        {state.kind === 'valid' ? (
          <>
            <p className="vies-check__text vies-check__text--valid">{t('vies.valid')}</p>
            {state.name !== undefined ? <p className="vies-check__detail">{state.name}</p> : null}
            {state.address !== undefined ? (
              <p className="vies-check__detail">{oneLine(state.address)}</p>
            ) : null}
          </>
        ) : null}
        {state.kind === 'invalid' ? (
          <p className="vies-check__text vies-check__text--invalid">{t('vies.invalid')}</p>
        ) : null}
        {state.kind === 'unavailable' ? (
          <p className="vies-check__text">{t('vies.unavailable')}</p>
        ) : null}
      </div>
      {canUse ? (
        <button
          type="button"
          className="app-button app-button--small vies-check__use"
          data-testid="vies-use-details"
          onClick={use}
        >
          {t('vies.useDetails')}
        </button>
      ) : null}
    </div>
  );
}
