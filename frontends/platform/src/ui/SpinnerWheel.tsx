export type SpinnerWheelProps = {
  /** Read by screen readers in the wheel's place. */
  readonly label: string;
};

/** The turning wheel, shown at once; Spinner adds the delay and its text. */
export function SpinnerWheel({ label }: SpinnerWheelProps) {
  return (
    <div className="app-spinner" role="status" data-testid="spinner">
      <span className="app-spinner__wheel" aria-hidden="true" />
      <span className="app-visually-hidden">{label}</span>
    </div>
  );
}
