import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import { LOGO_ACCEPT } from '@app/contracts/settings';
import { ConfirmDialog } from '@app/platform/controls';
import { useEditorTranslation, useSettings } from '../../invoices/hooks';
import { useFileDrop } from '../hooks/useFileDrop';
import { useLogoActions } from '../hooks/useLogoActions';
import { useLogoObjectUrl, type LogoImage } from '../hooks/useLogoObjectUrl';
import './logo-area.css';

export type LogoWidgetState = 'idle' | 'dragging' | 'uploading';

function LogoPreview({ image, filename }: { image: LogoImage; filename: string }) {
  const { t } = useEditorTranslation();
  if (image.status === 'ready') {
    return (
      <img
        className="logo-area__image"
        src={image.url}
        alt={t('logo.alt', { filename })}
        data-testid="logo-image"
      />
    );
  }
  if (image.status === 'error') {
    return (
      <span className="logo-area__notice" data-testid="logo-unavailable">
        {t('logo.unavailable', { filename })}
      </span>
    );
  }
  return (
    <span className="logo-area__notice" data-testid="logo-loading">
      {t('logo.loading')}
    </span>
  );
}

/**
 * The signed-in logo widget (spec §2 "Logo", §5): idle, drag hover and uploading. Without a logo
 * the whole area is the file input's label, so a click, or Enter or Space on the input, opens the
 * picker. With a logo, 'change' and 'remove' show on hover and on keyboard focus (always on touch
 * screens). Files are checked here as the server checks them, then uploaded; the settings take
 * the server's answer.
 */
export function LogoUploader() {
  const { t } = useEditorTranslation();
  const logo = useSettings().logo;
  const image = useLogoObjectUrl(logo?.id ?? null);
  const { upload, remove, uploading, removing, error } = useLogoActions();
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();

  const busy = uploading || removing;
  const onFile = useCallback((file: File) => void upload(file), [upload]);
  const drop = useFileDrop(!busy, onFile);
  const state: LogoWidgetState = uploading ? 'uploading' : drop.dragging ? 'dragging' : 'idle';

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (file !== undefined) onFile(file);
  };

  const confirmRemove = async () => {
    setConfirming(false);
    await remove();
    // The remove button is gone with the logo: the picker is where the user goes next.
    inputRef.current?.focus();
  };

  const describedBy = [hintId, error === null ? null : errorId].filter(Boolean).join(' ');

  return (
    <div
      className={`logo-area logo-area--signed-in logo-area--${state}`}
      data-testid="logo-area"
      data-state={state}
      data-has-logo={logo !== null}
      {...drop.handlers}
    >
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={LOGO_ACCEPT}
        className="logo-area__input app-visually-hidden"
        data-testid="logo-input"
        disabled={busy}
        onChange={onInputChange}
        // With a logo, the 'change' button opens this input: one tab stop, not two.
        tabIndex={logo === null ? undefined : -1}
        aria-labelledby={logo === null ? titleId : undefined}
        aria-label={logo === null ? undefined : t('logo.choose')}
        aria-describedby={describedBy}
      />
      {logo === null ? (
        <label htmlFor={inputId} className="logo-area__drop">
          <span className="logo-area__title" id={titleId}>
            {state === 'dragging' ? t('logo.drop') : t('logo.add')}
          </span>
          <span className="logo-area__notice" id={hintId}>
            {t('logo.hint')}
          </span>
        </label>
      ) : (
        <div className="logo-area__preview">
          <LogoPreview image={image} filename={logo.filename} />
          <span className="app-visually-hidden" id={hintId}>
            {t('logo.hint')}
          </span>
          <div className="logo-area__actions">
            <button
              type="button"
              className="logo-area__action"
              data-testid="logo-change"
              disabled={busy}
              onClick={() => inputRef.current?.click()}
            >
              {t('logo.change')}
            </button>
            <button
              type="button"
              className="logo-area__action logo-area__action--danger"
              data-testid="logo-remove"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t('logo.remove')}
            </button>
          </div>
        </div>
      )}
      <p className="logo-area__status" role="status" data-testid="logo-status">
        {uploading ? t('logo.uploading') : removing ? t('logo.removing') : ''}
      </p>
      {error === null ? null : (
        <p className="logo-area__error" role="alert" id={errorId} data-testid="logo-error">
          {t(error)}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('logo.confirmDeleteTitle')}
        confirmLabel={t('logo.remove')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
        testId="logo-delete-dialog"
        danger
      >
        <p>{t('logo.confirmDelete')}</p>
      </ConfirmDialog>
    </div>
  );
}
