import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { offersNewCompany, type Company, type Recipient } from '@app/contracts/invoice';
import { Icon } from '@app/platform/controls';
import { editorActions } from '../invoices/editor-commands';
import { useEditorTranslation } from '../invoices/hooks';
import { linkedCompanySaving } from './linked-company-saving';
import { useCompanySuggestions } from './useCompanySuggestions';
import { useCreateCompany } from './useCreateCompany';
import './company-picker.css';
import { useAppDispatch } from '../../store';

type Option = { kind: 'company'; company: Company } | { kind: 'create' };

export type CompanyPickerProps = {
  readonly label: string;
  /** The greyed example shown while the field is empty. */
  readonly placeholder: string;
  /** The company text as the field shows it (empty while it is a placeholder). */
  readonly value: string;
  readonly recipient: Recipient;
  /** The saved company the invoice is linked to, if any. */
  readonly companyId: string | undefined;
  readonly testId: string;
  readonly onChange: (value: string) => void;
  readonly onFocus: () => void;
};

/**
 * The recipient's company field for a signed-in user (spec §2, §4): an ARIA combobox that suggests
 * saved companies (the recent ones while nothing is typed), fills the recipient from the one picked
 * and links it, offers to create a company from the recipient, and to clear a linked one. Edits of
 * a linked company's recipient fields are saved to that company while the picker is shown.
 *
 * Decisions where the spec is silent: the field's text is the search, so focusing it with a name
 * already typed lists the matches for that name (empty, the recent companies). While a company
 * is linked nothing is searched and no list opens; 'Clear selection' is then a button beside the
 * field (always reachable, unlike an option of a list that is closed), and typing in the field
 * renames the linked company.
 */
export function CompanyPicker({
  label,
  placeholder,
  value,
  recipient,
  companyId,
  testId,
  onChange,
  onFocus,
}: CompanyPickerProps) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const linked = companyId !== undefined;

  useEffect(() => dispatch(linkedCompanySaving()), [dispatch]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const {
    phase,
    failed: createFailed,
    create,
    clearFailure: clearCreateFailure,
  } = useCreateCompany(recipient, close);

  const { companies, settled } = useCompanySuggestions(value, open && !linked);
  const options: Option[] = linked
    ? []
    : [
        ...companies.map((company): Option => ({ kind: 'company', company })),
        ...(settled && offersNewCompany(value, companies) ? [{ kind: 'create' } as const] : []),
      ];
  const name = value.trim();
  const showStatus = phase !== 'idle';
  const showList = open && !showStatus && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const openList = () => {
    if (linked) return;
    setOpen(true);
    setActive(-1);
  };

  const pick = (company: Company) => {
    dispatch(editorActions.companyLinked(company));
    close();
  };

  const choose = (option: Option) => {
    if (option.kind === 'company') pick(option.company);
    else void create();
  };

  const clearSelection = () => {
    dispatch(editorActions.companyUnlinked());
    // Opened here: the focus handler below still sees the company linked (this render's value).
    setOpen(true);
    setActive(-1);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (showStatus) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (linked) return;
        event.preventDefault();
        if (!open) {
          openList();
          return;
        }
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) =>
          current === -1 && step < 0 ? count - 1 : (current + step + count) % count,
        );
        return;
      }
      case 'Enter': {
        const option = showList ? options[active] : undefined;
        if (option === undefined) return; // the form's Enter: the section is saved (spec §2)
        event.preventDefault();
        choose(option);
        return;
      }
      case 'Escape':
        if (!showList) return; // the section's Escape closes it
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      default:
    }
  };

  const describedBy = [linked ? hintId : null, createFailed ? errorId : null]
    .filter((part) => part !== null)
    .join(' ');

  return (
    <div className="app-field company-picker" data-testid="company-picker">
      <label htmlFor={id} className="app-field__label">
        {label}
      </label>
      <div className="company-picker__control">
        <input
          ref={inputRef}
          id={id}
          className="app-field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listboxId : undefined}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          data-testid={testId}
          data-linked={linked}
          value={value}
          placeholder={placeholder}
          onFocus={() => {
            onFocus();
            openList();
          }}
          onClick={() => {
            if (!open) openList();
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            onChange(event.target.value);
            clearCreateFailure();
            openList();
          }}
        />
        {linked ? (
          <button
            type="button"
            className="editor-icon-button company-picker__clear"
            data-testid="company-clear"
            title={t('companyPicker.clear')}
            onClick={clearSelection}
          >
            <Icon name="close" />
            <span className="app-visually-hidden">{t('companyPicker.clear')}</span>
          </button>
        ) : null}
        {showList ? (
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t(name === '' ? 'companyPicker.recent' : 'companyPicker.suggestions')}
            className="company-picker__popup"
            data-testid="company-suggestions"
          >
            {options.map((option, index) => (
              <li
                key={option.kind === 'company' ? option.company.id : 'create'}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`company-picker__option company-picker__option--${option.kind}`}
                data-testid={option.kind === 'company' ? 'company-option' : 'company-create'}
                // Keeps the focus in the field, so the field's blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
              >
                {option.kind === 'company' ? (
                  <>
                    <span className="company-picker__name">{option.company.name}</span>
                    <CompanyDetails company={option.company} />
                  </>
                ) : (
                  <span className="company-picker__name">
                    {t('companyPicker.createNew', { name })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {showStatus ? (
          <div className="company-picker__popup company-picker__status">
            <p role="status" data-testid="company-create-status" data-phase={phase}>
              {phase === 'creating' ? (
                <span className="company-picker__spinner" aria-hidden="true" />
              ) : (
                <CheckMark />
              )}
              {t(phase === 'creating' ? 'companyPicker.creating' : 'companyPicker.created', {
                name,
              })}
            </p>
          </div>
        ) : null}
      </div>
      {linked && !showStatus ? (
        <p id={hintId} className="company-picker__hint" data-testid="company-linked-hint">
          {t('companyPicker.linked')}
        </p>
      ) : null}
      {createFailed ? (
        <p
          id={errorId}
          className="app-field__error"
          role="alert"
          data-testid="company-create-error"
        >
          {t('companyPicker.createFailed')}
        </p>
      ) : null}
      <p className="app-visually-hidden" role="status" aria-live="polite">
        {showList && settled ? t('companyPicker.results', { count: companies.length }) : ''}
      </p>
    </div>
  );
}

function CompanyDetails({ company }: { company: Company }) {
  const details = [company.address, [company.postalCode, company.city].filter(Boolean).join(' ')]
    .filter((part) => part !== '')
    .join(', ');
  return details === '' ? null : <span className="company-picker__details">{details}</span>;
}

function CheckMark() {
  return (
    <svg
      className="company-picker__check"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 12.5l4.5 4.5L19 7" />
    </svg>
  );
}
