import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';

export type NumberInputProps = {
  /** The stored canonical text shown in the interface language (e.g. "85.00" in English). */
  readonly display: string;
  /**
   * Stores what was typed, with the raw text: on blur and Enter, after `liveCommitMs` without a
   * keystroke when given, and when the page is hidden (a reload) while something is typed.
   */
  readonly onCommit: (typed: string) => void;
  readonly placeholderShown: boolean;
  /** Also store what is typed after this pause, so amounts and totals follow the typing. */
  readonly liveCommitMs?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur'>;

/**
 * A number typed freely. The caller stores the canonical value (canonicalisePrice /
 * canonicaliseQuantity) and never raw text; the field keeps showing what was typed ("7,") until
 * it is left, so storing while typing never rewrites the text under the caret.
 */
export function NumberInput({
  display,
  onCommit,
  placeholderShown,
  liveCommitMs,
  ...rest
}: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [fromPlaceholder, setFromPlaceholder] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ draft, fromPlaceholder, onCommit });
  useEffect(() => {
    latest.current = { draft, fromPlaceholder, onCommit };
  });
  const value = draft ?? (placeholderShown ? '' : display);

  /** Stores the typed text; a placeholder left empty keeps its example value. */
  const store = () => {
    clearTimeout(timer.current);
    const typed = latest.current;
    if (typed.draft !== null && !(typed.fromPlaceholder && typed.draft === '')) {
      typed.onCommit(typed.draft);
    }
  };
  const commit = () => {
    if (draft === null) return;
    store();
    setDraft(null);
    setFromPlaceholder(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  const typing = draft !== null;
  useEffect(() => {
    if (!typing) return undefined;
    // Capture: before the editor's own pagehide listener writes the store to local storage.
    window.addEventListener('pagehide', store, { capture: true });
    return () => window.removeEventListener('pagehide', store, { capture: true });
    // store reads everything it needs from `latest`.
  }, [typing]);

  return (
    <input
      {...rest}
      inputMode="decimal"
      value={value}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        if (liveCommitMs !== undefined) {
          clearTimeout(timer.current);
          latest.current = { ...latest.current, draft: text };
          timer.current = setTimeout(store, liveCommitMs);
        }
      }}
      onFocus={(event) => {
        if (placeholderShown) {
          setDraft('');
          setFromPlaceholder(true);
        }
        rest.onFocus?.(event);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        rest.onKeyDown?.(event);
      }}
    />
  );
}
