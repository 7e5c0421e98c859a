export type LockableSelectProps = {
  readonly id?: string;
  readonly className?: string;
  readonly ariaLabel?: string;
  readonly testId: string;
  /** On a locked invoice: the choice shown as read-only text. */
  readonly readOnly: boolean;
  readonly value: string;
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly onChange: (value: string) => void;
};

/**
 * A select that becomes a read-only field showing its choice on a locked invoice (spec §4). HTML
 * has no read-only select, and a disabled one is skipped by the keyboard and read as unavailable
 * rather than as a value that is fixed; a read-only input is focusable, announced as read-only and
 * styled as locked like the invoice's other fields (platform.css).
 */
export function LockableSelect({
  id,
  className = 'app-field__input',
  ariaLabel,
  testId,
  readOnly,
  value,
  options,
  onChange,
}: LockableSelectProps) {
  if (readOnly) {
    return (
      <input
        id={id}
        className={className}
        aria-label={ariaLabel}
        data-testid={testId}
        readOnly
        value={options.find((option) => option.value === value)?.label ?? value}
      />
    );
  }
  return (
    <select
      id={id}
      className={className}
      aria-label={ariaLabel}
      data-testid={testId}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
