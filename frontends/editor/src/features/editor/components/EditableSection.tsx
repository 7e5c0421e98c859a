import { useCallback, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useAppDispatch } from '../../../store';
import { editorActions } from '../../invoices/editor-commands';
import type { EditableSection as SectionName } from '../../invoices/editor-state';
import { useEditorState, useEditorTranslation } from '../../invoices/hooks';
import './editable-section.css';

export type EditableSectionProps = {
  readonly section: SectionName;
  /** Names the section for screen readers ("Edit recipient"). */
  readonly label: string;
  readonly readOnly: boolean;
  /** What the section shows when it is not being edited (plain text only). */
  readonly summary: ReactNode;
  /** The fields shown while editing. */
  readonly children: ReactNode;
  readonly className?: string;
  /**
   * Edit in a popover under the summary (spec §2: the dates and payment terms), which stays in
   * view while editing, instead of in place of it.
   */
  readonly popover?: boolean;
};

/**
 * A click-to-edit block (spec §2): a click, Enter or Space opens it, Enter (submitting its form),
 * Escape, or a click or focus outside closes it, and only one section is open at a time. Edits
 * are stored as they are typed, so closing never loses anything.
 */
export function EditableSection({
  section,
  label,
  readOnly,
  summary,
  children,
  className = '',
  popover = false,
}: EditableSectionProps) {
  const { t } = useEditorTranslation();
  const dispatch = useAppDispatch();
  const editing = useEditorState((state) => state.editing === section) && !readOnly;
  const rootRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  const stop = useCallback(() => dispatch(editorActions.startedEditing(null)), [dispatch]);

  useEffect(() => {
    if (!editing) {
      if (returnFocus.current) summaryRef.current?.focus();
      returnFocus.current = false;
      return undefined;
    }
    rootRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target as Node;
      // Clicks inside dialogs opened from the section (portals) are not outside clicks.
      if (
        rootRef.current !== null &&
        !rootRef.current.contains(target) &&
        !(target instanceof Element && target.closest('[role="dialog"]'))
      ) {
        stop();
      }
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [editing, stop]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    returnFocus.current = true;
    stop();
  };

  const start = () => {
    if (!readOnly) dispatch(editorActions.startedEditing(section));
  };

  return (
    <div
      ref={rootRef}
      className={`editor-section ${editing ? 'editor-section--editing' : ''} ${className}`}
      data-section={section}
      onKeyDown={(event) => {
        if (editing && event.key === 'Escape') {
          event.preventDefault();
          returnFocus.current = true;
          stop();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (editing && next instanceof Node && !event.currentTarget.contains(next)) {
          if (!(next instanceof Element && next.closest('[role="dialog"]'))) stop();
        }
      }}
    >
      {editing ? (
        <>
          {popover ? (
            <div ref={summaryRef} className="editor-section__summary" tabIndex={-1}>
              {summary}
            </div>
          ) : null}
          <form
            className={`editor-section__form ${popover ? 'editor-section__form--popover' : ''}`}
            onSubmit={onSubmit}
            aria-label={label}
          >
            {children}
            <div className="editor-section__actions">
              <button type="submit" className="app-button app-button--small">
                {t('editor.done')}
              </button>
            </div>
          </form>
        </>
      ) : (
        <div
          ref={summaryRef}
          className="editor-section__summary"
          role={readOnly ? undefined : 'button'}
          tabIndex={readOnly ? undefined : 0}
          data-testid={`edit-${section}`}
          onClick={start}
          onKeyDown={(event) => {
            if (
              event.target === event.currentTarget &&
              (event.key === 'Enter' || event.key === ' ')
            ) {
              event.preventDefault();
              start();
            }
          }}
        >
          {readOnly ? null : (
            <span className="app-visually-hidden">
              {t('editor.editSection', { section: label })}:{' '}
            </span>
          )}
          {summary}
        </div>
      )}
    </div>
  );
}
