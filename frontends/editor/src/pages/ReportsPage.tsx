// The editor's shared styles come first: every component's own stylesheet builds on them.
import '../styles/editor-base.css';
import type { ComponentType } from 'react';
import { NavLink, useParams } from 'react-router-dom';
import {
  NotFoundPage,
  PageHead,
  selectAuthStatus,
  Spinner,
  useAppSelector,
  useLocalizedPath,
} from '@app/platform';
import '../store/store';
import { SignInPrompt } from '../features/account/SignInPrompt';
import { AccountantExport } from '../features/accountant-export/AccountantExport';
import { BankReconciliation } from '../features/bank/BankReconciliation';
import { useEditorTranslation } from '../features/invoices/hooks';
import { ReportsOverview } from '../features/reports/ReportsOverview';
import { VatFigures } from '../features/vat-figures/VatFigures';
import '../features/reports/reports-page.css';

type Section = {
  /** The path below `/reports`; '' is the page itself. */
  readonly path: '' | 'vat' | 'bank' | 'export';
  readonly labelKey: string;
  readonly Component: ComponentType;
};

/** The order a quarter is closed in: look, reconcile, file, hand over. */
const SECTIONS: readonly Section[] = [
  { path: '', labelKey: 'reports.tabs.overview', Component: ReportsOverview },
  { path: 'bank', labelKey: 'reports.tabs.bank', Component: BankReconciliation },
  { path: 'vat', labelKey: 'reports.tabs.vat', Component: VatFigures },
  { path: 'export', labelKey: 'reports.tabs.export', Component: AccountantExport },
];

function SectionNav() {
  const { t } = useEditorTranslation();
  const localized = useLocalizedPath();
  return (
    <nav className="reports-tabs" aria-label={t('reports.tabs.label')}>
      {SECTIONS.map(({ path, labelKey }) => (
        <NavLink
          key={path}
          to={localized(path === '' ? '/reports' : `/reports/${path}`)}
          end
          className="reports-tabs__tab"
          data-testid={`reports-tab-${path === '' ? 'overview' : path}`}
        >
          {t(labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * Route `/reports/*` and `/nl/reports/*`: closing the quarter. The reports with their charts at
 * `/reports`, bank statements at `/reports/bank`, the VAT return's figures at `/reports/vat` and
 * the accountant's export at `/reports/export`. Signed-in only: every figure comes from the
 * server's documents.
 */
export function ReportsPage() {
  const { t } = useEditorTranslation();
  const status = useAppSelector(selectAuthStatus);
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const section = SECTIONS.find(({ path }) => path === rest);
  if (section === undefined) return <NotFoundPage />;
  const { Component } = section;
  return (
    <section data-remote="editor" data-page="reports" className="reports-page">
      <PageHead title={t('reports.title')} description={t('reports.pageDescription')} />
      <h1>{t('reports.heading')}</h1>
      {status === 'loading' ? (
        <Spinner delayMs={200} />
      ) : status === 'signedOut' ? (
        <SignInPrompt messageKey="reports.signInNeeded" testId="reports-sign-in" />
      ) : (
        <>
          <SectionNav />
          <Component />
        </>
      )}
    </section>
  );
}
