import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useInBrowser } from '@app/platform';
import { useEditorTranslation } from '../../invoices/hooks';

type Outcome = 'connected' | 'denied' | 'failed';

const outcomeOf = (search: URLSearchParams): Outcome | null => {
  const mollie = search.get('mollie');
  if (mollie === 'connected') return 'connected';
  if (mollie !== 'error') return null;
  return search.get('reason') === 'denied' ? 'denied' : 'failed';
};

/**
 * What came of connecting Mollie, after its consent screen sent the browser back to
 * `/?mollie=connected` or `/?mollie=error&reason=…` (docs/payments.md). Shown once: the
 * parameters leave the address at once, so a reload or a shared link does not repeat it.
 */
export function MollieReturnNotice() {
  const { t } = useEditorTranslation();
  const [search, setSearch] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | null>(() => outcomeOf(search));
  // The pre-rendered home page has no notice: hydration must find the same, then it shows.
  const inBrowser = useInBrowser();

  useEffect(() => {
    if (!search.has('mollie')) return;
    const rest = new URLSearchParams(search);
    rest.delete('mollie');
    rest.delete('reason');
    setSearch(rest, { replace: true });
  }, [search, setSearch]);

  if (outcome === null || !inBrowser) return null;
  return (
    <div
      className={`editor-notice${outcome === 'connected' ? ' editor-notice--info' : ''} editor-notice--dismissible`}
      role={outcome === 'connected' ? 'status' : 'alert'}
      data-testid="mollie-return-notice"
      data-outcome={outcome}
    >
      <span>{t(`mollieReturn.${outcome}`)}</span>
      <button
        type="button"
        className="app-button app-button--secondary"
        onClick={() => setOutcome(null)}
      >
        {t('mollieReturn.dismiss')}
      </button>
    </div>
  );
}
