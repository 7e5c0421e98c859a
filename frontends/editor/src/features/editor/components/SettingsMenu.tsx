import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  COUNTRIES,
  formatDecimalText,
  type CountryCode,
  type Language,
} from '@app/contracts/invoice';
import { switchLanguage } from '@app/contracts/routing';
import { selectAuthStatus, useLanguage } from '@app/platform';
import { Icon } from '@app/platform/controls';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store';
import { editorActions } from '../../invoices/editor-commands';
import { useEditorTranslation, useSettings } from '../../invoices/hooks';
import { StorageUsage } from '../../settings/components/StorageUsage';
import { VatSettings } from '../../settings/components/VatSettings';
import { CreditNoteSeriesDialog } from '../../credit-notes/components/CreditNoteSeriesDialog';
import type { SignedInDialog } from './SignedInSettings';
import './settings-menu.css';

// Only signed-in users have these settings: a visitor's first screen does without their code
// (docs/performance.md). Both parts come from one chunk, loaded once the user is signed in.
const loadSignedInSettings = () =>
  import(/* webpackChunkName: "signed-in-settings" */ './SignedInSettings');
// Opened from the menu only: the backup's code stays out of the first screen.
const BackupSettings = lazy(() =>
  import('../../backup/components/BackupSettings').then((module) => ({
    default: module.BackupSettings,
  })),
);
const SignedInSettingsRows = lazy(() =>
  loadSignedInSettings().then((module) => ({ default: module.SignedInSettingsRows })),
);
const SignedInSettingsDialogs = lazy(() =>
  loadSignedInSettings().then((module) => ({ default: module.SignedInSettingsDialogs })),
);

/** The path of this page in the other interface language (a page link, spec §2 routing). */
function useOtherLanguageHref(other: Language): string {
  const { pathname, search, hash } = useLocation();
  return switchLanguage(pathname, search, hash, other);
}

/**
 * Country (name and VAT rate), VAT regime and payment reference, invoice language, interface language, number format, the backup (download, restore), and for
 * signed-in users the payment reminders, saved companies, API tokens, webhooks and e-invoicing
 * via Peppol.
 */
export function SettingsMenu() {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const language = useLanguage();
  const other: Language = language === 'nl' ? 'en' : 'nl';
  const otherHref = useOtherLanguageHref(other);
  const settings = useSettings();
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<SignedInDialog | null>(null);
  const [creditSeriesOpen, setCreditSeriesOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onMouseDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [open]);

  return (
    <div
      className="settings-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="app-button app-button--secondary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        data-testid="settings-button"
        onClick={() => setOpen(!open)}
      >
        <Icon name="settings" />
        {t('settings.title')}
      </button>
      {open ? (
        <div id={`${id}-panel`} className="settings-menu__panel" data-testid="settings-panel">
          <div className="app-field">
            <label className="app-field__label" htmlFor={`${id}-country`}>
              {t('settings.country')}
            </label>
            <select
              id={`${id}-country`}
              className="app-field__input"
              data-testid="settings-country"
              value={settings.country}
              onChange={(event) =>
                dispatch(
                  editorActions.settingsChanged({ country: event.target.value as CountryCode }),
                )
              }
            >
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {t(country.nameKey)} ({formatDecimalText(country.standardRate, language)}%)
                </option>
              ))}
            </select>
          </div>
          <VatSettings />
          <div className="app-field">
            <label className="app-field__label" htmlFor={`${id}-invoiceLanguage`}>
              {t('settings.invoiceLanguage')}
            </label>
            <select
              id={`${id}-invoiceLanguage`}
              className="app-field__input"
              data-testid="settings-invoice-language"
              value={settings.invoiceLanguage}
              onChange={(event) =>
                dispatch(
                  editorActions.settingsChanged({
                    invoiceLanguage: event.target.value === 'nl' ? 'nl' : 'en',
                  }),
                )
              }
            >
              <option value="en" lang="en">
                English
              </option>
              <option value="nl" lang="nl">
                Nederlands
              </option>
            </select>
          </div>
          <p className="app-field">
            <span className="app-field__label">{t('settings.interfaceLanguage')}</span>
            <a href={otherHref} hrefLang={other} lang={other} data-testid="interface-language-link">
              {other === 'nl' ? 'Nederlands' : 'English'}
            </a>
          </p>
          <button
            type="button"
            className="editor-link-button"
            data-testid="settings-number-format"
            onClick={() => {
              setOpen(false);
              dispatch(editorActions.startedEditing('invoiceNumber'));
            }}
          >
            {t('settings.numberFormat')}
          </button>
          <button
            type="button"
            className="editor-link-button"
            data-testid="settings-credit-number-format"
            onClick={() => {
              setOpen(false);
              setCreditSeriesOpen(true);
            }}
          >
            {t('settings.creditNoteNumberFormat')}
          </button>
          <StorageUsage />
          <Suspense fallback={null}>
            <BackupSettings />
          </Suspense>
          {signedIn ? (
            <Suspense fallback={null}>
              <SignedInSettingsRows
                onOpen={(opened) => {
                  setOpen(false);
                  setDialog(opened);
                }}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
      {creditSeriesOpen ? (
        <CreditNoteSeriesDialog
          onClose={() => {
            setCreditSeriesOpen(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <SignedInSettingsDialogs
            open={dialog}
            onClose={() => {
              setDialog(null);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
