import { useId } from 'react';
import { notesSavedAsDefault, type Invoice } from '@app/contracts/invoice';
import { DEFAULT_NOTES_MAX_LENGTH } from '@app/contracts/settings';
import { TextField } from '@app/platform/controls';
import { useAppDispatch } from '../../../store';
import { editorActions } from '../../invoices/editor-commands';
import { useEditorState, useEditorTranslation, useSettings } from '../../invoices/hooks';
import { EditableSection } from './EditableSection';
import { isCreditNote } from '../../credit-notes/credit-notes';

export function NotesSection({ invoice, readOnly }: { invoice: Invoice; readOnly: boolean }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const defaultNotes = useSettings().defaultNotes;
  const chosen = useEditorState((state) => state.notesAsDefault);
  const asDefault = notesSavedAsDefault(invoice.notes, defaultNotes, chosen);
  return (
    <section className="notes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="editor-label">
        {t('notes.title')}
      </h2>
      <EditableSection
        section="notes"
        label={t('notes.title')}
        readOnly={readOnly}
        summary={
          <span className={invoice.notes === '' ? 'is-placeholder' : ''} data-testid="notes-text">
            {invoice.notes === '' ? t('notes.empty') : invoice.notes}
          </span>
        }
      >
        <TextField
          label={t('notes.title')}
          multiline
          value={invoice.notes}
          maxLength={DEFAULT_NOTES_MAX_LENGTH}
          testId="notes-input"
          onChange={(notes) => dispatch(editorActions.notesChanged(notes))}
        />
        <div className="app-field app-field--inline">
          <input
            id={`${id}-default`}
            type="checkbox"
            data-testid="notes-default"
            checked={asDefault}
            onChange={(event) =>
              dispatch(editorActions.notesAsDefaultToggled(event.target.checked))
            }
          />
          <label htmlFor={`${id}-default`}>{t('notes.saveAsDefault')}</label>
        </div>
      </EditableSection>
    </section>
  );
}

/** The e-mail message sent with the invoice; sending itself needs an account. */
export function EmailMessageSection({
  invoice,
  readOnly,
}: {
  invoice: Invoice;
  readOnly: boolean;
}) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const placeholder =
    invoice.invoiceNumber === ''
      ? t('email.defaultMessageNoNumber')
      : t(isCreditNote(invoice) ? 'email.defaultMessageCreditNote' : 'email.defaultMessage', {
          number: invoice.invoiceNumber,
        });
  return (
    <section className="email-message" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="editor-label">
        {t('email.title')}
      </h2>
      <label htmlFor={`${id}-message`} className="app-visually-hidden">
        {t('email.title')}
      </label>
      <textarea
        id={`${id}-message`}
        className="app-field__input app-field__input--multiline"
        rows={3}
        readOnly={readOnly}
        value={invoice.isPlaceholder.emailMessage ? '' : invoice.emailMessage}
        placeholder={placeholder}
        onChange={(event) => dispatch(editorActions.emailMessageChanged(event.target.value))}
      />
    </section>
  );
}
