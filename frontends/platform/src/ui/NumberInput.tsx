import { useState, type InputHTMLAttributes } from 'react';

export type NumberInputProps = {
  /** The stored canonical text shown in the interface language (e.g. "85.00" in English). */
  readonly display: string;
  /** Stores what was typed; called on blur and Enter with the raw text. */
  readonly onCommit: (typed: string) => void;
  readonly placeholderShown: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur'>;

/**
 * A number typed freely and stored on blur, so half-typed text ("7,") is never parsed and the
 * caller stores the canonical value (canonicalisePrice / canonicaliseQuantity) and never raw text.
 */
export function NumberInput({ display, onCommit, placeholderShown, ...rest }: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [fromPlaceholder, setFromPlaceholder] = useState(false);
  const value = draft ?? (placeholderShown ? '' : display);
  const commit = () => {
    if (draft !== null) {
      // A placeholder left empty keeps its example value; anything typed is stored.
      if (!(fromPlaceholder && draft === '')) onCommit(draft);
      setDraft(null);
      setFromPlaceholder(false);
    }
  };
  return (
    <input
      {...rest}
      inputMode="decimal"
      value={value}
      onChange={(event) => setDraft(event.target.value)}
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
