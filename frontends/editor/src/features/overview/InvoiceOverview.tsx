import { Suspense, lazy, useMemo, useState } from 'react';
import {
  PAYMENT_STATUS_FILTERS,
  currentMonthPeriod,
  emptyStateKey,
  filterByPaymentStatus,
  filterByPeriod,
  filterForPeriod,
  formatPeriodTabDate,
  parsePeriod,
  periodShowing,
  sortInvoices,
  type Invoice,
  type PaymentStatusFilter,
} from '@app/contracts/invoice';
import { selectAuthStatus, Spinner, useSignInDialog } from '@app/platform';
import { ConfirmDialog } from '@app/platform/controls';
import { useAppDispatch, useAppSelector } from '../../store';
import { useLoginRequired } from '../account/LoginRequired';
import { editorActions } from '../invoices/editor-commands';
import {
  useEditorState,
  useEditorTranslation,
  useFormatters,
  useSavedInvoices,
} from '../invoices/hooks';
import { useToday } from '../invoices/today';
import { AmountsSummary } from './AmountsSummary';
import { OverviewCard, type CardActions } from './OverviewCard';
import { PeriodSelector } from './PeriodSelector';
import { useNextInvoiceDates, usePeriodFetching } from './overview-data';
import { CardList } from './CardList';
import './invoice-overview.css';

/** The schedule modal, loaded on first use (the toolbar's chunk). */
const ScheduleModal = lazy(() =>
  import(/* webpackChunkName: "schedule-modal" */ '../schedules/components/ScheduleModal').then(
    (module) => ({ default: module.ScheduleModal }),
  ),
);

const FILTER_LABEL: Record<PaymentStatusFilter, string> = {
  all: 'overview.filters.all',
  unpaid: 'paymentStatus.unpaid',
  paid: 'paymentStatus.paid',
  overdue: 'paymentStatus.overdue',
  overdue_reminded: 'paymentStatus.overdue_reminded',
};

/** Which documents the overview lists (issue 31; the API's `documentType` filter). */
const DOCUMENT_FILTERS = ['all', 'invoice', 'credit_note'] as const;
type DocumentFilter = (typeof DOCUMENT_FILTERS)[number];

const byDocumentType = (invoices: Invoice[], filter: DocumentFilter): Invoice[] =>
  filter === 'all'
    ? invoices
    : invoices.filter((invoice) => (invoice.documentType ?? 'invoice') === filter);

/** The invoices the period and both filters show, in their given order. */
const listed = (
  candidates: Invoice[],
  {
    period,
    filter,
    documentFilter,
    today,
  }: { period: string; filter: PaymentStatusFilter; documentFilter: DocumentFilter; today: string },
): Invoice[] =>
  byDocumentType(
    filterByPaymentStatus(filterByPeriod(candidates, period, today), filter, today),
    documentFilter,
  );

