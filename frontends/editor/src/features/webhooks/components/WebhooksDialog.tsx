import { useId, useRef, useState, type FormEvent } from 'react';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  isWebhookUrl,
  type WebhookDeliveredEventType,
  type WebhookEventType,
} from '@app/contracts/settings';
import { Spinner, apiErrorOf } from '@app/platform';
import { ConfirmDialog, Modal } from '@app/platform/controls';
import { useEditorTranslation, useFormatters } from '../../invoices/hooks';
import { SettingsList } from '../../settings/components/SettingsList';
import {
  SettingsMessage,
  type SettingsMessageValue,
} from '../../settings/components/SettingsMessage';
import { useIntentKeys } from '../../sync/idempotency-keys';
import {
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useListWebhookDeliveriesQuery,
  useListWebhookEndpointsQuery,
  useRotateWebhookSecretMutation,
  useSendWebhookTestEventMutation,
  useUpdateWebhookEndpointMutation,
} from '../webhooksApi';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '../webhooksApi.gen';
import './webhooks.css';

/** Every endpoint of a user fits one page: at most MAX_WEBHOOK_ENDPOINTS (10). */
const ENDPOINTS_PAGE = { limit: MAX_WEBHOOK_ENDPOINTS } as const;
const DELIVERIES_PAGE_SIZE = 20;
/** While a delivery list is open, it is read again this often (tries happen in the background). */
const DELIVERIES_POLL_MS = 5000;

/** Events a new endpoint starts with: all but credit notes, which do not exist yet. */
const DEFAULT_EVENTS: WebhookEventType[] = WEBHOOK_EVENT_TYPES.filter(
  (type) => type !== 'invoice.credited',
);

const EVENT_KEYS: Record<WebhookDeliveredEventType, string> = {
  'invoice.created': 'webhooks.event.invoiceCreated',
  'invoice.sent': 'webhooks.event.invoiceSent',
  'invoice.paid': 'webhooks.event.invoicePaid',
  'invoice.overdue': 'webhooks.event.invoiceOverdue',
  'invoice.credited': 'webhooks.event.invoiceCredited',
  'email.failed': 'webhooks.event.emailFailed',
  'webhook.test': 'webhooks.event.test',
};

type Secret = { url: string; secret: string; rotated: boolean };
type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The user's webhook endpoints (docs/webhooks.md): add one with its address and events, see its
 * signing secret once (with a copy button), switch it off and on, send a test event, rotate its
 * secret, delete it after a confirmation, and see each delivery with its tries. Opened from the
 * settings menu (WebhookSettings).
 */
export function WebhooksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useEditorTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('webhooks.title')} size="lg" testId="webhooks">
      <Webhooks />
    </Modal>
  );
}

function Webhooks() {
  const { t } = useEditorTranslation();
  const [secret, setSecret] = useState<Secret | null>(null);
  return (
    <div className="webhooks">
      <p className="webhooks__intro">{t('webhooks.intro')}</p>
      {secret === null ? null : <SecretPanel secret={secret} onDone={() => setSecret(null)} />}
      <CreateEndpointForm
        onCreated={(url, value) => setSecret({ url, secret: value, rotated: false })}
      />
      <EndpointList onRotated={(url, value) => setSecret({ url, secret: value, rotated: true })} />
    </div>
  );
}

