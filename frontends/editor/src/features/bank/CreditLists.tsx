import type { ReactNode } from 'react';
import { ErrorPanel, Spinner } from '@app/platform';
import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import { useListBankCreditsQuery, type BankCreditDto } from './bankApi';
import { CreditFacts } from './CreditFacts';
import { useCreditDecisions } from './useCreditDecisions';

type State = 'review' | 'unmatched' | 'paid' | 'confirmed';

/** Enough for a quarter's statements; older credits wait on the next page of the API. */
const PAGE = 200;

/** One state's credits, with loading, error and empty states around `children`. */
function CreditList({
  state,
  heading,
  empty,
  children,
}: {
  state: State;
  heading: string;
  empty: string;
  children: (credits: BankCreditDto[]) => ReactNode;
}) {
  const { t } = useEditorTranslation();
  const { data, isLoading, isError, refetch } = useListBankCreditsQuery({ state, limit: PAGE });
  const headingId = `bank-${state}-heading`;
  return (
    <section className="bank-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {isLoading ? (
        <Spinner delayMs={200} />
      ) : isError || data === undefined ? (
        <ErrorPanel message={t('bank.loadFailed')}>
          <button type="button" className="app-button" onClick={() => void refetch()}>
            {t('bank.retry')}
          </button>
        </ErrorPanel>
      ) : data.credits.length === 0 ? (
        <p className="bank-empty" data-testid={`bank-${state}-empty`}>
          {empty}
        </p>
      ) : (
        children(data.credits)
      )}
    </section>
  );
}

/** Credits the matching was not sure of, each with the invoices it may pay. */
export function ReviewList() {
  const { t } = useEditorTranslation();
  const { money } = useFormatters();
  const { confirm, dismiss, busy } = useCreditDecisions();
  return (
    <CreditList state="review" heading={t('bank.review.heading')} empty={t('bank.review.empty')}>
      {(credits) => (
        <ul className="bank-list">
          {credits.map((credit) => (
            <li key={credit.id} className="bank-item" data-testid="bank-review-item">
              <CreditFacts credit={credit} />
              <div className="bank-table-wrap">
                <table className="bank-table">
                  <caption>{t('bank.review.candidates')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('bank.candidate.number')}</th>
                      <th scope="col">{t('bank.candidate.customer')}</th>
                      <th scope="col">{t('bank.candidate.owed')}</th>
                      <th scope="col">{t('bank.candidate.why')}</th>
                      <th scope="col">
                        <span className="app-visually-hidden">{t('bank.candidate.action')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {credit.candidates.map((candidate) => (
                      <tr key={candidate.invoiceId}>
                        <th scope="row">{candidate.invoiceNumber}</th>
                        <td>{candidate.customerName}</td>
                        <td className="bank-amount">{money(candidate.owed)}</td>
                        <td>
                          {t(`bank.reason.${candidate.reason}`)}
                          {!candidate.amountEqual && ` (${t('bank.candidate.amountDiffers')})`}
                        </td>
                        <td>
                          <button
                            type="button"
                            className="app-button app-button--small"
                            disabled={busy || candidate.owed === 0}
                            aria-label={t('bank.confirmLabel', { number: candidate.invoiceNumber })}
                            onClick={() =>
                              void confirm(credit.id, candidate.invoiceId, candidate.invoiceNumber)
                            }
                            data-testid={`bank-confirm-${candidate.invoiceNumber}`}
                          >
                            {t('bank.confirm')}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <DismissButton disabled={busy} onDismiss={() => void dismiss(credit.id)} />
            </li>
          ))}
        </ul>
      )}
    </CreditList>
  );
}

function DismissButton({ disabled, onDismiss }: { disabled: boolean; onDismiss: () => void }) {
  const { t } = useEditorTranslation();
  return (
    <button
      type="button"
      className="app-button app-button--secondary app-button--small"
      disabled={disabled}
      onClick={onDismiss}
      data-testid="bank-dismiss"
    >
      {t('bank.dismiss')}
    </button>
  );
}

/** Credits that fit no open invoice: a refund, a loan, a private transfer, or a payment to find. */
export function UnmatchedList() {
  const { t } = useEditorTranslation();
  const { dismiss, busy } = useCreditDecisions();
  return (
    <CreditList
      state="unmatched"
      heading={t('bank.unmatched.heading')}
      empty={t('bank.unmatched.empty')}
    >
      {(credits) => (
        <ul className="bank-list">
          {credits.map((credit) => (
            <li key={credit.id} className="bank-item" data-testid="bank-unmatched-item">
              <CreditFacts credit={credit} />
              <DismissButton disabled={busy} onDismiss={() => void dismiss(credit.id)} />
            </li>
          ))}
        </ul>
      )}
    </CreditList>
  );
}

/** Invoices the bank paid: by a sure match, or confirmed by the user. */
export function PaidList({ state }: { state: 'paid' | 'confirmed' }) {
  const { t } = useEditorTranslation();
  return (
    <CreditList state={state} heading={t(`bank.${state}.heading`)} empty={t(`bank.${state}.empty`)}>
      {(credits) => (
        <ul className="bank-list">
          {credits.map((credit) => (
            <li key={credit.id} className="bank-item" data-testid={`bank-${state}-item`}>
              <CreditFacts credit={credit} />
              <p className="bank-paid-invoice">
                {t('bank.paidInvoice', {
                  number: credit.invoice?.invoiceNumber ?? t('bank.deletedInvoice'),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </CreditList>
  );
}
