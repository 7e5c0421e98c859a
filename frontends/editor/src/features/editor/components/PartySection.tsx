import { useState } from 'react';
import {
  RECIPIENT_FIELDS,
  SENDER_FIELDS,
  checkChamberOfCommerce,
  checkVatNumber,
  isCountryCode,
  validateRecipientEmail,
  vatNumberCountry,
  type RecipientField,
  type SenderField,
} from '@app/contracts/invoice';
import { selectAuthStatus } from '@app/platform';
import { TextField } from '@app/platform/controls';
import { useAppDispatch, useAppSelector } from '../../../store';
import { CompanyPicker } from '../../companies/CompanyPicker';
import { ViesCheck } from '../../vies/ViesCheck';
import { PeppolRecipientHint } from '../../peppol/components/PeppolRecipientHint';
import { editorActions } from '../../invoices/editor-commands';
import { SENDER_COMPANY_FIELDS, type SenderCompanyField } from '../../invoices/invoice-edits';
import { useCurrentInvoice, useEditorTranslation, useSettings } from '../../invoices/hooks';
import { EditableSection } from './EditableSection';
import './party-section.css';

type Party = 'sender' | 'recipient';

const RECIPIENT_OPTIONAL_FIELDS: readonly string[] = ['additionalInfo', 'vatNumber', 'kvkNumber'];

/** Test ids in kebab case where the field name has more than one word and tests name it so. */
const FIELD_TEST_IDS: Partial<Record<string, string>> = {
  legalForm: 'legal-form',
  legalRegister: 'legal-register',
};

/**
 * The sender's fields: the company details, its legal form, and the register only a Belgian
 * company must print (art. 2:20 WVV).
 */
const senderFields = (country: string): readonly string[] => [
  ...SENDER_FIELDS,
  ...SENDER_COMPANY_FIELDS.filter((field) => field !== 'legalRegister' || country === 'BE'),
];

/** Shown greyed when empty: in the summary as example text, in the fields as placeholders. */
function useFieldText(party: Party) {
  const { t } = useEditorTranslation();
  return {
    label: (field: string) => t(`${party}.fields.${field}`),
    example: (field: string) => t(`${party}.examples.${field}`),
  };
}

export function PartySection({ party, readOnly }: { party: Party; readOnly: boolean }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const invoice = useCurrentInvoice();
  const value = invoice[party] as unknown as Record<string, string | undefined> & {
    isPlaceholder?: Partial<Record<string, boolean>>;
  };
  const { country: settingsCountry } = useSettings();
  const fields = party === 'sender' ? senderFields(settingsCountry) : RECIPIENT_FIELDS;
  const optionalFields: readonly string[] =
    party === 'sender' ? SENDER_COMPANY_FIELDS : RECIPIENT_OPTIONAL_FIELDS;
  const text = useFieldText(party);
  // The e-mail and number checks speak once the field is left, not while it is half typed.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  // Saved companies are for signed-in users (spec §6); signed out the field stays plain text.
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';

  const shown = (field: string): { text: string; placeholder: boolean } => {
    const current = value[field] ?? '';
    const isPlaceholder = value.isPlaceholder?.[field] === true || current === '';
    return isPlaceholder
      ? { text: text.example(field), placeholder: true }
      : { text: current, placeholder: false };
  };

  const change = (field: string, next: string) => {
    if (party === 'sender') {
      dispatch(
        editorActions.senderChanged({
          field: field as SenderField | SenderCompanyField,
          value: next,
        }),
      );
    } else {
      dispatch(editorActions.recipientChanged({ field: field as RecipientField, value: next }));
    }
  };
  const focus = (field: string) => {
    if (value.isPlaceholder?.[field] !== true) return;
    if (party === 'sender') dispatch(editorActions.senderPlaceholderCleared(field as SenderField));
    else dispatch(editorActions.recipientPlaceholderCleared(field as RecipientField));
  };

  const title = t(`${party}.title`);
  const emailError =
    party === 'recipient' && left.has('email')
      ? validateRecipientEmail(value.email ?? '', 'typing')
      : null;

  const numberWarning = (field: string): string | null => {
    const text = value.isPlaceholder?.[field] ? '' : (value[field] ?? '');
    if (!left.has(field)) return null;
    if (field === 'vatNumber') {
      const warning = checkVatNumber(text);
      return warning ? t(warning) : null;
    }
    if (field === 'kvkNumber') {
      const prefix = vatNumberCountry(value.vatNumber ?? '');
      const warning = checkChamberOfCommerce(
        text,
        isCountryCode(prefix) ? prefix : settingsCountry,
      );
      return warning ? t(warning) : null;
    }
    return null;
  };
  const leave = (field: string) => {
    if (!left.has(field)) setLeft(new Set([...left, field]));
  };

  const summaryLines = fields
    // Optional fields (the customer's numbers, the sender's legal form) show once filled in.
    .filter((field) => !optionalFields.includes(field) || (value[field] ?? '') !== '')
    // On a read-only invoice the examples would read as the customer's data: empty lines go.
    .filter((field) => !readOnly || !shown(field).placeholder)
    .map((field) => {
      const line = shown(field);
      const prefix = field === 'vatNumber' || field === 'kvkNumber' ? `${text.label(field)}: ` : '';
      return (
        <span
          key={field}
          className={`party__line ${line.placeholder ? 'is-placeholder' : ''}`}
          data-field={field}
        >
          {prefix}
          {line.text}
        </span>
      );
    });

  const textField = (field: string) => (
    <TextField
      key={field}
      label={text.label(field)}
      value={value.isPlaceholder?.[field] ? '' : (value[field] ?? '')}
      placeholder={text.example(field)}
      testId={`${party}-${FIELD_TEST_IDS[field] ?? field}`}
      type={field === 'email' ? 'email' : 'text'}
      autoComplete="off"
      onFocus={() => focus(field)}
      onBlur={() => leave(field)}
      onChange={(next) => change(field, next)}
      error={field === 'email' && emailError ? t(emailError) : null}
      warning={numberWarning(field)}
    />
  );

  return (
    <section className={`party party--${party}`} aria-labelledby={`${party}-title`}>
      <h2 id={`${party}-title`} className="editor-label">
        {title}
      </h2>
      <EditableSection
        section={party}
        label={title}
        readOnly={readOnly}
        summary={<span className="party__lines">{summaryLines}</span>}
      >
        {fields.map((field) =>
          party === 'recipient' && field === 'company' && signedIn ? (
            <CompanyPicker
              key={field}
              label={text.label(field)}
              value={value.isPlaceholder?.[field] ? '' : (value[field] ?? '')}
              placeholder={text.example(field)}
              recipient={invoice.recipient}
              companyId={invoice.companyId}
              testId={`${party}-${field}`}
              onFocus={() => focus(field)}
              onChange={(next) => change(field, next)}
            />
          ) : party === 'recipient' && field === 'vatNumber' && signedIn ? (
            // What VIES says about the number shows under it (signed-in users only).
            <ViesCheck key={field} recipient={invoice.recipient}>
              {textField(field)}
            </ViesCheck>
          ) : (
            textField(field)
          ),
        )}
      </EditableSection>
      {/* Whether the customer receives e-invoices over Peppol (signed-in users, issue 33). */}
      {party === 'recipient' && signedIn ? <PeppolRecipientHint invoice={invoice} /> : null}
    </section>
  );
}
