import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { canSendInvoice, validateRecipientEmail, type Invoice } from '@app/contracts/invoice';
import { renderInvoiceEmail, ublBlockers } from '@app/contracts/documents';
import { debounce, useLanguage } from '@app/platform';
import { Modal, TextField } from '@app/platform/controls';
import { selectSavedInvoices, useAppDispatch, useAppStore } from '../../../store';
import { cloudSaved } from '../../sync/cloud-saved';
import { useIntentKeys } from '../../sync/idempotency-keys';
import { editorActions } from '../../invoices/editor-commands';
import { useEditorTranslation, useSettings, useTimeZone } from '../../invoices/hooks';
import { emailApi } from '../emailApi';
import { retryTime, sendLimitOf, type SendLimit } from '../send-limit';
import { creditedAmountsOf, isCreditNote } from '../../credit-notes/credit-notes';
import { IssueProblemList, useIssueProblems } from '../../editor/components/VatProblems';
import { PeppolSendNote } from '../../peppol/components/PeppolSendNote';
import { SendChannelChoice } from '../../peppol/components/SendChannelChoice';
import { refreshInvoiceFromServer } from '../../peppol/invoice-refresh';
import { usePeppolChannel, type SendChannel } from '../../peppol/usePeppolChannel';
import { usePeppolSend } from '../../peppol/usePeppolSend';
import { SendSuccess } from './SendSuccess';
import './send-invoice-dialog.css';

const { useSendInvoiceEmailMutation } = emailApi;

/** Spec §9: the recipient, contact name and message are saved 500 ms after the last keystroke. */
export const SEND_FIELD_SAVE_DEBOUNCE_MS = 500;
/** Spec §4 / §9: the success overlay shows for 4 s, then the dialog closes. */
export const SEND_SUCCESS_MS = 4000;

export type SendInvoiceDialogProps = {
  readonly invoice: Invoice;
  readonly onClose: () => void;
  /** The channel to start on instead of the default ("Send by e-mail instead"). */
  readonly initialChannel?: SendChannel;
};

/** The send button's text per channel. */
const SUBMIT_TEXT: Record<SendChannel, string> = {
  email: 'send.send',
  peppol: 'peppol.send.submitPeppol',
  both: 'peppol.send.submitBoth',
};

/** A placeholder field is empty in an edit field (spec §2). */
const realText = (value: string | undefined, placeholder: boolean | undefined) =>
  placeholder === true ? '' : (value ?? '');

/**
 * The send-invoice dialog (spec §2): the recipient's address, contact name and the message,
 * beside a live preview of the very HTML the customer receives (contracts' renderer, the one
 * the server sends with). Edits are saved to the invoice like any other edit, so the cloud sync
 * stores them. Sending marks the invoice sent; a failed send is only logged (spec §8), except
 * one refused by the sending limit, which says until when.
 *
 * When the user's company is on Peppol and the customer receives e-invoices there (issue 33),
 * the dialog offers "Send via: Peppol / E-mail / Both", Peppol first for a Belgian customer.
 * Peppol queues the e-invoice (the server marks the invoice sent once the customer's access
 * point has it) and says in words why it could not; "both" sends over Peppol first, then the
 * e-mail.
 */