/** The invoice overview (spec §2): period, payment-status filter and the cards. */
export function InvoiceOverview({ onOpened }: { onOpened: () => void }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const loginRequired = useLoginRequired();
  const { language, date } = useFormatters();
  const today = useToday();
  const invoices = useSavedInvoices();
  const draft = useEditorState((state) => state.draft);
  const draftEdited = useEditorState((state) => state.draftEdited);
  const currentId = useEditorState((state) => state.currentId);
  const [period, setPeriod] = useState<string>(() => currentMonthPeriod(today));
  const [chosenFilter, setFilter] = useState<PaymentStatusFilter>('all');
  const [documentFilter, setDocumentFilter] = useState<DocumentFilter>('all');
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  /** The card whose schedule is being edited: a saved invoice's id, or null for the draft. */
  const [scheduling, setScheduling] = useState<{ id: string | null } | null>(null);
  const { load: periodLoad, fetchPeriod } = usePeriodFetching();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const { openSignIn } = useSignInDialog();
  // The filter is hidden and reset to 'all' in the planned view (spec §4).
  const filter = filterForPeriod(period, chosenFilter);
  const planned = period === 'planned';
  const nextDates = useNextInvoiceDates(signedIn && planned);

  // Looked up on each render, so the modal follows the invoice (a link the server made).
  const scheduled =
    scheduling === null || !signedIn
      ? undefined
      : scheduling.id === null
        ? draft
        : invoices.find((invoice) => invoice.id === scheduling.id);

  // What a filter shows, in list order. The saved invoices are filtered and sorted only when they
  // or a filter change; the draft, which changes with every keystroke, is tested on its own and
  // goes first (drafts lead the list order), so typing costs the same with 10 or 10,000 invoices.
  const shownSaved = useMemo(
    () => sortInvoices(listed(invoices, { period, filter, documentFilter, today })),
    [invoices, period, filter, documentFilter, today],
  );
  const shownDraft = draftEdited ? listed([draft], { period, filter, documentFilter, today }) : [];
  const shown = shownDraft.length === 0 ? shownSaved : [...shownDraft, ...shownSaved];

  const actions = useMemo<CardActions>(
    () => ({
      open: (invoice, isDraft) => {
        if (isDraft) dispatch(editorActions.draftOpened({ reset: false }));
        else if (invoice.id !== undefined) dispatch(editorActions.invoiceOpened(invoice.id));
        onOpened();
      },
      copy: (invoice, isDraft) => {
        dispatch(editorActions.copied({ id: isDraft ? null : (invoice.id ?? null), today }));
        onOpened();
      },
      remove: (invoice, isDraft) => {
        // Spec §4: the unsaved working draft is reset without asking.
        if (isDraft) dispatch(editorActions.deleted(null));
        else setDeleting(invoice);
      },
      editSchedule: (invoice, isDraft) => {
        if (signedIn) setScheduling({ id: isDraft ? null : (invoice.id ?? null) });
        else loginRequired('schedule');
      },
      openedOther: onOpened,
    }),
    [dispatch, onOpened, today, signedIn, loginRequired],
  );

  // The invoice open in the editor, once saved, says where it went when this period hides it.
  const opened = useMemo(
    () => invoices.find((invoice) => invoice.id === currentId),
    [invoices, currentId],
  );
  const elsewhere =
    opened !== undefined &&
    opened.invoiceNumber !== '' &&
    filterByPeriod([opened], period, today).length === 0
      ? periodShowing(opened, today)
      : null;
  const periodName = (value: string): string => {
    const parsed = parsePeriod(value);
    if (parsed?.kind === 'planned') return t('period.planned');
    if (parsed?.kind === 'custom') {
      const tab = (day: string) => {
        const result = formatPeriodTabDate(day, language);
        return result.ok ? result.text : day;
      };
      return `${tab(parsed.start)} – ${tab(parsed.end)}`;
    }
    return t('period.currentMonth');
  };

  const changePeriod = (next: string) => {
    if (next !== period) fetchPeriod(next);
    setPeriod(next);
    if (next === 'planned') setFilter('all');
  };

  return (
    <section className="overview" aria-labelledby="overview-title" data-testid="overview">
      <div className="overview__head">
        <h2 id="overview-title" className="overview__title">
          {t('overview.title')}{' '}
          <span className="overview__count" data-testid="overview-count">
            ({shown.length})
          </span>
        </h2>
        <PeriodSelector period={period} today={today} language={language} onChange={changePeriod} />
      </div>
      {opened !== undefined && elsewhere !== null ? (
        <p className="overview__elsewhere" role="status" data-testid="period-hint">
          {t('period.outside', { number: opened.invoiceNumber, date: date(opened.date) })}{' '}
          <button
            type="button"
            className="editor-link-button"
            data-testid="period-hint-show"
            onClick={() => changePeriod(elsewhere)}
          >
            {t('period.showWhere', { period: periodName(elsewhere) })}
          </button>
        </p>
      ) : null}
      {periodLoad === 'failed' ? (
        <p className="overview__error" role="alert" data-testid="overview-error">
          {t('overview.loadFailed')}
        </p>
      ) : null}
      <AmountsSummary period={period} />
      {planned ? null : (
        <div className="overview__filters" role="group" aria-label={t('overview.filterLabel')}>
          {PAYMENT_STATUS_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              className="period-selector__tab"
              aria-pressed={filter === option}
              data-testid={`filter-${option}`}
              onClick={() => setFilter(option)}
            >
              {t(FILTER_LABEL[option])}
            </button>
          ))}
        </div>
      )}
      {planned ? null : (
        <div
          className="overview__filters"
          role="group"
          aria-label={t('overview.documentTypeLabel')}
        >
          {DOCUMENT_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              className="period-selector__tab"
              aria-pressed={documentFilter === option}
              data-testid={`document-filter-${option}`}
              onClick={() => setDocumentFilter(option)}
            >
              {t(`overview.documentTypes.${option}`)}
            </button>
          ))}
        </div>
      )}
      {periodLoad === 'loading' ? (
        <div className="overview__loading" role="status" data-testid="overview-loading">
          <p>{t('overview.loadingPeriod')}</p>
          <Spinner delayMs={200} />
        </div>
      ) : shown.length === 0 ? (
        <>
          <p className="overview__empty" data-testid="overview-empty">
            {t(emptyStateKey(filter))}
          </p>
          {/* Only for someone with no invoices at all, not for an empty period or filter. */}
          {invoices.length === 0 && !draftEdited ? (
            <div className="welcome-bar" data-testid="welcome-bar">
              <p>{t('overview.welcome')}</p>
              <button
                type="button"
                className="app-button app-button--secondary"
                onClick={openSignIn}
              >
                {t('overview.signIn')}
              </button>
            </div>
          ) : null}
        </>
      ) : (
        <CardList
          items={shown}
          renderCard={(invoice, position) => {
            const isDraft = invoice === draft;
            return (
              <OverviewCard
                key={invoice.id ?? 'draft'}
                {...position}
                invoice={invoice}
                isDraft={isDraft}
                planned={planned}
                current={isDraft ? currentId === null : invoice.id === currentId}
                unsynced={signedIn && !isDraft && invoice.synced !== true}
                nextDate={invoice.id === undefined ? undefined : nextDates.get(invoice.id)}
                actions={actions}
              />
            );
          }}
        />
      )}
      {scheduled !== undefined ? (
        <Suspense fallback={null}>
          <ScheduleModal invoice={scheduled} onClose={() => setScheduling(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('dialog.deleteTitle')}
        confirmLabel={t('dialog.delete')}
        danger
        testId="delete-dialog"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target !== null)
            dispatch(editorActions.deleted(target === draft ? null : (target.id ?? null)));
        }}
      >
        {t('dialog.deleteText', { number: deleting?.invoiceNumber || t('overview.workingDraft') })}
      </ConfirmDialog>
    </section>
  );
}
