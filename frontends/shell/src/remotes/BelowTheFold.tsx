import { useEffect, useRef, useState, type ReactNode } from 'react';

export type BelowTheFoldProps = {
  readonly children: ReactNode;
  /** Sizes the empty block that holds the place until then. */
  readonly placeholderClassName: string;
};

/**
 * Renders its children, a remote's area below the first screen, once the reader first scrolls or
 * its place becomes visible (a screen tall enough to show it), so that its code does not compete
 * with the page's first screen. The server and the first browser render both leave it empty, so
 * pre-rendered pages hydrate unchanged.
 */
export function BelowTheFold({ children, placeholderClassName }: BelowTheFoldProps) {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = place.current;
    if (shown || element === null) return undefined;
    const show = () => setShown(true);
    window.addEventListener('scroll', show, { once: true, passive: true });
    // Without IntersectionObserver (old browsers, jsdom) the area loads at once.
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.intersectionRatio > 0)) show();
          })
        : undefined;
    if (observer === undefined) queueMicrotask(show);
    else observer.observe(element);
    return () => {
      window.removeEventListener('scroll', show);
      observer?.disconnect();
    };
  }, [shown]);

  if (shown) return <>{children}</>;
  return <div ref={place} className={placeholderClassName} aria-hidden="true" />;
}