export function SendInvoiceDialog({ invoice, onClose, initialChannel }: SendInvoiceDialogProps) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { invoiceLanguage, country } = useSettings();
  const language = useLanguage();
  const zone = useTimeZone();
  const id = useId();
  const [email, setEmail] = useState(() =>
    realText(invoice.recipient.email, invoice.recipient.isPlaceholder?.email),
  );
  const [contactName, setContactName] = useState(() =>
    realText(invoice.recipient.contactName, invoice.recipient.isPlaceholder?.contactName),
  );
  const [message, setMessage] = useState(() =>
    realText(invoice.emailMessage, invoice.isPlaceholder.emailMessage),
  );
  const [blurred, setBlurred] = useState(false);
  const [sent, setSent] = useState(false);
  const [attachUbl, setAttachUbl] = useState(false);
  const [limit, setLimit] = useState<SendLimit | null>(null);
  // The first thing the invoice lacks to be an e-invoice, or null when it can be one.
  const ublBlocker = useMemo(() => ublBlockers(invoice, country)[0] ?? null, [invoice, country]);
  const [sendEmail, { isLoading: calling }] = useSendInvoiceEmailMutation();
  const peppolSend = usePeppolSend();
  const sendKeys = useIntentKeys();
  // From the click: the wait for the edit to reach the server is part of sending.
  const [preparing, setPreparing] = useState(false);
  const sending = preparing || calling || peppolSend.sending;
  const peppol = usePeppolChannel(invoice);
  const [chosenChannel, setChosenChannel] = useState<SendChannel | null>(initialChannel ?? null);
  const channel: SendChannel = peppol === null ? 'email' : (chosenChannel ?? peppol.defaultChannel);
  const viaEmail = channel !== 'peppol';
  const viaPeppol = channel !== 'email';
  const successRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const channelRef = useRef<HTMLInputElement>(null);
  // The latest onClose, without restarting the 4 s when the parent renders again.
  const closeAfterSuccess = useEffectEvent(() => onClose());

  const saves = useMemo(
    () => ({
      email: debounce(
        (value: string) => dispatch(editorActions.recipientChanged({ field: 'email', value })),
        SEND_FIELD_SAVE_DEBOUNCE_MS,
      ),
      contactName: debounce(
        (value: string) =>
          dispatch(editorActions.recipientChanged({ field: 'contactName', value })),
        SEND_FIELD_SAVE_DEBOUNCE_MS,
      ),
      message: debounce(
        (value: string) => dispatch(editorActions.emailMessageChanged(value)),
        SEND_FIELD_SAVE_DEBOUNCE_MS,
      ),
    }),
    [dispatch],
  );
  const flushSaves = () => Object.values(saves).forEach((save) => save.flush());
  // Closing the dialog keeps what was typed, as leaving a field of the editor does.
  useEffect(() => () => Object.values(saves).forEach((save) => save.flush()), [saves]);

  // Without the e-mail's fields (Peppol chosen, or offered once the lookups answered), focus that
  // was there, or still on the dialog's frame, goes to the chosen channel.
  useEffect(() => {
    const choice = channelRef.current?.closest('fieldset');
    if (!viaEmail && !choice?.contains(document.activeElement)) channelRef.current?.focus();
  }, [viaEmail]);

  useEffect(() => {
    if (!sent) return undefined;
    successRef.current?.focus();
    const timer = setTimeout(closeAfterSuccess, SEND_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const preview = useMemo(() => {
    const shown: Invoice = {
      ...invoice,
      recipient: {
        ...invoice.recipient,
        email,
        contactName,
        isPlaceholder: { ...invoice.recipient.isPlaceholder, email: false, contactName: false },
      },
      emailMessage: message,
      isPlaceholder: { ...invoice.isPlaceholder, emailMessage: message.trim() === '' },
    };
    return renderInvoiceEmail(shown, {
      language: invoiceLanguage,
      paymentBaseUrl: window.location.origin,
      credits: creditedAmountsOf(invoice, selectSavedInvoices(store.getState())),
      // As the server's: the seller's country decides which law's texts the e-mail carries.
      country,
    });
  }, [invoice, email, contactName, message, invoiceLanguage, country, store]);

  // The server refuses to send an invoice that breaks a VAT rule; the dialog says why first.
  const vatProblems = useIssueProblems(invoice);
  const emailError = blurred ? validateRecipientEmail(email, 'typing') : null;
  const emailReady = canSendInvoice({ email, sending, invoiceId: invoice.id });
  const peppolReady =
    peppolSend.delivery !== null || (!sending && invoice.id !== undefined && ublBlocker === null);
  const canSend =
    !sent && vatProblems.length === 0 && (!viaEmail || emailReady) && (!viaPeppol || peppolReady);

  const send = async () => {
    const invoiceId = invoice.id;
    if (!canSend || invoiceId === undefined) return;
    // What the dialog shows is what the invoice keeps, before the server marks it sent: the
    // edit reaches the server first, on the version it was made on.
    flushSaves();
    setLimit(null);
    setPreparing(true);
    await cloudSaved(store, invoiceId);
    setPreparing(false);
    const delivery = viaPeppol ? await peppolSend.send(invoiceId) : null;
    if (viaPeppol && delivery === null) return;
    if (viaEmail && !(await sendByEmail(invoiceId))) return;
    // The server's peppolStatus for the overview; the e-mail's local 'sent' after it.
    if (delivery !== null) await refreshInvoiceFromServer(store, invoiceId);
    if (viaEmail) dispatch(editorActions.invoiceSent(invoiceId));
    setSent(true);
  };

  /** The e-mail part: true once the server took it. */
  const sendByEmail = async (invoiceId: string): Promise<boolean> => {
    const request = {
      id: invoiceId,
      sendInvoiceEmailDto: {
        recipientEmail: email.trim(),
        customMessage: message,
        locale: invoiceLanguage,
        attachUbl: attachUbl && ublBlocker === null,
      },
    };
    try {
      // Sending again after a failure is the same send: the server does it at most once.
      await sendEmail({ ...request, 'Idempotency-Key': sendKeys.keyFor(request) }).unwrap();
      sendKeys.done();
      return true;
    } catch (error) {
      // Spec §8: a failed send is only logged; the button comes back for another try.
      console.error('Sending the invoice e-mail failed', error);
      setLimit(sendLimitOf(error));
      return false;
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t(isCreditNote(invoice) ? 'send.titleCreditNote' : 'send.title', {
        number: invoice.invoiceNumber,
      })}
      size="xl"
      testId="send-dialog"
      initialFocus={emailRef}
    >
      <div className="send-dialog">
        {peppol === null ? null : (
          <>
            <SendChannelChoice
              value={channel}
              onChange={setChosenChannel}
              checkedRef={channelRef}
            />
            {viaPeppol ? (
              <PeppolSendNote
                channel={peppol}
                blocker={peppolSend.delivery === null ? ublBlocker : null}
                failure={peppolSend.failure}
              />
            ) : null}
          </>
        )}
        {viaEmail ? (
          <div className="send-dialog__columns">
            <form
              className="send-dialog__form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <TextField
                ref={emailRef}
                label={t('send.recipientEmail')}
                type="email"
                autoComplete="off"
                spellCheck={false}
                value={email}
                error={emailError === null ? null : t(emailError)}
                testId="send-email"
                onChange={(value) => {
                  setEmail(value);
                  saves.email(value);
                }}
                onBlur={() => setBlurred(true)}
              />
              <TextField
                label={t('send.contactName')}
                autoComplete="off"
                value={contactName}
                testId="send-contact-name"
                onChange={(value) => {
                  setContactName(value);
                  saves.contactName(value);
                }}
              />
              <div className="app-field">
                <label htmlFor={`${id}-message`} className="app-field__label">
                  {t('send.message')}
                </label>
                <textarea
                  id={`${id}-message`}
                  className="app-field__input app-field__input--multiline send-dialog__message"
                  rows={5}
                  value={message}
                  placeholder={
                    invoice.invoiceNumber === ''
                      ? t('email.defaultMessageNoNumber')
                      : t(
                          isCreditNote(invoice)
                            ? 'email.defaultMessageCreditNote'
                            : 'email.defaultMessage',
                          { number: invoice.invoiceNumber },
                        )
                  }
                  data-testid="send-message"
                  onChange={(event) => {
                    setMessage(event.target.value);
                    saves.message(event.target.value);
                  }}
                />
              </div>
              <div className="send-dialog__attach">
                <input
                  id={`${id}-ubl`}
                  type="checkbox"
                  checked={attachUbl && ublBlocker === null}
                  disabled={ublBlocker !== null}
                  aria-describedby={`${id}-ubl-hint`}
                  data-testid="send-attach-ubl"
                  onChange={(event) => setAttachUbl(event.target.checked)}
                />
                <label htmlFor={`${id}-ubl`}>{t('send.attachUbl')}</label>
                <p
                  id={`${id}-ubl-hint`}
                  className="send-dialog__hint"
                  data-testid="send-attach-ubl-hint"
                >
                  {ublBlocker === null
                    ? t('send.attachUblHint')
                    : t('send.attachUblBlocked', { missing: t(`ubl.blockers.${ublBlocker}`) })}
                </p>
              </div>
            </form>
            <section className="send-dialog__preview" aria-labelledby={`${id}-preview`}>
              <h3 id={`${id}-preview`} className="send-dialog__preview-title">
                {t('send.preview')}
              </h3>
              <p className="send-dialog__subject" data-testid="send-subject">
                {t('send.subject', { subject: preview.subject })}
              </p>
              <iframe
                className="send-dialog__frame"
                title={t('send.previewFrame')}
                // No scripts, no forms, no navigation of this page: the e-mail is shown, not run.
                sandbox=""
                srcDoc={preview.html}
                data-testid="send-preview"
              />
            </section>
          </div>
        ) : null}
        {vatProblems.length === 0 ? null : (
          <IssueProblemList
            problems={vatProblems}
            title={t('vat.problemsSendTitle')}
            testId="send-issue-problems"
          />
        )}
        {limit === null ? null : (
          <p className="app-field__error" role="alert" data-testid="send-limit">
            {t(limit.per === 'hour' ? 'send.limitReachedHour' : 'send.limitReachedDay', {
              count: limit.max,
              time: retryTime(limit.retryAt, { locale: language, zone }),
            })}
          </p>
        )}
        <div className="app-dialog__actions">
          <button type="button" className="app-button app-button--secondary" onClick={onClose}>
            {t('send.cancel')}
          </button>
          <button
            type="button"
            className="app-button"
            data-testid="send-submit"
            disabled={!canSend}
            onClick={() => void send()}
          >
            {sending ? t('send.sending') : t(SUBMIT_TEXT[channel])}
          </button>
        </div>
        {sent ? (
          <SendSuccess
            ref={successRef}
            number={invoice.invoiceNumber}
            delivery={peppolSend.delivery}
            email={viaEmail ? email.trim() : null}
          />
        ) : null}
      </div>
    </Modal>
  );
}
