export type FeatureVisualKind = 'create' | 'pdf' | 'track' | 'email' | 'recurring';

/**
 * A short looping picture of the product, drawn with SVG and animated with CSS (no video to
 * download). Animations only run while the feature is on screen and never with reduced motion.
 */
export function FeatureVisual({ kind }: { readonly kind: FeatureVisualKind }) {
  return (
    <svg
      className={`pp-visual pp-visual--${kind}`}
      viewBox="0 0 240 160"
      width="240"
      height="160"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="20" y="10" width="200" height="140" rx="10" className="pp-visual__paper" />
      <rect x="36" y="26" width="60" height="10" rx="3" className="pp-visual__accent" />
      {kind === 'create' ? (
        <>
          <rect
            x="36"
            y="52"
            width="168"
            height="10"
            rx="3"
            className="pp-visual__line pp-anim-1"
          />
          <rect
            x="36"
            y="70"
            width="140"
            height="10"
            rx="3"
            className="pp-visual__line pp-anim-2"
          />
          <rect
            x="36"
            y="88"
            width="120"
            height="10"
            rx="3"
            className="pp-visual__line pp-anim-3"
          />
          <rect
            x="140"
            y="118"
            width="64"
            height="14"
            rx="3"
            className="pp-visual__accent pp-anim-4"
          />
        </>
      ) : null}
      {kind === 'pdf' ? (
        <>
          <rect x="36" y="52" width="168" height="8" rx="3" className="pp-visual__line" />
          <rect x="36" y="66" width="168" height="8" rx="3" className="pp-visual__line" />
          <rect
            x="150"
            y="100"
            width="54"
            height="34"
            rx="5"
            className="pp-visual__badge pp-anim-drop"
          />
          <text x="177" y="122" textAnchor="middle" className="pp-visual__text">
            PDF
          </text>
        </>
      ) : null}
      {kind === 'track' ? (
        <>
          <rect x="44" y="110" width="24" height="24" className="pp-visual__bar pp-anim-grow-1" />
          <rect x="80" y="90" width="24" height="44" className="pp-visual__bar pp-anim-grow-2" />
          <rect x="116" y="70" width="24" height="64" className="pp-visual__bar pp-anim-grow-3" />
          <rect x="152" y="56" width="24" height="78" className="pp-visual__bar pp-anim-grow-4" />
        </>
      ) : null}
      {kind === 'email' ? (
        <g className="pp-anim-fly">
          <rect x="70" y="56" width="100" height="64" rx="6" className="pp-visual__badge" />
          <path d="M70 60l50 34 50-34" className="pp-visual__stroke" />
        </g>
      ) : null}
      {kind === 'recurring' ? (
        <g className="pp-anim-spin">
          <circle cx="120" cy="92" r="36" className="pp-visual__ring" />
          <path d="M120 56l10-8M120 56l10 8" className="pp-visual__stroke" />
        </g>
      ) : null}
    </svg>
  );
}
