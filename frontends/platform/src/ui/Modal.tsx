import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
// The singleton's instance: this file is bundled by each remote (controls.ts).
import { i18n } from '@app/platform';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export type ModalProps = {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The dialog's heading; it also labels the dialog (`aria-labelledby`). */
  readonly title: ReactNode;
  readonly size?: ModalSize;
  readonly children: ReactNode;
  readonly testId?: string;
  /** Where focus goes first; by default the first focusable element of the dialog body. */
  readonly initialFocus?: React.RefObject<HTMLElement | null>;
  /** 'alertdialog' for a message that interrupts (read out with its text, `describedBy`). */
  readonly role?: 'dialog' | 'alertdialog';
  /** The id of the element whose text describes the dialog (`aria-describedby`). */
  readonly describedBy?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * A modal dialog (spec §2 "Generic modal"): sizes sm, md, lg and xl; closed by Escape, a click on
 * the backdrop or the close button. Focus moves into the dialog, stays there while it is open and
 * returns to the element that had it before.
 */
export function Modal({
  open,
  onClose,
  title,
  size = 'md',
  children,
  testId = 'modal',
  initialFocus,
  role = 'dialog',
  describedBy,
}: ModalProps) {
  const { t } = useTranslation('platform', { i18n });
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog !== null) {
      const first = initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog;
      first.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || dialogRef.current === null) return;
    const items = focusableIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="app-modal__backdrop"
      data-testid={`${testId}-backdrop`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`app-modal app-modal--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <div className="app-modal__header">
          <h2 id={titleId} className="app-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="app-modal__close"
            aria-label={t('modal.close')}
            data-testid={`${testId}-close`}
            onClick={() => onClose()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="app-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
