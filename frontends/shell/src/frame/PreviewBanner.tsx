import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetHealthQuery } from './healthApi';

const POLL_MS = 15_000;

function isPreviewBody(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && (value as { preview?: unknown }).preview === true
  );
}

/**
 * Shown only when the backend says it runs as a preview: an info line while it answers, a
 * warning once it stops answering (the health check is polled only in a preview).
 */
export function PreviewBanner() {
  const { t } = useTranslation('shell');
  const [seenPreview, setSeenPreview] = useState(false);
  const { data, error, isError } = useGetHealthQuery(undefined, {
    pollingInterval: seenPreview ? POLL_MS : 0,
  });
  // A degraded backend answers 503 with the same body; one that is gone keeps the last data.
  const body = data ?? (error && 'data' in error ? error.data : undefined);
  if (isPreviewBody(body) && !seenPreview) setSeenPreview(true);
  if (!seenPreview) return null;

  const connected = !isError;
  return (
    <div
      className={`preview-banner preview-banner--${connected ? 'info' : 'warning'}`}
      role="status"
      data-testid="preview-banner"
    >
      <span aria-hidden="true">{connected ? 'ℹ' : '⚠'}</span>{' '}
      {connected ? t('preview.running') : t('preview.disconnected')}
    </div>
  );
}
