import './notices.css';
import { useEffect } from 'react';
import { selectNotices, useAppDispatch, useAppSelector } from '../../store';
import { useEditorTranslation } from '../invoices/hooks';
import { noticesActions, type Notice } from './noticesSlice';

/** Long enough to read a sentence twice; an error stays until it is dismissed (WCAG 2.2.1). */
export const SUCCESS_NOTICE_MS = 8000;

function NoticeItem({ notice }: { notice: Notice }) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const dismiss = () => dispatch(noticesActions.noticeDismissed(notice.id));
  useEffect(() => {
    if (notice.tone !== 'success') return undefined;
    const timer = setTimeout(
      () => dispatch(noticesActions.noticeDismissed(notice.id)),
      SUCCESS_NOTICE_MS,
    );
    return () => clearTimeout(timer);
  }, [dispatch, notice.id, notice.tone]);
  return (
    <div
      className={`app-notice app-notice--${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : undefined}
      data-testid={notice.testId ?? 'notice'}
      data-tone={notice.tone}
    >
      <p className="app-notice__text">{notice.text}</p>
      <button
        type="button"
        className="app-notice__dismiss"
        aria-label={t('notice.dismiss')}
        onClick={dismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Where the notices of `useNotify` show: at the foot of the window, over the page. Successes go
 * into a `status` region that is on the page before any notice, as screen readers only read what
 * changes inside a region they already know, and read it politely. A failure is an `alert` of
 * its own, which screen readers read at once as it appears (an empty alert region waiting on
 * every page would only be one more "alert" for a page's own checks to tell apart).
 * Render it once per page.
 */
export function StatusNotices() {
  const notices = useAppSelector(selectNotices);
  const of = (tone: Notice['tone']) =>
    notices
      .filter((notice) => notice.tone === tone)
      .map((notice) => <NoticeItem key={notice.id} notice={notice} />);
  return (
    <div className="app-notices" data-testid="status-notices">
      <div role="status" className="app-notices__region">
        {of('success')}
      </div>
      <div className="app-notices__region">{of('error')}</div>
    </div>
  );
}
