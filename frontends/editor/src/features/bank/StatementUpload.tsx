import { useId, type ChangeEvent } from 'react';
import { ErrorPanel } from '@app/platform';
import { useEditorTranslation } from '../invoices/hooks';
import { uploadErrorKey } from './bank-errors';
import { useImportBankStatementMutation, type BankStatementImportDto } from './bankApi';

/** What the import did, in words: "3 invoices marked paid, 1 to review, …". */
function ImportSummary({ summary }: { summary: BankStatementImportDto }) {
  const { t } = useEditorTranslation();
  const parts = [
    t('bank.summary.paid', { count: summary.paid.length }),
    t('bank.summary.review', { count: summary.review }),
    t('bank.summary.unmatched', { count: summary.unmatched }),
    ...(summary.alreadyImported > 0
      ? [t('bank.summary.alreadyImported', { count: summary.alreadyImported })]
      : []),
  ];
  return (
    <div className="bank-summary" role="status" data-testid="bank-summary">
      <p className="bank-summary__counts">{parts.join(', ')}</p>
      {summary.paid.length > 0 && (
        <>
          <h3>{t('bank.summary.paidHeading')}</h3>
          <ul>
            {summary.paid.map((payment) => (
              <li key={payment.creditId}>
                {t('bank.summary.paidItem', {
                  number: payment.invoiceNumber,
                  reason: t(`bank.reason.${payment.reason}`),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {summary.skipped.length > 0 && (
        <>
          <h3>{t('bank.summary.skippedHeading')}</h3>
          <ul>
            {summary.skipped.map((item) => (
              <li key={`${item.entryIndex}-${item.bankReference}`}>
                {t('bank.summary.skippedItem', {
                  entry: item.entryIndex + 1,
                  amount: `${item.amount} ${item.currency}`,
                  reason: t(`bank.skipped.${item.reason}`),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The upload of a camt.053 file: sent as it is (the server streams it), then what the import
 * did, or why the file was refused.
 */
export function StatementUpload() {
  const { t } = useEditorTranslation();
  const inputId = useId();
  const hintId = useId();
  const [importStatement, { data, error, isLoading, isError, isSuccess }] =
    useImportBankStatementMutation();

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (file === undefined) return;
    void importStatement({ body: file });
    // The same file may be chosen again (and is then found already imported).
    input.value = '';
  };

  return (
    <section className="bank-section" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{t('bank.upload.heading')}</h2>
      <p id={hintId} className="bank-hint">
        {t('bank.upload.hint')}
      </p>
      <label htmlFor={inputId} className="bank-upload">
        <span className="bank-upload__label">{t('bank.upload.label')}</span>
        <input
          id={inputId}
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-describedby={hintId}
          disabled={isLoading}
          onChange={chosen}
          data-testid="bank-upload-input"
        />
      </label>
      <div aria-live="polite" aria-busy={isLoading}>
        {isLoading && <p className="bank-busy">{t('bank.upload.busy')}</p>}
        {isSuccess && data !== undefined && <ImportSummary summary={data} />}
      </div>
      {isError && <ErrorPanel message={t(uploadErrorKey(error))} testId="bank-upload-error" />}
    </section>
  );
}
