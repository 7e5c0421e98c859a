import { useId, type InputHTMLAttributes, type Ref } from 'react';

export type TextFieldProps = {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** A greyed example; the field itself is empty while it shows (spec §2). */
  readonly placeholder?: string;
  readonly error?: string | null;
  /** Advice that does not stop anything (a number that fails its check); an error wins. */
  readonly warning?: string | null;
  readonly multiline?: boolean;
  readonly testId?: string;
  /** The single-line input (React 19 passes `ref` as a prop), e.g. for a dialog's first focus. */
  readonly ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'placeholder'>;

/**
 * A labelled text input or textarea with an optional error or warning; the label is always
 * visible.
 */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  error,
  warning,
  multiline = false,
  testId,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const shownWarning = error ? null : warning;
  const common = {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : shownWarning ? warningId : undefined,
    'data-testid': testId,
  } as const;
  return (
    <div className="app-field">
      <label htmlFor={id} className="app-field__label">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          className="app-field__input app-field__input--multiline"
          rows={3}
          onChange={(event) => onChange(event.target.value)}
          onFocus={rest.onFocus as never}
          onBlur={rest.onBlur as never}
          onKeyDown={(event) => {
            // Enter saves (spec §2); Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
      ) : (
        <input
          {...rest}
          {...common}
          className="app-field__input"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="app-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {shownWarning ? (
        <p
          id={warningId}
          className="app-field__warning"
          role="status"
          data-testid={testId ? `${testId}-warning` : undefined}
        >
          {shownWarning}
        </p>
      ) : null}
    </div>
  );
}
