import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { formatRelativeTime } from '@app/contracts/common';
import {
  MAX_PERSONAL_TOKENS,
  PERSONAL_TOKEN_NAME_MAX_LENGTH,
  isValidPersonalTokenName,
  type PersonalTokenScope,
} from '@app/contracts/settings';
import { apiErrorOf, apiBaseUrl, useLanguage } from '@app/platform';
import { ConfirmDialog, Modal } from '@app/platform/controls';
import { useEditorTranslation } from '../../invoices/hooks';
import { SettingsList } from '../../settings/components/SettingsList';
import { useIntentKeys } from '../../sync/idempotency-keys';
import {
  useCreatePersonalTokenMutation,
  useListPersonalTokensQuery,
  useRevokePersonalTokenMutation,
} from '../apiTokensApi';
import type { PersonalTokenDto } from '../apiTokensApi.gen';
import './api-tokens.css';

/** Every token of a user fits one page: at most MAX_PERSONAL_TOKENS (50) live at once. */
const PAGE = { limit: 100 } as const;

type NewToken = { name: string; secret: string };
type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The user's personal access tokens (docs/api.md, "Tokens"): create one with a name and a scope,
 * see its secret once (with a copy button), list them with when each was last used, revoke one
 * after a confirmation. Opened from the settings menu (ApiTokensSettings).
 */
export function ApiTokensDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useEditorTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('apiTokens.title')} size="lg" testId="api-tokens">
      <ApiTokens />
    </Modal>
  );
}

function ApiTokens() {
  const { t } = useEditorTranslation();
  const [created, setCreated] = useState<NewToken | null>(null);
  // Where focus goes when the new token's panel closes, so the keyboard stays in the dialog.
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <div className="api-tokens">
      <p className="api-tokens__intro">
        {t('apiTokens.intro')}{' '}
        <a href={`${apiBaseUrl().replace(/\/$/, '')}/api/docs`} target="_blank" rel="noreferrer">
          {t('apiTokens.docs')}
        </a>
      </p>
      {created === null ? null : (
        <NewTokenPanel
          token={created}
          onDone={() => {
            setCreated(null);
            nameRef.current?.focus();
          }}
        />
      )}
      <CreateTokenForm nameRef={nameRef} onCreated={setCreated} />
      <TokenList />
    </div>
  );
}

