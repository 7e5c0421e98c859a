import { useLayoutEffect, type RefObject } from 'react';

/** Room kept between a popover and the window's edges, in CSS pixels. */
const EDGE_PX = 8;

/**
 * Keeps an absolutely placed popover inside the window: it opens under what opened it, and where
 * that sits near an edge (the custom period tab on a phone, a wrapped tab row) it is moved
 * sideways just enough to be seen whole, then scrolled into view. CSS alone cannot do this: the
 * popover's place depends on where its anchor happens to wrap, and the page must never scroll
 * sideways or cut it off (issue 29).
 */
export function useKeepInViewport(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const place = () => {
      element.style.translate = '';
      const { left, right } = element.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      let shift = Math.min(0, width - EDGE_PX - right);
      if (left + shift < EDGE_PX) shift = EDGE_PX - left;
      element.style.translate = shift === 0 ? '' : `${Math.round(shift)}px 0`;
    };
    place();
    // Whole in view, below the fixed header (the root's scroll-padding-top).
    element.scrollIntoView?.({ block: 'nearest' });
    // Again when the window or the popover's own size changes (a longer range text, a rotation).
    window.addEventListener('resize', place);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    resized?.observe(element);
    return () => {
      window.removeEventListener('resize', place);
      resized?.disconnect();
    };
  }, [ref]);
}