function SecretPanel({ secret, onDone }: { secret: Secret; onDone: () => void }) {
  const { t } = useEditorTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  const copySecret = async () => {
    try {
      if (navigator.clipboard === undefined) throw new Error('No clipboard');
      await navigator.clipboard.writeText(secret.secret);
      setCopy('copied');
    } catch {
      // Selected, so the user can copy it by hand.
      inputRef.current?.select();
      setCopy('failed');
    }
  };

  return (
    <section
      className="webhooks__new"
      aria-labelledby={`${id}-title`}
      data-testid="webhooks-secret"
    >
      <h3 id={`${id}-title`} className="webhooks__heading">
        {t(secret.rotated ? 'webhooks.secretRotatedTitle' : 'webhooks.secretTitle')}
      </h3>
      <p className="webhooks__url">{secret.url}</p>
      <p className="webhooks__warning" role="alert">
        {t('webhooks.secretWarning')}
      </p>
      <div className="webhooks__secret">
        <label className="app-visually-hidden" htmlFor={`${id}-secret`}>
          {t('webhooks.secretLabel')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-secret`}
          className="app-field__input webhooks__secret-input"
          readOnly
          value={secret.secret}
          data-testid="webhooks-secret-value"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="app-button" onClick={() => void copySecret()}>
          {copy === 'copied' ? t('webhooks.copied') : t('webhooks.copy')}
        </button>
      </div>
      <p className="webhooks__status" role="status">
        {copy === 'failed' ? t('webhooks.copyFailed') : ''}
      </p>
      <button
        type="button"
        className="app-button app-button--secondary"
        data-testid="webhooks-secret-done"
        onClick={onDone}
      >
        {t('webhooks.done')}
      </button>
    </section>
  );
}

function EventCheckboxes({
  selected,
  onChange,
  invalid,
  errorId,
}: {
  selected: readonly WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  invalid: boolean;
  errorId: string;
}) {
  const { t } = useEditorTranslation();
  const id = useId();
  return (
    <fieldset
      className="webhooks__events"
      aria-invalid={invalid}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className="app-field__label">{t('webhooks.events')}</legend>
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <div key={type} className="app-field app-field--inline">
          <input
            id={`${id}-${type}`}
            type="checkbox"
            checked={selected.includes(type)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? WEBHOOK_EVENT_TYPES.filter((each) => each === type || selected.includes(each))
                  : selected.filter((each) => each !== type),
              )
            }
          />
          <label htmlFor={`${id}-${type}`}>
            {t(EVENT_KEYS[type])} <code className="webhooks__code">{type}</code>
            {type === 'invoice.credited' ? (
              <span className="webhooks__note"> {t('webhooks.notYet')}</span>
            ) : null}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

function CreateEndpointForm({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const { t } = useEditorTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(DEFAULT_EVENTS);
  const [touched, setTouched] = useState(false);
  const [create, { isLoading, error, reset }] = useCreateWebhookEndpointMutation();
  const createKeys = useIntentKeys();
  const urlInvalid = touched && !isWebhookUrl(url.trim());
  const eventsInvalid = touched && events.length === 0;
  const apiError = error === undefined ? null : apiErrorOf(error);
  const failure =
    apiError === null
      ? null
      : apiError.code === 'WEBHOOK_LIMIT_REACHED'
        ? t('webhooks.limitReached', { max: MAX_WEBHOOK_ENDPOINTS })
        : apiError.fields.includes('endpoint.url')
          ? t('webhooks.urlRefused')
          : t('webhooks.createFailed');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isWebhookUrl(url.trim()) || events.length === 0 || isLoading) return;
    try {
      const body = {
        endpoint: { url: url.trim(), description: description.trim(), events, enabled: true },
      };
      const answer = await create({
        saveWebhookEndpointBodyDto: body,
        'Idempotency-Key': createKeys.keyFor(body),
      }).unwrap();
      createKeys.done();
      onCreated(answer.endpoint.url, answer.secret);
      setUrl('');
      setDescription('');
      setEvents(DEFAULT_EVENTS);
      setTouched(false);
    } catch {
      // Shown from the mutation's error below.
    }
  };

  return (
    <form
      className="webhooks__form"
      aria-labelledby={`${id}-title`}
      data-testid="webhooks-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`} className="webhooks__heading">
        {t('webhooks.createTitle')}
      </h3>
      <div className="app-field">
        <label className="app-field__label" htmlFor={`${id}-url`}>
          {t('webhooks.url')}
        </label>
        <input
          id={`${id}-url`}
          className="app-field__input"
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          placeholder="https://example.com/webhooks"
          value={url}
          aria-invalid={urlInvalid}
          aria-describedby={urlInvalid ? `${id}-url-error` : `${id}-url-hint`}
          onChange={(event) => {
            setUrl(event.target.value);
            if (error !== undefined) reset();
          }}
          onBlur={() => {
            if (url !== '') setTouched(true);
          }}
        />
        {urlInvalid ? (
          <span id={`${id}-url-error`} className="app-field__error" role="alert">
            {t('webhooks.urlInvalid')}
          </span>
        ) : (
          <span id={`${id}-url-hint`} className="webhooks__hint">
            {t('webhooks.urlHint')}
          </span>
        )}
      </div>
      <div className="app-field">
        <label className="app-field__label" htmlFor={`${id}-description`}>
          {t('webhooks.description')}
        </label>
        <input
          id={`${id}-description`}
          className="app-field__input"
          maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
          placeholder={t('webhooks.descriptionPlaceholder')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <EventCheckboxes
        selected={events}
        onChange={setEvents}
        invalid={eventsInvalid}
        errorId={`${id}-events-error`}
      />
      {eventsInvalid ? (
        <p id={`${id}-events-error`} className="app-field__error" role="alert">
          {t('webhooks.eventsInvalid')}
        </p>
      ) : null}
      <button
        type="submit"
        className="app-button webhooks__create"
        data-testid="webhooks-create"
        disabled={isLoading}
      >
        {isLoading ? t('webhooks.creating') : t('webhooks.create')}
      </button>
      {failure === null ? null : (
        <p className="app-field__error" role="alert" data-testid="webhooks-create-error">
          {failure}
        </p>
      )}
    </form>
  );
}

type Pending = { kind: 'delete' | 'rotate'; endpoint: WebhookEndpointDto };

function EndpointList({ onRotated }: { onRotated: (url: string, secret: string) => void }) {
  const { t } = useEditorTranslation();
  const id = useId();
  const { data, isLoading, isError, refetch } = useListWebhookEndpointsQuery(ENDPOINTS_PAGE);
  const [remove] = useDeleteWebhookEndpointMutation();
  const [rotate] = useRotateWebhookSecretMutation();
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [message, setMessage] = useState<SettingsMessageValue | null>(null);

  const confirm = async () => {
    const pending = confirming;
    setConfirming(null);
    if (pending === null) return;
    const { endpoint } = pending;
    try {
      if (pending.kind === 'delete') {
        await remove({ id: endpoint.id }).unwrap();
        setMessage({ text: t('webhooks.deleted', { url: endpoint.url }), failed: false });
      } else {
        const answer = await rotate({ id: endpoint.id }).unwrap();
        setMessage(null);
        onRotated(answer.endpoint.url, answer.secret);
      }
    } catch {
      setMessage({
        text: t(pending.kind === 'delete' ? 'webhooks.deleteFailed' : 'webhooks.rotateFailed'),
        failed: true,
      });
    }
  };

  return (
    <section className="webhooks__endpoints" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="webhooks__heading">
        {t('webhooks.listTitle')}
        {data === undefined ? null : (
          <span className="webhooks__count">
            {' '}
            {t('webhooks.count', { total: data.total, max: MAX_WEBHOOK_ENDPOINTS })}
          </span>
        )}
      </h3>
      <SettingsMessage name="webhooks" message={message} />
      <SettingsList
        name="webhooks"
        isLoading={isLoading}
        failed={isError || data === undefined}
        count={data?.endpoints.length ?? 0}
        texts={{
          loadFailed: t('webhooks.loadFailed'),
          retry: t('webhooks.retry'),
          empty: t('webhooks.empty'),
        }}
        onRetry={refetch}
      >
        {data?.endpoints.map((endpoint) => (
          <EndpointRow
            key={endpoint.id}
            endpoint={endpoint}
            onDelete={() => setConfirming({ kind: 'delete', endpoint })}
            onRotate={() => setConfirming({ kind: 'rotate', endpoint })}
          />
        ))}
      </SettingsList>
      <ConfirmDialog
        open={confirming !== null}
        title={t(confirming?.kind === 'rotate' ? 'webhooks.rotateTitle' : 'webhooks.deleteTitle')}
        confirmLabel={t(
          confirming?.kind === 'rotate' ? 'webhooks.rotateConfirm' : 'webhooks.deleteConfirm',
        )}
        danger
        testId="webhooks-confirm"
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      >
        <p>
          {t(confirming?.kind === 'rotate' ? 'webhooks.rotateText' : 'webhooks.deleteText', {
            url: confirming?.endpoint.url ?? '',
          })}
        </p>
      </ConfirmDialog>
    </section>
  );
}

function EndpointRow({
  endpoint,
  onDelete,
  onRotate,
}: {
  endpoint: WebhookEndpointDto;
  onDelete: () => void;
  onRotate: () => void;
}) {
  const { t } = useEditorTranslation();
  const id = useId();
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const [sendTest, testing] = useSendWebhookTestEventMutation();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [tested, setTested] = useState(false);
  const label = endpoint.description === '' ? endpoint.url : endpoint.description;

  const toggle = async (enabled: boolean) => {
    setProblem(null);
    try {
      await update({
        id: endpoint.id,
        saveWebhookEndpointBodyDto: {
          endpoint: {
            url: endpoint.url,
            description: endpoint.description,
            events: endpoint.events,
            enabled,
          },
        },
      }).unwrap();
    } catch {
      setProblem(t('webhooks.updateFailed'));
    }
  };

  const test = async () => {
    setProblem(null);
    setTested(false);
    try {
      await sendTest({ id: endpoint.id }).unwrap();
      setTested(true);
      setShowDeliveries(true);
    } catch {
      setProblem(t('webhooks.testFailed'));
    }
  };

  return (
    <li className="webhooks__item" data-testid="webhooks-item">
      <div className="webhooks__item-text">
        {endpoint.description === '' ? null : (
          <span className="webhooks__name">{endpoint.description}</span>
        )}
        <span className="webhooks__url">{endpoint.url}</span>
        <span className="webhooks__meta">
          {endpoint.events.map((type) => t(EVENT_KEYS[type])).join(', ')}
        </span>
      </div>
      <div className="webhooks__actions">
        <div className="app-field app-field--inline">
          <input
            id={`${id}-enabled`}
            type="checkbox"
            checked={endpoint.enabled}
            aria-label={`${t('webhooks.enabled')}: ${label}`}
            disabled={updating.isLoading}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <label htmlFor={`${id}-enabled`}>{t('webhooks.enabled')}</label>
        </div>
        <button
          type="button"
          className="app-button app-button--secondary app-button--small"
          aria-label={`${t('webhooks.deliveries')}: ${label}`}
          aria-expanded={showDeliveries}
          aria-controls={`${id}-deliveries`}
          onClick={() => setShowDeliveries(!showDeliveries)}
        >
          {t('webhooks.deliveries')}
        </button>
        <button
          type="button"
          className="app-button app-button--secondary app-button--small"
          aria-label={`${t('webhooks.sendTest')}: ${label}`}
          disabled={testing.isLoading}
          onClick={() => void test()}
        >
          {t('webhooks.sendTest')}
        </button>
        <button
          type="button"
          className="app-button app-button--secondary app-button--small"
          aria-label={`${t('webhooks.rotate')}: ${label}`}
          onClick={onRotate}
        >
          {t('webhooks.rotate')}
        </button>
        <button
          type="button"
          className="app-button app-button--secondary app-button--danger-text app-button--small"
          aria-label={t('webhooks.deleteLabel', { url: endpoint.url })}
          onClick={onDelete}
        >
          {t('webhooks.delete')}
        </button>
      </div>
      <p className="webhooks__status" role="status">
        {tested ? t('webhooks.testQueued') : ''}
      </p>
      {problem === null ? null : (
        <p className="app-field__error webhooks__item-problem" role="alert">
          {problem}
        </p>
      )}
      {showDeliveries ? (
        <div id={`${id}-deliveries`} className="webhooks__deliveries">
          <DeliveryList endpointId={endpoint.id} />
        </div>
      ) : null}
    </li>
  );
}

function DeliveryList({ endpointId }: { endpointId: string }) {
  const { t } = useEditorTranslation();
  const { data, isLoading, isError, refetch } = useListWebhookDeliveriesQuery(
    { id: endpointId, limit: DELIVERIES_PAGE_SIZE },
    { pollingInterval: DELIVERIES_POLL_MS },
  );
  if (isLoading) return <Spinner />;
  if (isError || data === undefined) {
    return (
      <div className="webhooks__problem" data-testid="webhooks-deliveries-error">
        <p role="alert">{t('webhooks.deliveriesFailed')}</p>
        <button type="button" className="app-button app-button--secondary" onClick={refetch}>
          {t('webhooks.retry')}
        </button>
      </div>
    );
  }
  if (data.deliveries.length === 0) {
    return (
      <p className="webhooks__empty" data-testid="webhooks-deliveries-empty">
        {t('webhooks.deliveriesEmpty')}
      </p>
    );
  }
  return (
    <ul className="webhooks__delivery-list" data-testid="webhooks-deliveries">
      {data.deliveries.map((delivery) => (
        <DeliveryRow key={delivery.id} delivery={delivery} />
      ))}
    </ul>
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDeliveryDto }) {
  const { t } = useEditorTranslation();
  const { instant } = useFormatters();
  const time = (seconds: number) => instant(seconds * 1000);
  return (
    <li className="webhooks__delivery" data-testid="webhooks-delivery">
      <div className="webhooks__delivery-head">
        <span className="webhooks__name">{t(EVENT_KEYS[delivery.eventType])}</span>
        <span className={`webhooks__badge webhooks__badge--${delivery.status}`}>
          {t(`webhooks.status.${delivery.status}`)}
        </span>
        <span className="webhooks__meta">{time(delivery.createdAt)}</span>
      </div>
      <span className="webhooks__meta">
        <span>{t('webhooks.eventId')}</span>{' '}
        <code className="webhooks__code">{delivery.eventId}</code>
      </span>
      {delivery.attempts.length === 0 ? null : (
        <ol className="webhooks__attempts" aria-label={t('webhooks.attempts')}>
          {delivery.attempts.map((attempt, index) => (
            <li key={index} className="webhooks__attempt" data-testid="webhooks-attempt">
              <span>{time(attempt.at)}</span>
              <span>
                {attempt.statusCode === null
                  ? t('webhooks.noAnswer')
                  : t('webhooks.answered', { code: attempt.statusCode })}
              </span>
              <span>{t('webhooks.duration', { ms: attempt.durationMs })}</span>
              {attempt.error === null ? null : (
                <span className="webhooks__attempt-error">{attempt.error}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      {delivery.status === 'pending' && delivery.nextAttemptAt !== null ? (
        <span className="webhooks__meta">
          {t('webhooks.nextAttempt', { time: time(delivery.nextAttemptAt) })}
        </span>
      ) : null}
    </li>
  );
}