function NewTokenPanel({ token, onDone }: { token: NewToken; onDone: () => void }) {
  const { t } = useEditorTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  // The secret takes the focus, selected: ready to copy, and read out after the warning.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const copySecret = async () => {
    try {
      if (navigator.clipboard === undefined) throw new Error('No clipboard');
      await navigator.clipboard.writeText(token.secret);
      setCopy('copied');
    } catch {
      // Selected, so the user can copy it by hand.
      inputRef.current?.select();
      setCopy('failed');
    }
  };

  return (
    <section
      className="api-tokens__new"
      aria-labelledby={`${id}-title`}
      data-testid="api-tokens-new"
    >
      <h3 id={`${id}-title`} className="api-tokens__heading">
        {t('apiTokens.newTitle', { name: token.name })}
      </h3>
      <p className="api-tokens__warning" role="alert">
        {t('apiTokens.newWarning')}
      </p>
      <div className="api-tokens__secret">
        <label className="app-visually-hidden" htmlFor={`${id}-secret`}>
          {t('apiTokens.newLabel')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-secret`}
          className="app-field__input app-field__input--copyable api-tokens__secret-input"
          readOnly
          value={token.secret}
          data-testid="api-tokens-secret"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="app-button"
          data-testid="api-tokens-copy"
          onClick={() => void copySecret()}
        >
          {copy === 'copied' ? t('apiTokens.copied') : t('apiTokens.copy')}
        </button>
      </div>
      <p className="api-tokens__status" role="status">
        {copy === 'failed' ? t('apiTokens.copyFailed') : ''}
      </p>
      <button
        type="button"
        className="app-button app-button--secondary"
        data-testid="api-tokens-done"
        onClick={onDone}
      >
        {t('apiTokens.done')}
      </button>
    </section>
  );
}

function CreateTokenForm({
  nameRef,
  onCreated,
}: {
  nameRef: RefObject<HTMLInputElement | null>;
  onCreated: (token: NewToken) => void;
}) {
  const { t } = useEditorTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<PersonalTokenScope>('read');
  const [touched, setTouched] = useState(false);
  const [create, { isLoading, error, reset }] = useCreatePersonalTokenMutation();
  const createKeys = useIntentKeys();
  const nameInvalid = touched && !isValidPersonalTokenName(name);
  const failure =
    error === undefined
      ? null
      : apiErrorOf(error).code === 'TOKEN_LIMIT_REACHED'
        ? t('apiTokens.limitReached', { max: MAX_PERSONAL_TOKENS })
        : t('apiTokens.createFailed');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isValidPersonalTokenName(name) || isLoading) return;
    try {
      const body = { token: { name: name.trim(), scope } };
      const answer = await create({
        createPersonalTokenBodyDto: body,
        'Idempotency-Key': createKeys.keyFor(body),
      }).unwrap();
      createKeys.done();
      onCreated({ name: answer.token.name, secret: answer.secret });
      setName('');
      setTouched(false);
    } catch {
      // Shown from the mutation's error below.
    }
  };

  return (
    <form
      className="api-tokens__form"
      aria-labelledby={`${id}-title`}
      data-testid="api-tokens-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`} className="api-tokens__heading">
        {t('apiTokens.createTitle')}
      </h3>
      <div className="api-tokens__fields">
        <div className="app-field">
          <label className="app-field__label" htmlFor={`${id}-name`}>
            {t('apiTokens.name')}
          </label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            className="app-field__input"
            data-testid="api-tokens-name"
            maxLength={PERSONAL_TOKEN_NAME_MAX_LENGTH}
            placeholder={t('apiTokens.namePlaceholder')}
            value={name}
            aria-invalid={nameInvalid}
            aria-describedby={nameInvalid ? `${id}-name-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              if (error !== undefined) reset();
            }}
            onBlur={() => {
              if (name !== '') setTouched(true);
            }}
          />
          {nameInvalid ? (
            <span id={`${id}-name-error`} className="app-field__error" role="alert">
              {t('apiTokens.nameInvalid', { max: PERSONAL_TOKEN_NAME_MAX_LENGTH })}
            </span>
          ) : null}
        </div>
        <div className="app-field">
          <label className="app-field__label" htmlFor={`${id}-scope`}>
            {t('apiTokens.scope')}
          </label>
          <select
            id={`${id}-scope`}
            className="app-field__input"
            data-testid="api-tokens-scope"
            value={scope}
            onChange={(event) => setScope(event.target.value === 'write' ? 'write' : 'read')}
          >
            <option value="read">{t('apiTokens.scopeRead')}</option>
            <option value="write">{t('apiTokens.scopeWrite')}</option>
          </select>
        </div>
        <button
          type="submit"
          className="app-button api-tokens__create"
          data-testid="api-tokens-create"
          disabled={isLoading}
        >
          {isLoading ? t('apiTokens.creating') : t('apiTokens.create')}
        </button>
      </div>
      {failure === null ? null : (
        <p className="app-field__error" role="alert" data-testid="api-tokens-create-error">
          {failure}
        </p>
      )}
    </form>
  );
}

function TokenList() {
  const { t } = useEditorTranslation();
  const id = useId();
  // Asked again each time the dialog opens: "last used" changes as programs use the tokens.
  const { data, isLoading, isError, refetch } = useListPersonalTokensQuery(PAGE, {
    refetchOnMountOrArgChange: true,
  });
  const [revoke, revoking] = useRevokePersonalTokenMutation();
  const [confirming, setConfirming] = useState<PersonalTokenDto | null>(null);
  const [revokeFailed, setRevokeFailed] = useState(false);
  const [revokedName, setRevokedName] = useState<string | null>(null);

  const confirmRevoke = async () => {
    const token = confirming;
    setConfirming(null);
    if (token === null) return;
    setRevokeFailed(false);
    try {
      await revoke({ id: token.id }).unwrap();
      setRevokedName(token.name);
    } catch {
      setRevokeFailed(true);
    }
  };

  return (
    <section className="api-tokens__tokens" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="api-tokens__heading">
        {t('apiTokens.listTitle')}
        {data === undefined ? null : (
          <span className="api-tokens__count">
            {' '}
            {t('apiTokens.count', { total: data.total, max: MAX_PERSONAL_TOKENS })}
          </span>
        )}
      </h3>
      <p className="api-tokens__status" role="status">
        {revokedName === null || revokeFailed ? '' : t('apiTokens.revoked', { name: revokedName })}
      </p>
      {revokeFailed ? (
        <p className="app-field__error" role="alert">
          {t('apiTokens.revokeFailed')}
        </p>
      ) : null}
      <SettingsList
        name="api-tokens"
        isLoading={isLoading}
        failed={isError || data === undefined}
        count={data?.tokens.length ?? 0}
        texts={{
          loadFailed: t('apiTokens.loadFailed'),
          retry: t('apiTokens.retry'),
          empty: t('apiTokens.empty'),
        }}
        onRetry={refetch}
      >
        {data?.tokens.map((token) => (
          <TokenRow
            key={token.id}
            token={token}
            busy={revoking.isLoading && revoking.originalArgs?.id === token.id}
            onRevoke={() => setConfirming(token)}
          />
        ))}
      </SettingsList>
      <ConfirmDialog
        open={confirming !== null}
        title={t('apiTokens.revokeTitle')}
        confirmLabel={t('apiTokens.revokeConfirm')}
        danger
        testId="api-tokens-revoke-dialog"
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirmRevoke()}
      >
        <p>{t('apiTokens.revokeText', { name: confirming?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

function TokenRow({
  token,
  busy,
  onRevoke,
}: {
  token: PersonalTokenDto;
  busy: boolean;
  onRevoke: () => void;
}) {
  const { t } = useEditorTranslation();
  const language = useLanguage();
  const created = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
    new Date(token.createdAt * 1000),
  );
  const lastUsed =
    token.lastUsedAt === null
      ? null
      : formatRelativeTime(new Date(token.lastUsedAt * 1000).toISOString(), new Date(), language);
  return (
    <li className="api-tokens__item" data-testid="api-tokens-item">
      <div className="api-tokens__item-text">
        <span className="api-tokens__name">{token.name}</span>
        <span className="api-tokens__meta">
          <span className="api-tokens__scope">
            {token.scope === 'write' ? t('apiTokens.scopeWrite') : t('apiTokens.scopeRead')}
          </span>
          <code className="api-tokens__prefix">{token.prefix}…</code>
        </span>
        <span className="api-tokens__meta">
          <span>{t('apiTokens.created', { date: created })}</span>
          <span data-testid="api-tokens-last-used">
            {lastUsed === null
              ? t('apiTokens.neverUsed')
              : t('apiTokens.lastUsed', { time: lastUsed })}
          </span>
        </span>
      </div>
      <button
        type="button"
        className="app-button app-button--secondary app-button--danger-text app-button--small"
        aria-label={t('apiTokens.revokeLabel', { name: token.name })}
        disabled={busy}
        onClick={onRevoke}
      >
        {t('apiTokens.revoke')}
      </button>
    </li>
  );
}
