import { useId, useRef, useState } from 'react';
import type { Company } from '@app/contracts/invoice';
import { ConfirmDialog, Modal } from '@app/platform/controls';
import { useEditorTranslation } from '../invoices/hooks';
import { SettingsList } from '../settings/components/SettingsList';
import { SettingsMessage, type SettingsMessageValue } from '../settings/components/SettingsMessage';
import { companiesApi } from './companiesApi';
import { COMPANY_SEARCH_DEBOUNCE_MS } from './useCompanySuggestions';
import { useDebouncedValue } from './useDebouncedValue';
import { useDeleteCompany } from './useDeleteCompany';
import './saved-companies.css';

/** One page, newest first; a name search finds the others (the list answers `total`). */
const PAGE_SIZE = 50;

/**
 * The user's saved companies (spec §6 "saved companies (search, create, delete)"): searched by
 * name, each deleted after a confirmation (spec §5). Opened from the settings menu
 * (SavedCompaniesSettings). Decisions where the spec is silent: a failed delete is said, not
 * only logged (issue 29, "every action answers"), and the list stays as it was; after a delete
 * the focus goes to the list's heading, as the row that had it is gone.
 */
export function SavedCompaniesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useEditorTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('companies.title')} testId="saved-companies">
      <SavedCompanies />
    </Modal>
  );
}

function SavedCompanies() {
  const { t } = useEditorTranslation();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), COMPANY_SEARCH_DEBOUNCE_MS);
  // Asked again each time the dialog opens: the picker may have made companies meanwhile.
  const { data, isLoading, isError, refetch } = companiesApi.endpoints.listCompanies.useQuery(
    { limit: PAGE_SIZE, ...(query === '' ? {} : { query }) },
    { refetchOnMountOrArgChange: true },
  );
  const { deleteCompany, deleting } = useDeleteCompany();
  const [confirming, setConfirming] = useState<Company | null>(null);
  const [message, setMessage] = useState<SettingsMessageValue | null>(null);

  const confirm = async () => {
    const company = confirming;
    setConfirming(null);
    if (company === null) return;
    setMessage(null);
    if (await deleteCompany(company.id)) {
      setMessage({ text: t('companies.deleted', { name: company.name }), failed: false });
      headingRef.current?.focus();
    } else {
      setMessage({ text: t('companies.deleteFailed', { name: company.name }), failed: true });
    }
  };

  const companies = data?.companies ?? [];
  return (
    <div className="saved-companies">
      <p className="saved-companies__intro">{t('companies.intro')}</p>
      <div className="app-field">
        <label className="app-field__label" htmlFor={`${id}-search`}>
          {t('companies.search')}
        </label>
        <input
          id={`${id}-search`}
          className="app-field__input"
          type="search"
          autoComplete="off"
          data-testid="saved-companies-search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <section aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="saved-companies__heading">
          {t('companies.listTitle')}
          {data === undefined ? null : (
            <span className="saved-companies__count"> ({data.total})</span>
          )}
        </h3>
        <SettingsMessage name="saved-companies" message={message} />
        <SettingsList
          name="saved-companies"
          isLoading={isLoading}
          failed={isError || data === undefined}
          count={companies.length}
          texts={{
            loadFailed: t('companies.loadFailed'),
            retry: t('companies.retry'),
            empty: query === '' ? t('companies.empty') : t('companies.noMatches', { query }),
          }}
          onRetry={refetch}
        >
          {companies.map((company) => (
            <CompanyRow
              key={company.id}
              company={company}
              busy={deleting === company.id}
              onDelete={() => setConfirming(company)}
            />
          ))}
        </SettingsList>
        {data !== undefined && data.total > companies.length ? (
          <p className="saved-companies__more">
            {t('companies.more', { shown: companies.length, total: data.total })}
          </p>
        ) : null}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        title={t('companies.deleteTitle')}
        confirmLabel={t('companies.deleteConfirm')}
        danger
        testId="company-delete-dialog"
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      >
        <p>{t('companies.deleteText', { name: confirming?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}

function CompanyRow({
  company,
  busy,
  onDelete,
}: {
  company: Company;
  busy: boolean;
  onDelete: () => void;
}) {
  const { t } = useEditorTranslation();
  const place = [company.address, [company.postalCode, company.city].filter(Boolean).join(' ')]
    .filter((part) => part !== '')
    .join(', ');
  return (
    <li className="saved-companies__item" data-testid="saved-company">
      <span className="saved-companies__text">
        <span className="saved-companies__name">{company.name}</span>
        {place === '' ? null : <span className="saved-companies__meta">{place}</span>}
        {company.email === '' ? null : (
          <span className="saved-companies__meta">{company.email}</span>
        )}
      </span>
      <button
        type="button"
        className="app-button app-button--secondary app-button--danger-text app-button--small"
        aria-label={t('companies.deleteLabel', { name: company.name })}
        disabled={busy}
        onClick={onDelete}
      >
        {busy ? t('companies.deleting') : t('companies.delete')}
      </button>
    </li>
  );
}
