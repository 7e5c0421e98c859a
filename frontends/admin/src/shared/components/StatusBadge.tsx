export type StatusBadgeProps = {
  readonly status: string;
  /** The tone of each status that has a text of its own. */
  readonly tones: Readonly<Record<string, string>>;
  /** The status's text; only asked for the statuses `tones` names. */
  readonly label: (status: string) => string;
};

/** A queue row's status: the known ones translated and coloured, any other as it came. */
export function StatusBadge({ status, tones, label }: StatusBadgeProps) {
  const tone = tones[status];
  return tone === undefined ? (
    <span className="admin-badge">{status}</span>
  ) : (
    <span className={`admin-badge admin-badge--${tone}`}>{label(status)}</span>
  );
}
